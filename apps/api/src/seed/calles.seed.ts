import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ciudad } from '../modules/configuracion/configuracion.tables.js';
import { lugarCalle } from '../modules/direcciones/direcciones.tables.js';
import { CALLES_GRAN_ASUNCION } from './data/calles-gran-asuncion.data.js';

/** Índice local de calles y lugares de Gran Asunción (idempotente). */
export async function sembrarCalles(db: Db): Promise<void> {
  const nombres = [...new Set(CALLES_GRAN_ASUNCION.map((x) => x.ciudad))];
  const ciudades = await db
    .select({ id: ciudad.id, nombre: ciudad.nombre })
    .from(ciudad)
    .where(inArray(ciudad.nombre, nombres));
  const idDe = new Map(ciudades.map((x) => [x.nombre, x.id]));
  await db
    .insert(lugarCalle)
    .values(
      CALLES_GRAN_ASUNCION.map((x) => ({
        nombre: x.nombre,
        tipo: x.tipo,
        ciudad_id: idDe.get(x.ciudad) ?? null,
        ciudad_nombre: x.ciudad,
        lat: x.lat,
        lng: x.lng,
      })),
    )
    .onConflictDoNothing();
}
