// Modelo de lectura de transportistas para el panel de administración (tablero y búsqueda).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transportista } from './transportistas.tables.js';

export async function transportistasPendientes(db: Db): Promise<number> {
  const [f] = await db
    .select({ n: count() })
    .from(transportista)
    .where(and(eq(transportista.aprobado, false), eq(transportista.activo, true)));
  return f?.n ?? 0;
}

/** Transportistas de esas cuentas (la búsqueda por nombre la hace el módulo de cuentas). */
export function transportistasDeUsuarios(db: Db, usuarioIds: readonly number[]) {
  if (usuarioIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: transportista.id,
      usuario_id: transportista.usuario_id,
      aprobado: transportista.aprobado,
    })
    .from(transportista)
    .where(inArray(transportista.usuario_id, [...usuarioIds]))
    .orderBy(desc(transportista.id));
}
