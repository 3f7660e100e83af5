import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { crearProveedorConProductos } from '../catalogo/tienda-de-prueba.js';

let app: FastifyInstance;
let productos: number[];
let oculto: number;

beforeAll(async () => {
  app = await appDePrueba();
  const r = await crearProveedorConProductos(app, [
    { nombre: 'Chipa' },
    { nombre: 'Sopa paraguaya' },
    { nombre: 'Mbeju' },
    { nombre: 'No publicado', aprobado: false },
  ]);
  productos = r.productos.slice(0, 3).map((p) => p.id);
  oculto = r.productos[3]?.id ?? 0;
});
afterAll(async () => app.close());

describe('favoritos', () => {
  it('marca, lista con la tarjeta del producto y desmarca (PUT activo)', async () => {
    const u = await crearUsuario(app, 'cliente');
    const h = autorizacion(u);
    const creado = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: h,
      payload: { producto: productos[0] },
    });
    expect(creado.statusCode).toBe(201);
    const fav = creado.json<{ id: number; usuario: number; activo: boolean }>();
    expect(fav).toMatchObject({ usuario: u.id, producto: productos[0], activo: true });
    // Marcar dos veces no duplica.
    const otra = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: h,
      payload: { producto: productos[0] },
    });
    expect(otra.json<{ id: number }>().id).toBe(fav.id);

    const lista = await app.inject({ method: 'GET', url: '/api/favorito/', headers: h });
    expect(lista.json()).toEqual([
      expect.objectContaining({
        id: fav.id,
        detalle: expect.objectContaining({ nombre: 'Chipa' }),
      }),
    ]);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/favorito/${fav.id}/`,
      headers: h,
      payload: { activo: false },
    });
    expect(off.json()).toMatchObject({ activo: false });
    expect((await app.inject({ method: 'GET', url: '/api/favorito/', headers: h })).json()).toEqual(
      [],
    );
    const on = await app.inject({
      method: 'PUT',
      url: `/api/favorito/${fav.id}/`,
      headers: h,
      payload: { activo: true },
    });
    expect(on.json()).toMatchObject({ activo: true });
  });

  it('pagina', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    for (const producto of productos) {
      await app.inject({
        method: 'POST',
        url: '/api/favorito/',
        headers: h,
        payload: { producto },
      });
    }
    const r = await app.inject({ method: 'GET', url: '/api/favorito/?page_size=2', headers: h });
    const p = r.json<{ count: number; next: string | null; results: unknown[] }>();
    expect(p.count).toBe(3);
    expect(p.results).toHaveLength(2);
    expect(p.next).toContain('page=2');
  });

  it('400 por producto inválido o no publicado', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    const vacio = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: h,
      payload: {},
    });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json()).toHaveProperty('producto');
    const no = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      headers: h,
      payload: { producto: oculto },
    });
    expect(no.json()).toEqual({ producto: [MENSAJES.productoNoDisponible] });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/favorito/1/',
      headers: h,
      payload: { activo: 'quizas' },
    });
    expect(put.statusCode).toBe(400);
  });

  it('401 sin sesión; el favorito de otro usuario no se toca (404)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/favorito/' })).statusCode).toBe(401);
    const sinToken = await app.inject({
      method: 'POST',
      url: '/api/favorito/',
      payload: { producto: productos[0] },
    });
    expect(sinToken.statusCode).toBe(401);
    const duenio = autorizacion(await crearUsuario(app, 'cliente'));
    const fav = (
      await app.inject({
        method: 'POST',
        url: '/api/favorito/',
        headers: duenio,
        payload: { producto: productos[1] },
      })
    ).json<{ id: number }>();
    const otro = autorizacion(await crearUsuario(app, 'cliente'));
    const r = await app.inject({
      method: 'PUT',
      url: `/api/favorito/${fav.id}/`,
      headers: otro,
      payload: { activo: false },
    });
    expect(r.statusCode).toBe(404);
  });
});
