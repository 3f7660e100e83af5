// Modelo de lectura de la configuración (ADR 010): valores por clave y ciudades, para otros módulos.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { ciudad, configuracion } from './configuracion.tables.js';

export async function valorConfiguracion(db: Db, clave: string): Promise<string | null> {
  const [c] = await db
    .select({ valor: configuracion.valor })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return c?.valor ?? null;
}

/** Nombre de una ciudad, o null si no existe. */
export async function nombreDeCiudad(db: Db | Tx, id: number): Promise<string | null> {
  const [c] = await db.select({ nombre: ciudad.nombre }).from(ciudad).where(eq(ciudad.id, id));
  return c?.nombre ?? null;
}

/** Id y nombre de las ciudades con alguno de esos nombres. */
export function ciudadesPorNombre(db: Db, nombres: string[]) {
  return db
    .select({ id: ciudad.id, nombre: ciudad.nombre })
    .from(ciudad)
    .where(inArray(ciudad.nombre, nombres));
}
