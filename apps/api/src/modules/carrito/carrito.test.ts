import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { crearProveedorConProductos } from '../catalogo/tienda-de-prueba.js';

interface Carrito {
  clave_anonima: string | null;
  productos: { id: number; cantidad: number; variante: { id: number } | null; total: number }[];
  envio_sin_hora: boolean;
  entregaDesde: string | null;
  entregaHasta: string | null;
  compra_mejorada: boolean;
  totales: { subtotal: number; total: number; diferencia: number; cantidadItems: number };
}

let app: FastifyInstance;
let miel: number;
let remera: number;
let rojo: number;
let cana: number;
let sinAprobar: number;

beforeAll(async () => {
  app = await appDePrueba();
  const r = await crearProveedorConProductos(app, [
    {
      nombre: 'Miel',
      precio: 30_000,
      precio_mayorista: 25_000,
      cantidad: 6,
      cantidad_disponible: 10,
    },
    {
      nombre: 'Remera',
      precio: 50_000,
      variantes: [{ color: 'Rojo', precio: 55_000, cantidad_disponible: 3 }],
    },
    { nombre: 'Caña', precio: 20_000, no_apto_menores: true },
    { nombre: 'Oculto', aprobado: false },
  ]);
  [miel, remera, cana, sinAprobar] = r.productos.map((p) => p.id) as [
    number,
    number,
    number,
    number,
  ];
  rojo = r.productos[1]?.variantes[0] ?? 0;
});
afterAll(async () => app.close());

const post = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/carrito/', payload, headers });

describe('carrito de un visitante', () => {
  it('crea un carrito anónimo con clave y lo lee con X-Carrito', async () => {
    const r = await post({ producto_id: miel, cantidad: 2 });
    expect(r.statusCode).toBe(200);
    const c = r.json<Carrito>();
    expect(c.clave_anonima).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.totales).toEqual({ subtotal: 60_000, total: 60_000, diferencia: 0, cantidadItems: 2 });
    const leido = await app.inject({
      method: 'GET',
      url: '/api/carrito/',
      headers: { 'x-carrito': c.clave_anonima ?? '' },
    });
    expect(leido.json<Carrito>().productos).toEqual([
      expect.objectContaining({ id: miel, cantidad: 2 }),
    ]);
    const porCookie = await app.inject({
      method: 'GET',
      url: '/api/carrito/',
      headers: { cookie: `otra=1; nemu_carrito=${c.clave_anonima}` },
    });
    expect(porCookie.json<Carrito>().productos).toHaveLength(1);
    const vacio = await app.inject({ method: 'GET', url: '/api/carrito/' });
    expect(vacio.json<Carrito>().productos).toEqual([]);
  });

  it('un producto no apto para menores pide iniciar sesión', async () => {
    const r = await post({ producto_id: cana, cantidad: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      non_field_errors: [MENSAJES.edadSinSesion],
      motivo: ['sin-sesion'],
    });
  });

  it('se fusiona con el carrito de la cuenta al iniciar sesión', async () => {
    const cliente = await crearUsuario(app, 'cliente', { password: 'clave-segura-1' });
    await post({ producto_id: miel, cantidad: 3 }, autorizacion(cliente));
    const anonimo = (await post({ producto_id: miel, cantidad: 9 })).json<Carrito>();
    const clave = anonimo.clave_anonima ?? '';
    await post({ producto_id: remera, variante: rojo, cantidad: 1 }, { 'x-carrito': clave });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'x-carrito': clave },
      payload: { username: cliente.username, password: 'clave-segura-1' },
    });
    expect(login.statusCode).toBe(200);
    const c = (
      await app.inject({ method: 'GET', url: '/api/carrito/', headers: autorizacion(cliente) })
    ).json<Carrito>();
    // 3 + 9 se limita al stock (10).
    expect(c.productos).toEqual([
      expect.objectContaining({ id: miel, cantidad: 10 }),
      expect.objectContaining({
        id: remera,
        cantidad: 1,
        variante: expect.objectContaining({ id: rojo }),
      }),
    ]);
    const viejo = await app.inject({
      method: 'GET',
      url: '/api/carrito/',
      headers: { 'x-carrito': clave },
    });
    expect(viejo.json<Carrito>().productos).toEqual([]);
  });
});

