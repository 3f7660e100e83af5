// Modelo de lectura de la flota para el tablero del administrador.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { vehiculo } from './flota.tables.js';

/** Vehículos registrados que esperan aprobación. */
export async function vehiculosPendientes(db: Db): Promise<number> {
  const [f] = await db.select({ n: count() }).from(vehiculo).where(eq(vehiculo.aprobado, false));
  return f?.n ?? 0;
}
