// Límite de intentos de inicio de sesión (contadores en la base, sin Redis).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { crearUsuario } from '../../test/usuarios-de-prueba.js';
import { inArray } from 'drizzle-orm';
import { intentoLogin } from './cuentas.tables.js';
import { limpiarIntentosVencidos } from './intentos-login.service.js';

const MAX = 2;
const VENTANA_CORTA_MS = 5000;

let app: FastifyInstance;
/** Detrás de un proxy de confianza (10.3.0.1). */
let conProxy: FastifyInstance;
let ventanaCorta: FastifyInstance;

beforeAll(async () => {
  app = await appDePrueba({ loginRateLimit: { max: MAX, windowMs: 60_000 } });
  conProxy = await appDePrueba({
    loginRateLimit: { max: MAX, windowMs: 60_000 },
    trustProxy: '10.3.0.1',
  });
  ventanaCorta = await appDePrueba({ loginRateLimit: { max: MAX, windowMs: VENTANA_CORTA_MS } });
});
afterAll(async () => {
  await app.close();
  await conProxy.close();
  await ventanaCorta.close();
});

let ipLibre = 0;
/** Una IP distinta por llamada: aísla el límite por cuenta del límite por IP. */
const otraIp = () => `10.9.${Math.floor(++ipLibre / 250)}.${ipLibre % 250}`;

function login(
  a: FastifyInstance,
  username: string,
  password: string,
  opciones: { ip?: string; reenviadoPor?: string } = {},
) {
  return a.inject({
    method: 'POST',
    url: '/api/login/',
    remoteAddress: opciones.ip ?? otraIp(),
    headers: opciones.reenviadoPor ? { 'x-forwarded-for': opciones.reenviadoPor } : {},
    payload: { username, password },
  });
}

const estados = (rs: LightMyRequestResponse[]) => rs.map((r) => r.statusCode);
const cuantos = (rs: LightMyRequestResponse[], status: number) =>
  rs.filter((r) => r.statusCode === status).length;

function esperarBloqueo(r: LightMyRequestResponse, ventanaMs: number) {
  expect(r.statusCode).toBe(429);
  expect(r.json()).toEqual({ detail: MENSAJES.demasiadasSolicitudes });
  const segundos = Number(r.headers['retry-after']);
  expect(Number.isInteger(segundos)).toBe(true);
  expect(segundos).toBeGreaterThanOrEqual(1);
  expect(segundos).toBeLessThanOrEqual(Math.ceil(ventanaMs / 1000));
}

