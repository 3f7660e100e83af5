import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { ordenVenta, pedido, productoPedido } from '../pedidos/pedidos.tables.js';

let app: FastifyInstance;
let duena: UsuarioDePrueba;
let otra: UsuarioDePrueba;
let cliente: UsuarioDePrueba;

async function venta(
  fabricanteId: number,
  lineas: { nombre: string; cantidad: number; precio: number; comision: number }[],
  estado = 10,
  fecha = new Date('2026-10-15T15:00:00Z'),
) {
  const total = lineas.reduce((s, l) => s + l.cantidad * l.precio, 0);
  const [p] = await app.db
    .insert(pedido)
    .values({ usuario_id: cliente.id, medio_pago: 0, total, estado, fecha })
    .returning({ id: pedido.id });
  for (const l of lineas) {
    const [prod] = await app.db
      .insert(producto)
      .values({ fabricante_id: fabricanteId, nombre: l.nombre, precio: l.precio })
      .returning({ id: producto.id });
    await app.db.insert(productoPedido).values({
      pedido_id: p?.id ?? 0,
      producto_id: prod?.id ?? 0,
      fabricante_id: fabricanteId,
      nombre: l.nombre,
      cantidad: l.cantidad,
      precio: l.precio,
      total: l.cantidad * l.precio,
      comision: l.comision,
    });
  }
  // Como al pagar: la orden guarda la comisión en guaraníes (aquí, la de la categoría).
  const comision = lineas.reduce(
    (s, l) => s + Math.round((l.cantidad * l.precio * l.comision) / 100),
    0,
  );
  await app.db
    .insert(ordenVenta)
    .values({ pedido_id: p?.id ?? 0, fabricante_id: fabricanteId, total, comision });
}

beforeAll(async () => {
  app = await appDePrueba();
  duena = await crearUsuario(app, 'proveedor_propietario');
  otra = await crearUsuario(app, 'proveedor_propietario');
  cliente = await crearUsuario(app, 'cliente');
  const f = duena.fabricanteId ?? 0;
  await venta(f, [
    { nombre: 'Chipa', cantidad: 10, precio: 2000, comision: 10 },
    { nombre: 'Mbeju', cantidad: 2, precio: 5000, comision: 10 },
  ]);
  await venta(
    f,
    [{ nombre: 'Sopa', cantidad: 1, precio: 30000, comision: 5 }],
    40,
    new Date('2026-10-20T15:00:00Z'),
  );
  await venta(f, [{ nombre: 'No pagado', cantidad: 1, precio: 99999, comision: 10 }], 0);
  await venta(otra.fabricanteId ?? 0, [
    { nombre: 'Ajeno', cantidad: 1, precio: 7000, comision: 10 },
  ]);
});
afterAll(async () => app.close());

describe('ventas del proveedor', () => {
  it('listado por producto sólo con pedidos pagados del propio fabricante, paginado', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/listado/',
      headers: autorizacion(duena),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ nombre: string; total: number }[]>().map((x) => [x.nombre, x.total])).toEqual([
      ['Sopa', 30000],
      ['Chipa', 20000],
      ['Mbeju', 10000],
    ]);
    const pag = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/listado/?page_size=2',
      headers: autorizacion(duena),
    });
    expect(pag.json()).toMatchObject({ count: 3 });
    expect(pag.json<{ results: unknown[] }>().results).toHaveLength(2);
  });

  it('resumen con rango de fechas (excluyentes) y balance con comisión por categoría', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/resumen/?fecha__gt=2026-10-14&fecha__lt=2026-10-16',
      headers: autorizacion(duena),
    });
    expect(r.json()).toMatchObject({
      vendido: 30000,
      comision: 3000,
      neto: 27000,
      pedidos: 1,
      unidades: 12,
    });
    const b = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/balance/',
      headers: autorizacion(duena),
    });
    expect(b.json()).toMatchObject({
      vendido: 60000,
      comision: 4500,
      neto: 55500,
      pagado: 0,
      a_pagar: 55500,
    });
    const mal = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/resumen/?fecha__gt=ayer',
      headers: autorizacion(duena),
    });
    expect(mal.json()).toHaveProperty('fecha__gt');
  });

  it('estadísticas por día, producto y categoría', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/estadisticas/',
      headers: autorizacion(duena),
    });
    const e = r.json<{
      por_dia: { fecha: string; total: number }[];
      por_producto: unknown[];
      por_categoria: { nombre: string }[];
    }>();
    expect(e.por_dia).toEqual([
      expect.objectContaining({ fecha: '2026-10-15', total: 30000 }),
      expect.objectContaining({ fecha: '2026-10-20', total: 30000 }),
    ]);
    expect(e.por_producto).toHaveLength(3);
    expect(e.por_categoria[0]?.nombre).toBe('Sin categoría');
  });

  it('alcance: un proveedor no ve las ventas de otro (403); cliente 403; sin token 401', async () => {
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/productos/ventas/resumen/?fabricante=${otra.fabricanteId}`,
      headers: autorizacion(duena),
    });
    expect(ajeno.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/productos/ventas/balance/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/productos/ventas/estadisticas/' })).statusCode,
    ).toBe(401);
  });
});
