import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  enlaceNotificacion,
  payloadPushSchema,
  type DatosNotificacion,
  type PayloadNotificacion,
  type PayloadPush,
  type TipoNotificacion,
} from '@nemu/domain';
import { procesarPendientes } from '../../jobs/trabajos.plugin.js';
import { testConfig } from '../../config.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearProducto } from '../pedidos/compra.fixtures.js';
import { aprobarProducto } from '../productos-proveedor/productos-proveedor.service.js';
import { notificar } from './notificaciones.service.js';
import { claveVapid, notificacion, suscripcionPush } from './notificaciones.tables.js';

// Servicio push falso en 127.0.0.1: guarda cada pedido y responde 201 (o 410 en /muerta/).
interface Recibido {
  ruta: string;
  cabeceras: IncomingHttpHeaders;
  cuerpo: Buffer;
}
let servidor: Server;
let base: string;
let recibidos: Recibido[] = [];

// Navegador simulado: su par ECDH P-256 y el secreto de autenticación de la suscripción.
interface Navegador {
  ecdh: ECDH;
  auth: Buffer;
  suscripcion: { endpoint: string; keys: { p256dh: string; auth: string } };
}
function navegador(ruta: string): Navegador {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    suscripcion: {
      endpoint: `${base}${ruta}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

/** Descifra un cuerpo aes128gcm de Web Push (RFC 8291 sobre RFC 8188, un solo registro). */
function descifrar(nav: Navegador, cuerpo: Buffer): PayloadPush {
  const salt = cuerpo.subarray(0, 16);
  const largoId = cuerpo.readUInt8(20);
  const publicaServidor = cuerpo.subarray(21, 21 + largoId);
  const cifrado = cuerpo.subarray(21 + largoId);
  const secreto = nav.ecdh.computeSecret(publicaServidor);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    nav.ecdh.getPublicKey(),
    publicaServidor,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secreto, nav.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const descifrador = createDecipheriv('aes-128-gcm', cek, nonce);
  descifrador.setAuthTag(cifrado.subarray(cifrado.length - 16));
  const claro = Buffer.concat([
    descifrador.update(cifrado.subarray(0, cifrado.length - 16)),
    descifrador.final(),
  ]);
  // Último registro: el texto termina en el delimitador 0x02 seguido de relleno con ceros.
  const fin = claro.lastIndexOf(2);
  return payloadPushSchema.parse(JSON.parse(claro.subarray(0, fin).toString('utf8')));
}

let app: FastifyInstance;
let admin: UsuarioDePrueba;

const registrar = (u: UsuarioDePrueba, push_token: unknown, activo = true, dispositivo = 'd1') =>
  app.inject({
    method: 'POST',
    url: '/api/set-device/',
    headers: { ...autorizacion(u), 'x-device-id': dispositivo },
    payload: { user_id: u.id, push_token, activo },
  });

async function preferencias(u: UsuarioDePrueba, cambios: Record<string, boolean>) {
  const r = await app.inject({
    method: 'PATCH',
    url: `/api/cliente/${u.id}/`,
    headers: autorizacion(u),
    payload: cambios,
  });
  expect(r.statusCode, r.body).toBe(200);
}

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', () => {
      recibidos.push({
        ruta: req.url ?? '',
        cabeceras: req.headers,
        cuerpo: Buffer.concat(partes),
      });
      res.statusCode = req.url?.startsWith('/muerta/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  app = await appDePrueba({ push: { ...testConfig().push, permitirHttp: true } });
  admin = await crearUsuario(app, 'administrador');
});
afterAll(async () => {
  await app.close();
  await new Promise((listo) => servidor.close(listo));
});
beforeEach(() => {
  recibidos = [];
});

async function notificarYEntregar<T extends TipoNotificacion>(
  u: UsuarioDePrueba,
  tipo: T,
  datos: DatosNotificacion<T>,
) {
  await app.db.transaction((tx) => notificar(tx, u.id, tipo, datos, { nombre: 'Chipa' }));
  await procesarPendientes(app);
}

describe('Web Push', () => {
  it('GET /push/clave-publica/ es pública y siempre la misma clave, guardada en la base', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/push/clave-publica/' });
    expect(r.statusCode).toBe(200);
    const { clave } = r.json<{ clave: string }>();
    expect(Buffer.from(clave, 'base64url')).toHaveLength(65);
    const otra = await app.inject({ method: 'GET', url: '/api/push/clave-publica/' });
    expect(otra.json()).toEqual({ clave });
    const filas = await app.db.select().from(claveVapid);
    expect(filas.map((f) => f.clave_publica)).toEqual([clave]);
  });

  it('/set-device/ guarda la suscripción (objeto o JSON) una por dispositivo y la valida', async () => {
    const u = await crearUsuario(app, 'cliente');
    const a = navegador('/push/a');
    const r = await registrar(u, a.suscripcion);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ push_token: a.suscripcion.endpoint, activo: true });

    // El mismo dispositivo se vuelve a suscribir (otro endpoint, como JSON): queda sólo el nuevo.
    const b = navegador('/push/b');
    expect((await registrar(u, JSON.stringify(b.suscripcion))).statusCode).toBe(200);
    // Otro dispositivo suma el suyo; repetir un endpoint no lo duplica.
    const c = navegador('/push/c');
    await registrar(u, c.suscripcion, true, 'd2');
    await registrar(u, c.suscripcion, true, 'd2');
    const endpoints = async () =>
      (await app.db.select().from(suscripcionPush).where(eq(suscripcionPush.usuario_id, u.id)))
        .map((s) => s.endpoint)
        .sort();
    expect(await endpoints()).toEqual([b.suscripcion.endpoint, c.suscripcion.endpoint].sort());

    const sinClaves = await registrar(u, { endpoint: `${base}/x`, keys: { p256dh: 'abc' } });
    expect(sinClaves.statusCode).toBe(400);
    expect(Object.keys(sinClaves.json())).toEqual(['push_token']);
    const ftp = await registrar(u, { ...c.suscripcion, endpoint: 'ftp://127.0.0.1/x' });
    expect(ftp.statusCode).toBe(400);

    // activo: false la quita.
    const baja = await registrar(u, c.suscripcion, false, 'd2');
    expect(baja.json()).toMatchObject({ activo: false });
    expect(await endpoints()).toEqual([b.suscripcion.endpoint]);
  });

  it('cada tipo llega cifrado con su enlace profundo, TTL, VAPID y sonido según el usuario', async () => {
    const u = await crearUsuario(app, 'proveedor');
    const nav = navegador(`/push/${u.id}`);
    await registrar(u, nav.suscripcion);
    const clave = (await app.inject({ method: 'GET', url: '/api/push/clave-publica/' })).json<{
      clave: string;
    }>().clave;
    const casos: PayloadNotificacion[] = [
      { tipo: 'chat', pedido_id: 11 },
      { tipo: 'chat', pedido_id: 11, orden_venta_id: 12 },
      { tipo: 'oportunidad', oportunidad_id: 5 },
      { tipo: 'pedido', pedido_id: 11 },
      { tipo: 'pedido', pedido_id: 11, orden_venta_id: 12 },
      { tipo: 'vehiculo_aprobado', vehiculo_id: 3 },
      { tipo: 'transportista_aprobado', transportista_id: 4 },
      { tipo: 'proveedor_aprobado', fabricante_id: u.fabricanteId ?? 1 },
      { tipo: 'producto_aprobado', producto_id: 8 },
      { tipo: 'producto_rechazado', producto_id: 8 },
    ];
    for (const { tipo, ...datos } of casos) {
      recibidos = [];
      await notificarYEntregar(u, tipo, datos as DatosNotificacion<typeof tipo>);
      expect(recibidos, tipo).toHaveLength(1);
      const [pedido] = recibidos;
      if (!pedido) throw new Error('sin pedido');
      expect(pedido.ruta).toBe(`/push/${u.id}`);
      expect(pedido.cabeceras).toMatchObject({
        ttl: '86400',
        urgency: 'high',
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
      });
      expect(pedido.cabeceras.authorization).toMatch(new RegExp(`^vapid t=.+, k=${clave}$`));
      const push = descifrar(nav, pedido.cuerpo);
      expect(push.url).toBe(enlaceNotificacion({ tipo, ...datos } as PayloadNotificacion));
      expect(push).toMatchObject({ tipo, silencioso: false });
      expect(push.titulo.length).toBeGreaterThan(0);
    }
    recibidos = [];
    await notificarYEntregar(u, 'pedido', { pedido_id: 11, orden_venta_id: 12 });
    expect(descifrar(nav, recibidos[0]?.cuerpo ?? Buffer.alloc(0))).toMatchObject({
      url: '/proveedor/venta/12/',
      titulo: 'Nueva orden de venta #12',
    });
  });

  it('aprobar un producto avisa en vivo, por push y por correo; sin sonido si el usuario lo apagó', async () => {
    const u = await crearUsuario(app, 'proveedor_propietario');
    const nav = navegador(`/push/aprobado/${u.id}`);
    await registrar(u, nav.suscripcion);
    await preferencias(u, { sonidos_activos: false });
    const emitidos = vi.spyOn(app.tiempoReal, 'emitirAUsuario');
    const producto = await crearProducto(app, u.fabricanteId ?? 0, { nombre: 'Mbejú' });
    await aprobarProducto(app.db, producto, admin.id);
    // La entrega espera al trabajo: la fila ya está, el aviso todavía no salió.
    expect(recibidos).toEqual([]);
    expect(await procesarPendientes(app)).toBeGreaterThanOrEqual(1);

    expect(emitidos).toHaveBeenCalledWith(
      u.id,
      expect.objectContaining({
        tipo: 'notificacion',
        datos: expect.objectContaining({
          tipo: 'producto_aprobado',
          titulo: 'Su producto «Mbejú» fue aprobado',
        }),
      }),
    );
    emitidos.mockRestore();
    expect(recibidos).toHaveLength(1);
    const push = descifrar(nav, recibidos[0]?.cuerpo ?? Buffer.alloc(0));
    expect(push).toMatchObject({
      silencioso: true,
      tipo: 'producto_aprobado',
      url: `/proveedor/catalogo/${producto}/`,
      titulo: 'Su producto «Mbejú» fue aprobado',
    });
    const [fila] = await app.db
      .select()
      .from(notificacion)
      .where(eq(notificacion.usuario_id, u.id));
    expect(fila?.enviada_push_en).toBeInstanceOf(Date);

    const correos = await app.inject({
      method: 'GET',
      url: `/api/outbox-email/?para=${encodeURIComponent(`${u.username}@ejemplo.com.py`)}`,
      headers: autorizacion(admin),
    });
    expect(correos.json()).toContainEqual(
      expect.objectContaining({ asunto: 'Su producto «Mbejú» fue aprobado' }),
    );
    // Un reintento del trabajo no repite lo ya entregado.
    // (Con PostgreSQL la cola es de toda la batería: cuenta lo que llega a este servicio push.)
    recibidos = [];
    await procesarPendientes(app);
    expect(recibidos).toEqual([]);
  });

  it('sin notificaciones_activas no hay push pero sí la notificación en la app', async () => {
    const u = await crearUsuario(app, 'proveedor');
    await registrar(u, navegador(`/push/apagado/${u.id}`).suscripcion);
    await preferencias(u, { notificaciones_activas: false });
    await notificarYEntregar(u, 'oportunidad', {});
    expect(recibidos).toEqual([]);
    const lista = await app.inject({
      method: 'GET',
      url: '/api/notificaciones/',
      headers: autorizacion(u),
    });
    expect(lista.json()).toContainEqual(expect.objectContaining({ tipo: 'oportunidad' }));
  });

  it('una suscripción que el servicio push da por muerta (410) se borra', async () => {
    const u = await crearUsuario(app, 'cliente');
    const muerta = navegador(`/muerta/${u.id}`);
    const viva = navegador(`/push/viva/${u.id}`);
    await registrar(u, muerta.suscripcion, true, 'viejo');
    await registrar(u, viva.suscripcion, true, 'nuevo');
    await notificarYEntregar(u, 'pedido', { pedido_id: 99 });
    expect(recibidos.map((r) => r.ruta).sort()).toEqual([`/muerta/${u.id}`, `/push/viva/${u.id}`]);
    const quedan = await app.db
      .select({ endpoint: suscripcionPush.endpoint })
      .from(suscripcionPush)
      .where(eq(suscripcionPush.usuario_id, u.id));
    expect(quedan).toEqual([{ endpoint: viva.suscripcion.endpoint }]);
  });

  it('si la transacción de quien notifica se deshace, no queda fila ni aviso', async () => {
    const u = await crearUsuario(app, 'cliente');
    await registrar(u, navegador(`/push/deshecha/${u.id}`).suscripcion);
    await expect(
      app.db.transaction(async (tx) => {
        await notificar(tx, u.id, 'pedido', { pedido_id: 5 });
        throw new Error('falla después de notificar');
      }),
    ).rejects.toThrow('falla después de notificar');
    await procesarPendientes(app);
    expect(recibidos).toEqual([]);
    const filas = await app.db.select().from(notificacion).where(eq(notificacion.usuario_id, u.id));
    expect(filas).toEqual([]);
  });
});
