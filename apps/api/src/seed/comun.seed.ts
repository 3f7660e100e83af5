import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { configuracion } from '../db/schema.js';

/** Marca de siembra guardada en `configuracion` (idempotencia). */
export async function tieneMarca(db: Db | Tx, clave: string): Promise<boolean> {
  const filas = await db
    .select({ id: configuracion.id })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return filas.length > 0;
}

export async function ponerMarca(db: Db | Tx, clave: string, valor: string): Promise<void> {
  await db
    .insert(configuracion)
    .values({ clave, valor, descripcion: 'Marca interna de la siembra de datos', publica: false })
    .onConflictDoNothing();
}

/** Serializa siembras concurrentes (varias instancias arrancando a la vez). */
export async function bloquearSiembra(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
}

/** Inserta en lotes para no pasar el límite de parámetros. */
export function lotes<T>(filas: T[], tamano = 200): T[][] {
  const r: T[][] = [];
  for (let i = 0; i < filas.length; i += tamano) r.push(filas.slice(i, i + tamano));
  return r;
}
