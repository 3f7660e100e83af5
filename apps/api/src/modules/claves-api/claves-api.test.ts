import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { movimientoStock, producto } from '../catalogo/catalogo.tables.js';
import { apiLog, claveApi } from './claves-api.tables.js';
import { DIAS_RETENCION_API_LOG, limpiarApiLog } from './claves-api.service.js';

let app: FastifyInstance;
let duena: UsuarioDePrueba;
let otra: UsuarioDePrueba;
let staff: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  duena = await crearUsuario(app, 'proveedor_propietario');
  otra = await crearUsuario(app, 'proveedor_propietario');
  staff = await crearUsuario(app, 'proveedor');
});
afterAll(async () => app.close());

describe('claves de API del proveedor', () => {
  it('se crea, se muestra una vez, se guarda hasheada y sirve para stock y precios sólo de su fabricante', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/claves-api/',
      payload: { nombre: 'ERP' },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(201);
    const { id, clave, prefijo } = r.json<{ id: number; clave: string; prefijo: string }>();
    expect(clave).toMatch(/^nemu_/);
    const [fila] = await app.db.select().from(claveApi).where(eq(claveApi.id, id));
    expect(fila?.clave_hash).not.toContain(clave);
    const lista = await app.inject({
      method: 'GET',
      url: '/api/claves-api/',
      headers: autorizacion(duena),
    });
    expect(lista.json()).toEqual([expect.objectContaining({ id, prefijo, activo: true })]);
    expect(JSON.stringify(lista.json())).not.toContain(clave);

    const [propio] = await app.db
      .insert(producto)
      .values({ fabricante_id: duena.fabricanteId ?? 0, nombre: 'Vía API', precio: 1000 })
      .returning();
    const [ajeno] = await app.db
      .insert(producto)
      .values({ fabricante_id: otra.fabricanteId ?? 0, nombre: 'Ajeno', precio: 1000 })
      .returning();
    const stock = await app.inject({
      method: 'PATCH',
      url: '/api/productos/inventario/',
      payload: { items: [{ producto: propio?.id, cantidad_disponible: 12 }] },
      headers: { 'x-api-key': clave },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    const libro = await app.db
      .select()
      .from(movimientoStock)
      .where(eq(movimientoStock.producto_id, propio?.id ?? 0));
    expect(libro[0]).toMatchObject({ delta: 12, usuario_id: duena.id });
    const precios = await app.inject({
      method: 'PATCH',
      url: '/api/productos/precios/',
      payload: { items: [{ producto: ajeno?.id, precio: 1 }] },
      headers: { authorization: `Api-Key ${clave}` },
    });
    expect(precios.statusCode).toBe(404);
    const otraRuta = await app.inject({
      method: 'GET',
      url: '/api/claves-api/',
      headers: { 'x-api-key': clave },
    });
    expect(otraRuta.statusCode).toBe(403);

    const ajenaRevoca = await app.inject({
      method: 'DELETE',
      url: `/api/claves-api/${id}/`,
      headers: autorizacion(otra),
    });
    expect(ajenaRevoca.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/claves-api/${id}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(204);
    const revocada = await app.inject({
      method: 'GET',
      url: '/api/producto/',
      headers: { 'x-api-key': clave },
    });
    expect(revocada.statusCode).toBe(401);
  });

  it('400 sin nombre, 403 para staff, 401 sin sesión o con una clave inventada', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/claves-api/',
          payload: { nombre: '' },
          headers: autorizacion(duena),
        })
      ).json(),
    ).toHaveProperty('nombre');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/claves-api/',
          payload: { nombre: 'x' },
          headers: autorizacion(staff),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/claves-api/' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/producto/',
          headers: { 'x-api-key': 'nemu_falsa' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('retención del registro de llamadas', () => {
  it('borra sólo las llamadas más viejas que la retención', async () => {
    const ruta = `/api/retencion-${Date.now()}/`;
    const ahora = new Date('2026-11-24T12:00:00Z');
    const haceDias = (d: number) => new Date(ahora.getTime() - d * 86_400_000);
    await app.db
      .insert(apiLog)
      .values(
        [
          DIAS_RETENCION_API_LOG + 30,
          DIAS_RETENCION_API_LOG + 1,
          DIAS_RETENCION_API_LOG - 1,
          0,
        ].map((d) => ({
          metodo: 'GET',
          ruta: `${ruta}${d}`,
          estado_http: 200,
          duracion_ms: 3,
          creado_en: haceDias(d),
        })),
      );
    expect(await limpiarApiLog(app.db, DIAS_RETENCION_API_LOG, ahora)).toBeGreaterThanOrEqual(2);
    const quedan = await app.db
      .select({ ruta: apiLog.ruta })
      .from(apiLog)
      .where(like(apiLog.ruta, `${ruta}%`));
    expect(quedan.map((q) => q.ruta).sort()).toEqual(
      [`${ruta}${DIAS_RETENCION_API_LOG - 1}`, `${ruta}0`].sort(),
    );
  });
});
