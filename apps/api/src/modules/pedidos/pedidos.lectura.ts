// Modelo de lectura de pedidos (ADR 010): contadores para el panel del proveedor.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ordenVenta } from './pedidos.tables.js';

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

/** Mensajes de chat sin leer dirigidos a un usuario (el chat es del módulo chat, ADR 016). */
export { mensajesSinLeer } from '../chat/chat.lectura.js';
