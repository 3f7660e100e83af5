// Si un rubro está asignado a algún proveedor activo (para negar su baja con un 409).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fabricante, fabricanteRubro } from './fabricantes.tables.js';

export async function rubroEnFabricantes(db: Db, rubroId: number): Promise<boolean> {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fabricanteRubro)
    .innerJoin(fabricante, eq(fabricante.id, fabricanteRubro.fabricante_id))
    .where(and(eq(fabricanteRubro.rubro_id, rubroId), eq(fabricante.activo, true)));
  return (fila?.n ?? 0) > 0;
}
