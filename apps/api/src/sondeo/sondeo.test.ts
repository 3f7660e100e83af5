// Sondeo desde afuera: cada ruta de la API, con parámetros, consultas y cuerpos malos, nunca responde 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROLES, type Acceso, type Rol } from '../lib/acceso.js';
import { appDePrueba } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';

let app: FastifyInstance;
const usuarios = new Map<Rol, UsuarioDePrueba>();
beforeAll(async () => {
  // Sin límite de intentos: el sondeo manda miles de pedidos y debe llegar a cada ruta.
  app = await appDePrueba({
    loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
    anonimoRateLimit: { max: 1_000_000, windowMs: 60_000 },
  });
  for (const rol of ROLES) usuarios.set(rol, await crearUsuario(app, rol));
}, 120_000);
afterAll(() => app.close());

/** Valores para cada `:parametro` de la ruta. */
const PARAMETROS = ['abc', '0', '-1', '99999999999999999999', '1.5', '%00', '1e3', 'x'.repeat(300)];
const CONSULTAS = [
  '',
  '?page=abc&page_size=-5',
  '?page=99999999999999999999&page_size=1.5',
  `?ordering=;drop&search=${'ñ'.repeat(500)}`,
  '?fecha=31/02/2026&desde=ayer&hasta=x&estado=zzz&id=abc&tipo=%00',
  '?page=1&page_size=100000',
  '?search[]=a&search[]=b&ordering[]=x',
];
const CUERPOS: unknown[] = [
  {},
  [],
  'texto',
  null,
  { id: 'abc', nombre: { a: 1 }, cantidad: -1, precio: 1e308, fecha: 'x', email: 5, items: 'no' },
  { cantidad: 1e20, page: -1, lat: 'x', lng: 1000, ids: [1, 'a', null] },
  { nombre: 'ñ'.repeat(100_000) },
];
/** Rutas que cierran la sesión o la cuenta de quien sondea: con un cuerpo vacío hacen lo que deben. */
const CIERRAN_SESION = ['/api/logout/', '/api/borrar-cuenta/'];

/** Quién llama: anónimo en las públicas; el primer rol admitido y, si lo está, también el administrador. */
function llamantes(acceso: Acceso | undefined): (Rol | null)[] {
  if (acceso === 'publico') return [null];
  if (acceso === undefined || acceso === 'autenticado') return ['cliente'];
  const primero = acceso[0] ?? 'administrador';
  return acceso.includes('administrador') && primero !== 'administrador'
    ? [primero, 'administrador']
    : [primero];
}

describe('sondeo de la API', () => {
  it('ninguna ruta responde 5xx a parámetros, consultas o cuerpos malos, y las sesiones siguen válidas', async () => {
    const fallas: string[] = [];
    let respuestas400 = 0;
    for (const ruta of app.rutas) {
      if (!ruta.url.startsWith('/api/') || CIERRAN_SESION.includes(ruta.url)) continue;
      if (ruta.metodo === 'HEAD' || ruta.metodo === 'OPTIONS') continue;
      const conParametros = ruta.url.includes(':');
      for (const rol of llamantes(ruta.acceso)) {
        const sesion = rol ? autorizacion(usuarios.get(rol) as UsuarioDePrueba) : {};
        for (const p of conParametros ? PARAMETROS : ['']) {
          const url = ruta.url.replace(/:[A-Za-z_]+/g, p);
          // Las consultas malas van con un parámetro; los demás valores, con la ruta sola.
          for (const q of p === 'abc' || !conParametros ? CONSULTAS : ['']) {
            for (const cuerpo of ['GET', 'DELETE'].includes(ruta.metodo) ? [undefined] : CUERPOS) {
              const r = await app.inject({
                method: ruta.metodo as 'GET',
                url: url + q,
                headers:
                  cuerpo === undefined ? sesion : { ...sesion, 'content-type': 'application/json' },
                ...(cuerpo === undefined ? {} : { payload: JSON.stringify(cuerpo) }),
              });
              if (r.statusCode === 400) respuestas400++;
              if (r.statusCode >= 500 || (rol !== null && r.statusCode === 401))
                fallas.push(
                  `${rol ?? 'anónimo'} ${ruta.metodo} ${url.slice(0, 80)}${q.slice(0, 40)} ` +
                    `${JSON.stringify(cuerpo)?.slice(0, 60)} → ${r.statusCode} ${r.body.slice(0, 160)}`,
                );
            }
          }
        }
      }
    }
    expect(fallas).toEqual([]);
    // Que el sondeo llegó a validar: miles de entradas rechazadas con 400, no un recorrido vacío.
    expect(respuestas400).toBeGreaterThan(5000);
  }, 300_000);
});
