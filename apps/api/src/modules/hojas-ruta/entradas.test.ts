// Entradas y roles de las llamadas de la operación (issue #13, «Done when»): cada una responde 401
// sin sesión, 403 a un rol que no es el suyo y 400 nombrando el campo con una entrada mala.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let admin: UsuarioDePrueba;

type Metodo = 'GET' | 'POST' | 'PATCH';
const pedir = (u: UsuarioDePrueba | null, method: Metodo, url: string, payload?: object) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

interface Caso {
  method: Metodo;
  /** Una llamada válida en la forma (para 401 y 403). */
  url: string;
  payload?: object;
  /** Quién puede llamarla; `prohibido`, un rol que no. */
  rol: 'transportista' | 'administrador' | 'cliente';
  /** La misma llamada con una entrada mala y los campos que el 400 debe nombrar. */
  mala: { url: string; payload?: object; campos: string[] };
}

const CASOS: Caso[] = [
  {
    method: 'GET',
    url: '/api/oportunidades/?page=1',
    rol: 'transportista',
    mala: { url: '/api/oportunidades/?page=0', campos: ['page'] },
  },
  {
    method: 'GET',
    url: '/api/oportunidad/1',
    rol: 'transportista',
    mala: { url: '/api/oportunidad/uno', campos: ['id'] },
  },
  {
    method: 'POST',
    url: '/api/aceptar-ruta/',
    payload: { oportunidad_id: 1 },
    rol: 'transportista',
    mala: { url: '/api/aceptar-ruta/', payload: {}, campos: ['oportunidad_id'] },
  },
  {
    method: 'GET',
    url: '/api/mis-rutas/?page=1',
    rol: 'transportista',
    mala: { url: '/api/mis-rutas/?page_size=0', campos: ['page_size'] },
  },
  {
    method: 'POST',
    url: '/api/empezar-ruta/',
    payload: { ruta_id: 1, vehiculo_id: 1 },
    rol: 'transportista',
    mala: {
      url: '/api/empezar-ruta/',
      payload: { ruta_id: 'x' },
      campos: ['ruta_id', 'vehiculo_id'],
    },
  },
  {
    method: 'POST',
    url: '/api/check-pin/',
    payload: { itinerario_id: 1, pincode: '1234' },
    rol: 'transportista',
    mala: {
      url: '/api/check-pin/',
      payload: { itinerario_id: 1, pincode: '' },
      campos: ['pincode'],
    },
  },
  {
    method: 'POST',
    url: '/api/ejecutar-itinerario/',
    payload: { itinerario_id: 1, pincode: '1234' },
    rol: 'transportista',
    mala: {
      url: '/api/ejecutar-itinerario/',
      payload: { pincode: '1234' },
      campos: ['itinerario_id'],
    },
  },
  {
    method: 'POST',
    url: '/api/reportar-incidente/',
    payload: { tipo_incidente: 10, hoja_ruta: 1 },
    rol: 'transportista',
    mala: {
      url: '/api/reportar-incidente/',
      payload: { tipo_incidente: 40, hoja_ruta: 'x' },
      campos: ['tipo_incidente', 'hoja_ruta'],
    },
  },
  {
    method: 'POST',
    url: '/api/rastreo-usuario/',
    payload: { ubicacion: '-25.3,-57.6' },
    rol: 'transportista',
    mala: { url: '/api/rastreo-usuario/', payload: { ubicacion: 'aquí' }, campos: ['ubicacion'] },
  },
  {
    method: 'GET',
    url: '/api/transportista/movimientos/?page=1',
    rol: 'transportista',
    mala: { url: '/api/transportista/movimientos/?page=-1', campos: ['page'] },
  },
  {
    method: 'POST',
    url: '/api/itinerario/1/desbloquear-pin/',
    rol: 'administrador',
    mala: { url: '/api/itinerario/cero/desbloquear-pin/', campos: ['id'] },
  },
  {
    method: 'POST',
    url: '/api/ruteo-ordenes-venta/',
    payload: { ordenes_venta: [1] },
    rol: 'administrador',
    mala: {
      url: '/api/ruteo-ordenes-venta/',
      payload: { ordenes_venta: [] },
      campos: ['ordenes_venta'],
    },
  },
  {
    method: 'GET',
    url: '/api/hoja_ruta/1/',
    rol: 'transportista',
    mala: { url: '/api/hoja_ruta/x/', campos: ['id'] },
  },
  {
    method: 'GET',
    url: '/api/rastrear-pedido/1/',
    rol: 'cliente',
    mala: { url: '/api/rastrear-pedido/x/', campos: ['id'] },
  },
  {
    method: 'GET',
    url: '/api/pedido-contrasena/?id_pedido=1',
    rol: 'cliente',
    mala: { url: '/api/pedido-contrasena/', campos: ['id_pedido'] },
  },
];

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
  chofer = await crearUsuario(app, 'transportista');
  admin = await crearUsuario(app, 'administrador');
});
afterAll(() => app.close());

const quien = (rol: Caso['rol']) =>
  rol === 'transportista' ? chofer : rol === 'administrador' ? admin : cliente;

describe('entradas y roles de la operación', () => {
  it.each(CASOS)('$method $url: 401 sin sesión', async (c) => {
    expect((await pedir(null, c.method, c.url, c.payload)).statusCode).toBe(401);
  });

  it.each(CASOS.filter((c) => c.rol !== 'cliente'))('$method $url: 403 a un cliente', async (c) => {
    expect((await pedir(cliente, c.method, c.url, c.payload)).statusCode).toBe(403);
  });

  it.each(CASOS)('$method $url: 400 nombrando el campo', async (c) => {
    const r = await pedir(quien(c.rol), c.method, c.mala.url, c.mala.payload);
    expect(r.statusCode).toBe(400);
    const cuerpo = r.json<Record<string, unknown>>();
    for (const campo of c.mala.campos) expect(Object.keys(cuerpo)).toContain(campo);
  });
});
