// Modelo de lectura para la torre de control: hojas aceptadas o en curso con todas sus paradas.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { EstadoHojaRuta } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { hojaRuta, itinerario } from './hojas-ruta.tables.js';

/** Hojas activas (aceptadas o en curso) con sus paradas en orden. */
export async function hojasActivas(db: Db) {
  const hojas = await db
    .select({
      id: hojaRuta.id,
      fecha: hojaRuta.fecha,
      estado: hojaRuta.estado,
      transportista_id: hojaRuta.transportista_id,
      inicio: hojaRuta.inicio,
    })
    .from(hojaRuta)
    .where(inArray(hojaRuta.estado, [EstadoHojaRuta.ACEPTADA, EstadoHojaRuta.EN_CURSO]))
    .orderBy(asc(hojaRuta.fecha), asc(hojaRuta.id));
  const ids = hojas.map((h) => h.id);
  const paradas =
    ids.length === 0
      ? []
      : await db
          .select({
            id: itinerario.id,
            hoja_ruta_id: itinerario.hoja_ruta_id,
            tipo: itinerario.tipo,
            estado: itinerario.estado,
            orden: itinerario.orden,
            lat: itinerario.lat,
            lng: itinerario.lng,
            direccion: itinerario.direccion,
            ciudad: ciudad.nombre,
            desde: itinerario.fecha_hora_calculada_desde,
            hasta: itinerario.fecha_hora_calculada_hasta,
            ejecutado_en: itinerario.ejecutado_en,
          })
          .from(itinerario)
          .leftJoin(ciudad, eq(ciudad.id, itinerario.ciudad_id))
          .where(inArray(itinerario.hoja_ruta_id, ids))
          .orderBy(asc(itinerario.hoja_ruta_id), asc(itinerario.orden));
  return hojas.map((h) => ({ ...h, paradas: paradas.filter((p) => p.hoja_ruta_id === h.id) }));
}

/** Hojas ofrecidas que ningún transportista aceptó todavía. */
export async function contarHojasSinAsignar(db: Db): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(hojaRuta)
    .where(and(eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE), isNull(hojaRuta.transportista_id)));
  return fila?.n ?? 0;
}
