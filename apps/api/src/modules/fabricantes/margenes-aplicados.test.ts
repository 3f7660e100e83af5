import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { pagosPredecibles } from '../../test/app-de-prueba.js';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { crearCategorias } from '../catalogo/tienda-de-prueba.js';
import { crearDireccion, crearProducto, crearPuntoRetiro } from '../pedidos/compra.fixtures.js';

// La comisión de la categoría y el margen del proveedor rigen desde que se cambian, para los
// pedidos que se paguen después; un pedido ya pagado conserva la comisión que se le cobró.
// Cambia la comisión de una categoría (dato global): base propia.

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: UsuarioDePrueba;
let categoriaId: number;
let productoId: number;
let dir: number;

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia(pagosPredecibles()));
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearUsuario(app, 'proveedor_propietario');
  categoriaId = (await crearCategorias(app)).padre;
  productoId = await crearProducto(app, prov.fabricanteId!, { precio: 50000, stock: 100 });
  await app.db
    .update(producto)
    .set({ categoria_id: categoriaId })
    .where(eq(producto.id, productoId));
  await crearPuntoRetiro(app, prov.fabricanteId!);
  dir = await crearDireccion(app, cliente.id);
});
afterAll(async () => cerrar());

const compra = (monto: number) => ({
  direccion: dir,
  medio_pago: 1,
  productos: [{ producto: productoId, cantidad: 2 }],
  monto,
  entrega_programada: true,
  fecha_entrega: '2026-12-01',
  hora_entrega_inicio: '09:00',
  hora_entrega_fin: '12:00',
});

/** Compra 2 unidades (Gs. 100.000), la paga en el sandbox y devuelve la comisión de su orden. */
async function pedidoPagado(): Promise<{ pedido: number; comision: () => Promise<number> }> {
  const cotizar = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(cliente),
    payload: compra(0),
  });
  const monto = cotizar.json<{ monto: number }>().monto;
  const r = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(cliente),
    payload: compra(monto),
  });
  expect(r.statusCode, r.body).toBe(200);
  const { url, pedido_id } = r.json<{ url: string; pedido_id: number }>();
  const pago = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      numero: '4111111111111111',
      vencimiento: '08/29',
      cvv: '123',
      accion: 'pagar',
    }).toString(),
  });
  expect(pago.statusCode).toBe(303);
  const comision = async () => {
    const lista = await app.inject({
      method: 'GET',
      url: '/api/orden_venta/?page=1&page_size=100',
      headers: autorizacion(prov),
    });
    const orden = lista
      .json<{ results: { pedido: number; comision: number; total: number }[] }>()
      .results.find((o) => o.pedido === pedido_id);
    expect(orden?.total).toBe(100000);
    return orden!.comision;
  };
  return { pedido: pedido_id, comision };
}

const configurarCategoria = (porcentaje: string) =>
  app.inject({
    method: 'POST',
    url: '/api/configuracion-categorias/',
    headers: autorizacion(admin),
    payload: {
      id: categoriaId,
      nombre: 'Almacén',
      porcentaje,
      tipo_iva: 10,
      no_apto_menores: false,
    },
  });

const margen = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/updateMargen/',
    headers: autorizacion(admin),
    payload: { id_fabricante: prov.fabricanteId, ...payload },
  });

describe('comisión y margen aplicados a los pedidos', () => {
  it('el próximo pedido usa la comisión de la categoría y luego el margen; lo pagado no cambia', async () => {
    expect((await configurarCategoria('10')).statusCode).toBe(200);
    const primero = await pedidoPagado();
    expect(await primero.comision()).toBe(10000);

    // Margen general del proveedor (5 %): reemplaza la comisión de la categoría.
    expect((await margen({ margen: 5, tipo: 10 })).statusCode).toBe(200);
    const segundo = await pedidoPagado();
    expect(await segundo.comision()).toBe(5000);

    // Margen del proveedor en esa categoría, monto fijo por unidad: gana al general.
    expect((await margen({ categoria: categoriaId, margen: 3000, tipo: 20 })).statusCode).toBe(200);
    expect((await configurarCategoria('20')).statusCode).toBe(200);
    const tercero = await pedidoPagado();
    expect(await tercero.comision()).toBe(6000);

    // Nada retroactivo: los pedidos ya pagados conservan lo que se les cobró.
    expect(await primero.comision()).toBe(10000);
    expect(await segundo.comision()).toBe(5000);
    // El resumen de ventas del proveedor suma la comisión fijada en cada orden, no la categoría.
    const resumen = await app.inject({
      method: 'GET',
      url: '/api/productos/ventas/resumen/',
      headers: autorizacion(prov),
    });
    expect(resumen.statusCode, resumen.body).toBe(200);
    expect(resumen.json<{ comision: number }>().comision).toBe(10000 + 5000 + 6000);
  });
});
