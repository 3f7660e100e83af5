// Modelo de lectura de notificaciones (ADR 010): contadores para los paneles de otros módulos.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificacion } from './notificaciones.tables.js';

/** Notificaciones sin leer de un usuario. */
export async function notificacionesSinLeer(db: Db, usuarioId: number): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(notificacion)
    .where(and(eq(notificacion.usuario_id, usuarioId), isNull(notificacion.leida_en)));
  return fila?.n ?? 0;
}
