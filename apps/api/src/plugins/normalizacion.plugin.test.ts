import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatearMensaje, MENSAJES } from '@nemu/domain';
import { PROFUNDIDAD_MAXIMA } from '../lib/entrada.js';
import { appDePrueba } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
});
afterAll(async () => app.close());

const anidado = (niveles: number) => `${'{"a":'.repeat(niveles)}1${'}'.repeat(niveles)}`;
const PROFUNDO = {
  non_field_errors: [
    formatearMensaje(MENSAJES.jsonDemasiadoProfundo, { maximo: PROFUNDIDAD_MAXIMA }),
  ],
};

describe('cuerpos JSON demasiado profundos (issue 11, punto 1)', () => {
  it('2 000 niveles en el login anónimo: 400 con mensaje, no 500', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"deep":${anidado(2_000)},"username":"x","password":"y"}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(PROFUNDO);
  });

  it('también con arreglos anidados y con sesión', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: { ...autorizacion(cliente), 'content-type': 'application/json' },
      payload: `{"user_id":${cliente.id},"push_token":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(PROFUNDO);
  });

  it('justo por encima del máximo se rechaza; por debajo pasa a la validación', async () => {
    const enviar = (niveles: number) =>
      app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":"x","password":"y","extra":${anidado(niveles)}}`,
      });
    expect((await enviar(PROFUNDIDAD_MAXIMA)).json()).toEqual(PROFUNDO);
    const admitido = await enviar(PROFUNDIDAD_MAXIMA - 2);
    expect(admitido.json()).not.toEqual(PROFUNDO);
    expect(admitido.statusCode).toBeLessThan(500);
  });
});

describe('bytes nulos (issue 11, punto 4)', () => {
  const nulo = { detalle: MENSAJES.caracterNoPermitido };

  it('en el username del login', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'a\u0000b', password: 'y' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ username: [nulo.detalle] });
  });

  it('en el push_token de /set-device/', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/set-device/',
      headers: autorizacion(cliente),
      payload: { user_id: cliente.id, push_token: 'tok\u0000en', activo: true },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ push_token: [nulo.detalle] });
  });

  it('en la consulta (?transaccion_id=a%00b)', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/verificar-transaccion/?transaccion_id=a%00b',
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ transaccion_id: [nulo.detalle] });
  });

  it('en una cabecera usada como dato (X-Device-Id del login)', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-device-id': 'dis\u0000positivo' },
      payload: { username: 'x', password: 'y' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ 'x-device-id': [nulo.detalle] });
  });
});
