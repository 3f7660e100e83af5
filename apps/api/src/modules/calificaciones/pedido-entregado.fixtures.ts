// Pedidos de prueba para el chat y las calificaciones, insertados directamente (como en
// pedidos-chat.test.ts): un producto de un proveedor, su orden de venta y el transportista.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoPedido, MedioPago } from '@nemu/domain';
import { transportista } from '../transportistas/transportistas.tables.js';
import { ordenVenta, pedido, productoPedido } from '../pedidos/pedidos.tables.js';

export async function transportistaDe(app: FastifyInstance, usuarioId: number): Promise<number> {
  const [t] = await app.db
    .select({ id: transportista.id })
    .from(transportista)
    .where(eq(transportista.usuario_id, usuarioId));
  if (!t) throw new Error('el usuario no es transportista');
  return t.id;
}

export async function crearPedidoDePrueba(
  app: FastifyInstance,
  o: {
    clienteId: number;
    transportistaId: number | null;
    fabricanteId?: number;
    productoId?: number;
    estado?: number;
    entregadoEn?: Date | null;
  },
): Promise<number> {
  const estado = o.estado ?? EstadoPedido.ENVIADO;
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: o.clienteId,
      estado,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
      total: 50_000,
      transportista_id: o.transportistaId,
      entregado_en:
        o.entregadoEn !== undefined
          ? o.entregadoEn
          : estado === EstadoPedido.ENTREGADO
            ? new Date()
            : null,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  if (o.fabricanteId !== undefined && o.productoId !== undefined) {
    await app.db.insert(productoPedido).values({
      pedido_id: p.id,
      producto_id: o.productoId,
      fabricante_id: o.fabricanteId,
      nombre: 'Chipa de almidón',
      cantidad: 1,
      precio: 50_000,
      total: 50_000,
    });
    await app.db.insert(ordenVenta).values({ pedido_id: p.id, fabricante_id: o.fabricanteId });
  }
  return p.id;
}
