// Modelo de lectura de pedidos (ADR 010): contadores para el panel del proveedor.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mensajeChat, ordenVenta } from './pedidos.tables.js';

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

/** Mensajes de chat sin leer dirigidos a un usuario. */
export async function mensajesSinLeer(db: Db, usuarioId: number): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(mensajeChat)
    .where(and(eq(mensajeChat.receptor_id, usuarioId), isNull(mensajeChat.leido_en)));
  return fila?.n ?? 0;
}
