import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import { sembrarCalles, sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { ciudad } from '../configuracion/configuracion.tables.js';

let app: FastifyInstance;
let asuncion: number;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  await sembrarCalles(app.db);
  const [c] = await app.db
    .select({ id: ciudad.id })
    .from(ciudad)
    .where(eq(ciudad.nombre, 'Asunción'));
  if (!c) throw new Error('sin Asunción');
  asuncion = c.id;
});
afterAll(async () => app.close());

const direccion = (extra: Record<string, unknown> = {}) => ({
  nombre: 'Casa',
  calle_principal: 'Avenida España',
  calle_secundaria: 'Brasilia',
  numero: '1234',
  referencia: 'Portón verde',
  ubicacion: '-25.2870, -57.6040',
  ciudad: asuncion,
  icono: 'casa',
  ...extra,
});

async function crear(u: UsuarioDePrueba, extra: Record<string, unknown> = {}) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/direccion/',
    headers: autorizacion(u),
    payload: direccion(extra),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number; default: boolean; ubicacion: string; ciudad_nombre: string }>();
}

async function listar(u: UsuarioDePrueba) {
  const r = await app.inject({ method: 'GET', url: '/api/direccion/', headers: autorizacion(u) });
  expect(r.statusCode).toBe(200);
  return r.json<{ id: number; default: boolean; nombre: string }[]>();
}

describe('/api/direccion/', () => {
  it('crea, normaliza la ubicación y mantiene una sola por defecto', async () => {
    const u = await crearUsuario(app, 'cliente');
    const primera = await crear(u);
    expect(primera).toMatchObject({
      default: true,
      ubicacion: '-25.287,-57.604',
      ciudad_nombre: 'Asunción',
    });
    const segunda = await crear(u, { nombre: 'Oficina', icono: 'maletin' });
    expect(segunda.default).toBe(false);
    const tercera = await crear(u, { nombre: 'Mamá', icono: 'corazon', default: true });
    const lista = await listar(u);
    expect(lista.filter((d) => d.default).map((d) => d.id)).toEqual([tercera.id]);
    expect(lista[0]?.id).toBe(tercera.id);

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/direccion/${segunda.id}/`,
      headers: autorizacion(u),
      payload: { default: true, referencia: '<i>Piso 3</i>' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ default: true, referencia: 'Piso 3', nombre: 'Oficina' });
    expect((await listar(u)).filter((d) => d.default).map((d) => d.id)).toEqual([segunda.id]);

    const sesion = await app.inject({
      method: 'GET',
      url: '/api/sesion/',
      headers: autorizacion(u),
    });
    expect(sesion.json<{ direcciones: unknown[] }>().direcciones).toHaveLength(3);
  });

  it('al borrar la de por defecto, otra pasa a serlo', async () => {
    const u = await crearUsuario(app, 'cliente');
    const a = await crear(u);
    const b = await crear(u, { nombre: 'Otra' });
    const borrar = await app.inject({
      method: 'DELETE',
      url: `/api/direccion/${a.id}/`,
      headers: autorizacion(u),
    });
    expect(borrar.statusCode).toBe(204);
    expect(await listar(u)).toEqual([expect.objectContaining({ id: b.id, default: true })]);
  });

  it('400: ubicación fuera de Paraguay, ícono y ciudad inválidos, campos requeridos', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await app.inject({
      method: 'POST',
      url: '/api/direccion/',
      headers: autorizacion(u),
      payload: direccion({
        ubicacion: '-34.6037,-58.3816',
        icono: 'castillo',
        calle_principal: '',
      }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ ubicacion: [MENSAJES.ubicacionInvalida] });
    expect(Object.keys(r.json()).sort()).toEqual(['calle_principal', 'icono', 'ubicacion']);
    const ciudadMala = await app.inject({
      method: 'POST',
      url: '/api/direccion/',
      headers: autorizacion(u),
      payload: direccion({ ciudad: 99999999 }),
    });
    expect(ciudadMala.json()).toEqual({ ciudad: [MENSAJES.opcionInvalida] });
  });

  it('direcciones ajenas: 404 para clientes, visibles para administradores; 401 sin token', async () => {
    const duena = await crearUsuario(app, 'cliente');
    const otra = await crearUsuario(app, 'cliente');
    const admin = await crearUsuario(app, 'administrador');
    const d = await crear(duena);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const r = await app.inject({
        method,
        url: `/api/direccion/${d.id}/`,
        headers: autorizacion(otra),
        ...(method === 'PATCH' ? { payload: { nombre: 'X' } } : {}),
      });
      expect(r.statusCode, method).toBe(404);
    }
    const ajenas = await app.inject({
      method: 'GET',
      url: `/api/direccion/?usuario=${duena.id}`,
      headers: autorizacion(otra),
    });
    expect(ajenas.statusCode).toBe(403);
    const porAdmin = await app.inject({
      method: 'GET',
      url: `/api/direccion/?usuario=${duena.id}`,
      headers: autorizacion(admin),
    });
    expect(porAdmin.json()).toEqual([expect.objectContaining({ id: d.id })]);
    const creadaPorAdmin = await app.inject({
      method: 'POST',
      url: '/api/direccion/',
      headers: autorizacion(admin),
      payload: { ...direccion({ nombre: 'Cargada por admin' }), usuario: duena.id },
    });
    expect(creadaPorAdmin.statusCode).toBe(201);
    expect((await listar(duena)).map((x) => x.nombre)).toContain('Cargada por admin');
    expect((await app.inject({ method: 'GET', url: '/api/direccion/' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/direccion/', payload: direccion() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/info-calle/', () => {
  it('{lat, lon}: calle más cercana, transversal y ciudad', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { lat: -25.2802, lon: -57.6359 },
    });
    expect(r.statusCode).toBe(200);
    const info = r.json<{
      calle_principal: string;
      calle_secundaria: string;
      ciudad_nombre: string;
      ciudad: number;
    }>();
    expect(info).toMatchObject({
      calle_principal: 'Palma',
      ciudad_nombre: 'Asunción',
      ciudad: asuncion,
    });
    expect(info.calle_secundaria).not.toBeNull();
  });

  it('{lat, lon} lejos de todo: sin calle', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { lat: -22.5, lon: -60.0 },
    });
    expect(r.json()).toMatchObject({ calle_principal: null, resultados: [] });
  });

  it('{calle, ubicacion}: sugerencias sin acentos con value y label, la más cercana primero', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { calle: 'mariscal lopez', ubicacion: '-25.3230,-57.5450' },
    });
    const { resultados } = r.json<{
      resultados: { value: string; label: string; ciudad_nombre: string }[];
    }>();
    expect(resultados.length).toBe(2);
    expect(resultados[0]).toMatchObject({
      value: 'Avenida Mariscal López',
      label: 'Avenida Mariscal López, Fernando de la Mora',
    });
  });

  it('{search, ubicacion}: también lugares', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { search: 'aeropuerto', ubicacion: '-25.30066,-57.63591' },
    });
    expect(r.json<{ resultados: { tipo: string; ciudad_nombre: string }[] }>().resultados).toEqual([
      expect.objectContaining({ tipo: 'lugar', ciudad_nombre: 'Luque' }),
    ]);
  });

  it('400 con un cuerpo que no encaja en ninguna forma', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/info-calle/',
      payload: { search: 'x', ubicacion: '0,0' },
    });
    expect(r.statusCode).toBe(400);
  });
});
