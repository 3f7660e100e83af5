// Modelo de lectura de hojas de ruta para el tablero del administrador: paradas atrasadas.
import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { EstadoItinerario } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { itinerario } from './hojas-ruta.tables.js';

/** Paradas sin ejecutar cuya ventana calculada ya pasó, las más atrasadas primero. */
export async function paradasAtrasadas(db: Db, ahora: Date, limite: number) {
  const filas = await db
    .select({
      itinerario: itinerario.id,
      hoja_ruta: itinerario.hoja_ruta_id,
      direccion: itinerario.direccion,
      hasta: itinerario.fecha_hora_calculada_hasta,
    })
    .from(itinerario)
    .where(
      and(
        inArray(itinerario.estado, [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO]),
        isNull(itinerario.ejecutado_en),
        isNotNull(itinerario.fecha_hora_calculada_hasta),
        lt(itinerario.fecha_hora_calculada_hasta, ahora),
      ),
    )
    .orderBy(asc(itinerario.fecha_hora_calculada_hasta))
    .limit(limite);
  return filas.map((f) => ({
    ...f,
    hasta: (f.hasta ?? ahora).toISOString(),
    minutos_atraso: Math.floor((ahora.getTime() - (f.hasta ?? ahora).getTime()) / 60_000),
  }));
}