describe('límite de inicio de sesión', () => {
  it('60 contraseñas equivocadas a la vez: sólo LOGIN_RATE_MAX se evalúan, el resto 429 con Retry-After', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'la-buena-1' });
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(app, u.username, `mala-${i}`)),
    );
    expect(cuantos(rs, 400)).toBe(MAX);
    expect(cuantos(rs, 429)).toBe(60 - MAX);
    for (const r of rs.filter((x) => x.statusCode === 429)) esperarBloqueo(r, 60_000);
    // La contraseña correcta tampoco entra mientras dura la ventana.
    esperarBloqueo(await login(app, u.username, 'la-buena-1'), 60_000);
  });

  it('usuario y e-mail de la misma cuenta comparten el contador', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'la-buena-2' });
    for (let i = 0; i < MAX; i++)
      expect((await login(app, u.username, 'mala')).statusCode).toBe(400);
    const email = `${u.username}@ejemplo.com.py`;
    esperarBloqueo(await login(app, email.toUpperCase(), 'mala'), 60_000);
    esperarBloqueo(await login(app, email, 'la-buena-2'), 60_000);
  });

  it('un identificador que no es de nadie tiene su propio contador y responde igual', async () => {
    const nadie = unico('nadie');
    const rs = [];
    for (let i = 0; i <= MAX; i++) rs.push(await login(app, nadie, 'mala'));
    expect(estados(rs)).toEqual([...Array<number>(MAX).fill(400), 429]);
    expect(rs[0]?.json()).toEqual({ non_field_errors: [MENSAJES.credencialesInvalidas] });
    expect((await login(app, ` ${nadie.toUpperCase()} `, 'mala')).statusCode).toBe(429);
    expect((await login(app, unico('nadie'), 'mala')).statusCode).toBe(400);
  });

  it('un inicio correcto deja la cuenta en cero', async () => {
    const u = await crearUsuario(app, 'cliente', { password: 'la-buena-3' });
    for (let i = 0; i < MAX - 1; i++) await login(app, u.username, 'mala');
    expect((await login(app, u.username, 'la-buena-3')).statusCode).toBe(200);
    for (let i = 0; i < MAX; i++)
      expect((await login(app, u.username, 'mala')).statusCode).toBe(400);
    expect((await login(app, u.username, 'mala')).statusCode).toBe(429);
  });

  it('por IP (el triple): cambiar X-Forwarded-For no levanta el bloqueo sin TRUST_PROXY', async () => {
    const ip = '10.2.0.1';
    const rs = await Promise.all(
      Array.from({ length: MAX * 3 + 1 }, (_, i) =>
        login(app, unico('ip'), 'mala', { ip, reenviadoPor: `203.0.113.${i}` }),
      ),
    );
    expect(cuantos(rs, 400)).toBe(MAX * 3);
    esperarBloqueo(
      rs.find((r) => r.statusCode === 429)!,
      60_000,
    );
    // Otra IP de conexión no está bloqueada.
    expect((await login(app, unico('ip'), 'mala', { ip: '10.2.0.2' })).statusCode).toBe(400);
  });

  it('con TRUST_PROXY la IP sale de X-Forwarded-For (sólo si la conexión viene del proxy)', async () => {
    const proxy = '10.3.0.1';
    const rafaga = (ip: string, reenviadoPor: (i: number) => string) =>
      Promise.all(
        Array.from({ length: MAX * 3 + 1 }, (_, i) =>
          login(conProxy, unico('px'), 'mala', { ip, reenviadoPor: reenviadoPor(i) }),
        ),
      );
    // Detrás del proxy, cada cliente (su IP en la cabecera) tiene su propio cupo…
    expect(cuantos(await rafaga(proxy, (i) => `203.0.113.${i}`), 429)).toBe(0);
    // …y uno que insiste se bloquea.
    expect(cuantos(await rafaga(proxy, () => '198.51.100.9'), 429)).toBe(1);
    // Quien no es el proxy no puede elegir su IP con la cabecera.
    expect(cuantos(await rafaga('10.3.0.50', (i) => `203.0.113.${100 + i}`), 429)).toBe(1);
  });

  it('pasada la ventana, la contraseña correcta vuelve a entrar', async () => {
    const u = await crearUsuario(ventanaCorta, 'cliente', { password: 'la-buena-4' });
    await Promise.all(Array.from({ length: MAX }, () => login(ventanaCorta, u.username, 'mala')));
    esperarBloqueo(await login(ventanaCorta, u.username, 'la-buena-4'), VENTANA_CORTA_MS);
    await new Promise((r) => setTimeout(r, VENTANA_CORTA_MS + 200));
    const r = await login(ventanaCorta, u.username, 'la-buena-4');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ username: u.username });
  });
});

describe('limpieza de contadores (sin Redis)', () => {
  it('borra los vencidos y deja los vigentes', async () => {
    const vencida = unico('vencida');
    const vigente = unico('vigente');
    await app.db.insert(intentoLogin).values([
      { clave: vencida, intentos: 5, vence_en: new Date(Date.now() - 1000) },
      { clave: vigente, intentos: 1, vence_en: new Date(Date.now() + 60_000) },
    ]);
    expect(await limpiarIntentosVencidos(app.db)).toBeGreaterThanOrEqual(1);
    const quedan = await app.db
      .select({ clave: intentoLogin.clave })
      .from(intentoLogin)
      .where(inArray(intentoLogin.clave, [vencida, vigente]));
    expect(quedan).toEqual([{ clave: vigente }]);
  });
});