describe('POST /api/carrito/ con sesión', () => {
  it('precio de la variante, precio mayorista con compra mejorada y la diferencia', async () => {
    const u = await crearUsuario(app, 'cliente');
    const h = autorizacion(u);
    await post({ producto_id: remera, variante: rojo, cantidad: 2 }, h);
    const c = (
      await post({ producto_id: miel, cantidad: 6, precio_mejorado: true }, h)
    ).json<Carrito>();
    expect(c.totales).toEqual({
      subtotal: 2 * 55_000 + 6 * 30_000,
      total: 2 * 55_000 + 6 * 25_000,
      diferencia: 6 * 5_000,
      cantidadItems: 8,
    });
    // Por debajo de la cantidad mínima no hay precio mayorista.
    const menos = (
      await post({ producto_id: miel, cantidad: 5, precio_mejorado: true }, h)
    ).json<Carrito>();
    expect(menos.totales.diferencia).toBe(0);
    const quitado = (await post({ producto_id: miel, eliminar: true }, h)).json<Carrito>();
    expect(quitado.productos.map((p) => p.id)).toEqual([remera]);
    const cero = (
      await post({ producto_id: remera, variante: rojo, cantidad: 0 }, h)
    ).json<Carrito>();
    expect(cero.productos).toEqual([]);
  });

  it('nunca por encima del stock (409 con la cantidad disponible)', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await post({ producto_id: remera, variante: rojo, cantidad: 4 }, autorizacion(u));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ cantidad_disponible: 3 });
    const carrito = await app.inject({
      method: 'GET',
      url: '/api/carrito/',
      headers: autorizacion(u),
    });
    expect(carrito.json<Carrito>().productos).toEqual([]);
  });

  it('400: sin variante, variante ajena, producto no publicado, cantidad negativa', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    const sinVariante = await post({ producto_id: remera, cantidad: 1 }, h);
    expect(sinVariante.json()).toEqual({ variante: [MENSAJES.varianteRequerida] });
    const ajena = await post({ producto_id: miel, variante: rojo, cantidad: 1 }, h);
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json()).toHaveProperty('variante');
    const oculto = await post({ producto_id: sinAprobar, cantidad: 1 }, h);
    expect(oculto.json()).toEqual({ producto_id: [MENSAJES.productoNoDisponible] });
    const negativo = await post({ producto_id: miel, cantidad: -1 }, h);
    expect(negativo.statusCode).toBe(400);
    expect(negativo.json()).toHaveProperty('cantidad');
    expect((await post({ cantidad: 1 }, h)).json()).toHaveProperty('producto_id');
  });

  it('no aptos para menores: sin fecha de nacimiento, menor, adulto, administrador', async () => {
    const u = await crearUsuario(app, 'cliente');
    const sinFecha = await post({ producto_id: cana, cantidad: 1 }, autorizacion(u));
    expect(sinFecha.json().non_field_errors).toEqual([MENSAJES.edadSinFechaNacimiento]);
    const hace = (anios: number) => {
      const d = new Date();
      d.setFullYear(d.getFullYear() - anios);
      return d.toISOString().slice(0, 10);
    };
    await app.db
      .update(usuario)
      .set({ fecha_nacimiento: hace(18) })
      .where(eq(usuario.id, u.id));
    const menor = await post({ producto_id: cana, cantidad: 1 }, autorizacion(u));
    expect(menor.json().non_field_errors).toEqual([MENSAJES.edadMenor]);
    await app.db
      .update(usuario)
      .set({ fecha_nacimiento: hace(30) })
      .where(eq(usuario.id, u.id));
    expect((await post({ producto_id: cana, cantidad: 1 }, autorizacion(u))).statusCode).toBe(200);
    const admin = await crearUsuario(app, 'administrador');
    expect((await post({ producto_id: cana, cantidad: 1 }, autorizacion(admin))).statusCode).toBe(
      200,
    );
  });

  it('401 con un token inválido', async () => {
    const r = await post({ producto_id: miel, cantidad: 1 }, { authorization: 'Token invalido' });
    expect(r.statusCode).toBe(401);
  });
});

interface PaginaCarrito extends Omit<Carrito, 'productos'> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Carrito['productos'];
}

