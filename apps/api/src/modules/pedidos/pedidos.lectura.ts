// Modelo de lectura de pedidos (ADR 010): contadores para el panel del proveedor.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ordenVenta, pedido } from './pedidos.tables.js';

/** Órdenes de venta de un fabricante: pendientes, por retirar y la última. */
export async function resumenOrdenesFabricante(db: Db, fabricanteId: number) {
  const [fila] = await db
    .select({
      pendientes: sql<number>`count(*) filter (where ${ordenVenta.estado} = 0)::int`,
      retiro: sql<number>`count(*) filter (where ${ordenVenta.estado} = 10 and ${ordenVenta.retirado_en} is null)::int`,
      ultima: sql<number | null>`max(${ordenVenta.id})`,
    })
    .from(ordenVenta)
    .where(eq(ordenVenta.fabricante_id, fabricanteId));
  return fila;
}

/** Medio de pago y tipo de entrega de un pedido (pagos valida el efectivo contra entrega). */
export async function medioYEntregaDe(db: Db, pedidoId: number) {
  const [p] = await db
    .select({ medio_pago: pedido.medio_pago, delivery: pedido.delivery })
    .from(pedido)
    .where(eq(pedido.id, pedidoId));
  return p ?? null;
}

/** Mensajes de chat sin leer dirigidos a un usuario (el chat es del módulo chat, ADR 016). */
export { mensajesSinLeer } from '../chat/chat.lectura.js';
