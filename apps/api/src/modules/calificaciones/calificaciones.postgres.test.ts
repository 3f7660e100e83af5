// 20 clientes califican a la vez el mismo producto (cada uno en su pedido entregado) sobre
// PostgreSQL: el promedio y la cantidad del producto quedan exactos, sin calificaciones perdidas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoPedido, TipoCalificacion } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { crearProducto } from '../pedidos/compra.fixtures.js';
import { crearPedidoDePrueba, transportistaDe } from './pedido-entregado.fixtures.js';

const CLIENTES = 20;
// Notas desparejas para que un promedio mal calculado (o una calificación perdida) se note.
const NOTAS = Array.from({ length: CLIENTES }, (_, i) => [5, 4, 5, 2, 3, 5, 1][i % 7]!);

let app: FastifyInstance;
let productoId: number;
const compras: { cliente: UsuarioDePrueba; pedido: number }[] = [];

beforeAll(async () => {
  app = await appDePrueba();
  const proveedor = await crearUsuario(app, 'proveedor_propietario');
  const chofer = await crearUsuario(app, 'transportista');
  const choferId = await transportistaDe(app, chofer.id);
  productoId = await crearProducto(app, proveedor.fabricanteId!, { nombre: 'Mbejú' });
  for (let i = 0; i < CLIENTES; i++) {
    const cliente = await crearUsuario(app, 'cliente');
    const pedido = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      fabricanteId: proveedor.fabricanteId!,
      productoId,
      estado: EstadoPedido.ENTREGADO,
    });
    compras.push({ cliente, pedido });
  }
});

afterAll(async () => {
  await app.close();
});

describe('calificaciones simultáneas', () => {
  it('20 a la vez: promedio y cantidad exactos', async () => {
    const respuestas = await Promise.all(
      compras.map(({ cliente, pedido }, i) =>
        app.inject({
          method: 'POST',
          url: '/api/calificar/',
          headers: autorizacion(cliente),
          payload: {
            pedido_id: pedido,
            tipo_calificacion: TipoCalificacion.PRODUCTO,
            id_calificar: productoId,
            calificacion: NOTAS[i],
          },
        }),
      ),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(CLIENTES).fill(201));
    const suma = NOTAS.reduce((a, b) => a + b, 0);
    const esperado = Math.round((suma / CLIENTES) * 100) / 100;
    const [fila] = await app.db
      .select({ rating: producto.rating, ratings: producto.ratings })
      .from(producto)
      .where(eq(producto.id, productoId));
    expect(fila).toEqual({ rating: esperado, ratings: CLIENTES });
    const lista = await app.inject({
      method: 'GET',
      url: `/api/obtener-calificaciones/?id=${productoId}&tipo=${TipoCalificacion.PRODUCTO}`,
    });
    expect(lista.json()).toMatchObject({ count: CLIENTES, ratings: CLIENTES, rating: esperado });
  });
});