describe('GET /api/carrito/ paginado', () => {
  it('líneas en páginas DRF con los totales del carrito completo', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    await post({ producto_id: miel, cantidad: 2 }, h);
    await post({ producto_id: remera, variante: rojo, cantidad: 1 }, h);
    const completo = (
      await app.inject({ method: 'GET', url: '/api/carrito/', headers: h })
    ).json<Carrito>();

    const p1 = await app.inject({ method: 'GET', url: '/api/carrito/?page_size=1', headers: h });
    expect(p1.statusCode).toBe(200);
    const uno = p1.json<PaginaCarrito>();
    expect(uno).toMatchObject({ count: 2, previous: null, compra_mejorada: false });
    expect(uno).not.toHaveProperty('productos');
    expect(uno.results).toEqual([completo.productos[0]]);
    expect(uno.next).toContain('page=2');
    expect(uno.totales).toEqual({
      subtotal: 2 * 30_000 + 55_000,
      total: 2 * 30_000 + 55_000,
      diferencia: 0,
      cantidadItems: 3,
    });

    const dos = (
      await app.inject({ method: 'GET', url: '/api/carrito/?page=2&page_size=1', headers: h })
    ).json<PaginaCarrito>();
    expect(dos.results).toEqual([completo.productos[1]]);
    expect(dos.next).toBeNull();
    expect(dos.previous).not.toBeNull();
    expect(dos.totales).toEqual(uno.totales);
  });

  it('carrito vacío: página 1 sin líneas; página fuera de rango 404; page_size inválido 400', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    const vacio = await app.inject({ method: 'GET', url: '/api/carrito/?page=1', headers: h });
    expect(vacio.json<PaginaCarrito>()).toMatchObject({ count: 0, results: [], next: null });
    const fuera = await app.inject({ method: 'GET', url: '/api/carrito/?page=3', headers: h });
    expect(fuera.statusCode).toBe(404);
    const malo = await app.inject({
      method: 'GET',
      url: '/api/carrito/?page_size=0',
      headers: h,
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toHaveProperty('page_size');
  });

  it('un visitante pagina su carrito anónimo por X-Carrito', async () => {
    const c = (await post({ producto_id: miel, cantidad: 1 })).json<Carrito>();
    const r = await app.inject({
      method: 'GET',
      url: '/api/carrito/?page=1',
      headers: { 'x-carrito': c.clave_anonima ?? '' },
    });
    expect(r.json<PaginaCarrito>()).toMatchObject({
      count: 1,
      clave_anonima: c.clave_anonima,
      results: [expect.objectContaining({ id: miel, cantidad: 1 })],
    });
  });

  it('401 con un token inválido', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/carrito/?page=1',
      headers: { authorization: 'Token invalido' },
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('PATCH /api/carrito/ (horario de entrega)', () => {
  it('fijar horario apaga el envío sin hora; elegir sin hora borra el horario', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    const desde = '2030-01-10T09:00:00-03:00';
    const hasta = '2030-01-10T12:00:00-03:00';
    const con = await app.inject({
      method: 'PATCH',
      url: '/api/carrito/',
      headers: h,
      payload: { entrega_desde: desde, entrega_hasta: hasta, compra_mejorada: true },
    });
    expect(con.statusCode).toBe(200);
    expect(con.json<Carrito>()).toMatchObject({ envio_sin_hora: false, compra_mejorada: true });
    expect(new Date(con.json<Carrito>().entregaDesde ?? '').toISOString()).toBe(
      new Date(desde).toISOString(),
    );
    const sin = await app.inject({
      method: 'PATCH',
      url: '/api/carrito/',
      headers: h,
      payload: { envio_sin_hora: true },
    });
    expect(sin.json<Carrito>()).toMatchObject({
      envio_sin_hora: true,
      entregaDesde: null,
      entregaHasta: null,
    });
  });

  it('400 si falta el fin o es anterior al inicio', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    const falta = await app.inject({
      method: 'PATCH',
      url: '/api/carrito/',
      headers: h,
      payload: { entrega_desde: '2030-01-10T09:00:00-03:00' },
    });
    expect(falta.json()).toEqual({ entrega_hasta: [MENSAJES.entregaSinVentana] });
    const invertido = await app.inject({
      method: 'PATCH',
      url: '/api/carrito/',
      headers: h,
      payload: {
        entrega_desde: '2030-01-10T12:00:00-03:00',
        entrega_hasta: '2030-01-10T09:00:00-03:00',
      },
    });
    expect(invertido.statusCode).toBe(400);
  });

  it('400 nombrando lo que falta si el cuerpo no cambia nada (anónimo o con sesión)', async () => {
    const h = autorizacion(await crearUsuario(app, 'cliente'));
    for (const [headers, payload] of [
      [{}, {}],
      [h, {}],
      [h, { entrega_desde: null, entrega_hasta: null }],
    ] as const) {
      const r = await app.inject({ method: 'PATCH', url: '/api/carrito/', headers, payload });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ non_field_errors: [MENSAJES.carritoSinCambios] });
    }
  });
});
