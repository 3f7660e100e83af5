import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, unico } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';
import { Ejecutor } from './ejecutor.js';
import { definirTrabajo, encolar } from './trabajos.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let proveedor: UsuarioDePrueba;

// Un tipo propio que siempre falla al primer intento: termina en la cola de muertos.
const roto = definirTrabajo({
  tipo: unico('roto'),
  datos: z.object({ pedido: z.number() }),
  maxIntentos: 1,
  manejar: async () => {
    throw new Error('el procesador no responde');
  },
});
const sano = definirTrabajo({ tipo: unico('sano'), datos: z.object({}), manejar: async () => {} });

let fallido: number;

beforeAll(async () => {
  app = await appDePrueba();
  [admin, cliente, proveedor] = await Promise.all([
    crearUsuario(app, 'administrador'),
    crearUsuario(app, 'cliente'),
    crearUsuario(app, 'proveedor'),
  ]);
  fallido = (await encolar(app.db, roto, { pedido: 41 }))!;
  await encolar(app.db, roto, { pedido: 42 });
  await encolar(app.db, sano, {});
  const ej = new Ejecutor(app, { definiciones: [roto, sano] });
  while (await ej.ejecutarUno());
});
afterAll(() => app.close());

const listar = (query: string, u?: UsuarioDePrueba) =>
  app.inject({ method: 'GET', url: `/api/trabajos/${query}`, headers: u ? autorizacion(u) : {} });
const reintentar = (id: number | string, u?: UsuarioDePrueba) =>
  app.inject({
    method: 'POST',
    url: `/api/trabajos/${id}/reintentar/`,
    headers: u ? autorizacion(u) : {},
  });

describe('GET /api/trabajos/', () => {
  it('sólo el administrador: 401 sin sesión, 403 con otro rol', async () => {
    expect((await listar('')).statusCode).toBe(401);
    for (const u of [cliente, proveedor]) {
      const r = await listar('', u);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ detail: MENSAJES.sinPermiso });
    }
  });

  it('400 con un estado que no existe', async () => {
    const r = await listar('?estado=perdido', admin);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('estado');
  });

  it('pagina los fallidos de un tipo con su último error', async () => {
    const r = await listar(`?estado=fallido&tipo=${roto.tipo}&page_size=1`, admin);
    expect(r.statusCode).toBe(200);
    const pagina = r.json<{
      count: number;
      next: string | null;
      results: { id: number; tipo: string; estado: string; datos: unknown; ultimo_error: string }[];
    }>();
    expect(pagina.count).toBe(2);
    expect(pagina.next).toContain('page=2');
    expect(pagina.results).toHaveLength(1);
    expect(pagina.results[0]).toMatchObject({
      tipo: roto.tipo,
      estado: 'fallido',
      datos: { pedido: 42 },
      intentos: 1,
      max_intentos: 1,
    });
    expect(pagina.results[0]?.ultimo_error).toContain('el procesador no responde');

    const hechos = await listar(`?estado=hecho&tipo=${sano.tipo}`, admin);
    expect(hechos.json<{ count: number }>().count).toBe(1);
  });
});

describe('POST /api/trabajos/{id}/reintentar/', () => {
  it('sólo el administrador', async () => {
    expect((await reintentar(fallido)).statusCode).toBe(401);
    expect((await reintentar(fallido, cliente)).statusCode).toBe(403);
  });

  it('400 con un id inválido y 404 si no existe', async () => {
    expect((await reintentar('abc', admin)).statusCode).toBe(400);
    expect((await reintentar(2_000_000_000, admin)).statusCode).toBe(404);
  });

  it('vuelve a encolar el fallido con sus intentos a cero; otra vez es 409', async () => {
    const r = await reintentar(fallido, admin);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: fallido, estado: 'pendiente', intentos: 0 });

    const otra = await reintentar(fallido, admin);
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ detail: MENSAJES.trabajoNoReintentable });

    // Vuelve a correr (y como sigue roto, vuelve a la cola de muertos).
    const ej = new Ejecutor(app, { definiciones: [roto] });
    expect(await ej.ejecutarUno()).toBe(true);
    const pendientes = await listar(`?estado=pendiente&tipo=${roto.tipo}`, admin);
    expect(pendientes.json<{ count: number }>().count).toBe(0);
    const fallidos = await listar(`?estado=fallido&tipo=${roto.tipo}`, admin);
    expect(fallidos.json<{ count: number }>().count).toBe(2);
  });
});
