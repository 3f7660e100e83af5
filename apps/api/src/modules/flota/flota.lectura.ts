// Modelo de lectura de la flota (ADR 010): la tarifa del tipo de vehículo más económico.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tipoVehiculo } from './flota.tables.js';

export async function tarifaMasEconomica(db: Db) {
  const [t] = await db
    .select({
      precio_minimo: tipoVehiculo.precio_minimo,
      precio_km: tipoVehiculo.precio_km,
      precio_parada: tipoVehiculo.precio_parada,
    })
    .from(tipoVehiculo)
    .where(eq(tipoVehiculo.activo, true))
    .orderBy(asc(tipoVehiculo.precio_km), asc(tipoVehiculo.id))
    .limit(1);
  return t ?? { precio_minimo: 15000, precio_km: 2500, precio_parada: 2000 };
}
