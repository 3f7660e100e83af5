// Modelo de lectura del chat (ADR 010 y 016): lo que otros módulos muestran de las conversaciones.
import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mensajeChat } from './chat.tables.js';

export type MensajeChat = typeof mensajeChat.$inferSelect;

/**
 * Subconsulta `chat` por pedido: fecha del último mensaje y no leídos para `usuarioId` (mensajes
 * sin leer que no envió). Para unirla a una consulta de pedidos por `chat.pedido_id`.
 */
export function resumenChatPorPedido(db: Db, usuarioId: number) {
  return db
    .select({
      pedido_id: mensajeChat.pedido_id,
      ultimo: max(mensajeChat.creado_en).as('ultimo'),
      no_leidos:
        sql<number>`count(*) filter (where ${mensajeChat.leido_en} is null and ${mensajeChat.emisor_id} <> ${usuarioId})`
          .mapWith(Number)
          .as('no_leidos'),
    })
    .from(mensajeChat)
    .groupBy(mensajeChat.pedido_id)
    .as('chat');
}

/** Último mensaje de cada pedido (el más reciente; a igual hora, el de mayor id). */
export async function ultimosMensajes(db: Db, ids: number[]): Promise<Map<number, MensajeChat>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .selectDistinctOn([mensajeChat.pedido_id])
    .from(mensajeChat)
    .where(inArray(mensajeChat.pedido_id, ids))
    .orderBy(mensajeChat.pedido_id, desc(mensajeChat.creado_en), desc(mensajeChat.id));
  return new Map(filas.map((m) => [m.pedido_id, m]));
}

/** Mensajes de chat sin leer dirigidos a un usuario (contador de los inicios). */
export async function mensajesSinLeer(db: Db, usuarioId: number): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(mensajeChat)
    .where(and(eq(mensajeChat.receptor_id, usuarioId), isNull(mensajeChat.leido_en)));
  return fila?.n ?? 0;
}
