// Modelo de lectura del rastreo (ADR 010): las posiciones registradas durante una hoja de ruta,
// para conciliar la tarifa con el recorrido real (ADR 017).
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { PosicionRecorrido } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { rastreoUbicacion } from './rastreo.tables.js';

const punto = {
  lat: rastreoUbicacion.lat,
  lng: rastreoUbicacion.lng,
  en: rastreoUbicacion.registrado_en,
};

/** Posiciones guardadas de la hoja entre `desde` y `hasta`, en orden de tiempo. */
export async function posicionesDeHoja(
  db: Db | Tx,
  hojaRutaId: number,
  desde: Date,
  hasta: Date,
): Promise<PosicionRecorrido[]> {
  const filas = await db
    .select(punto)
    .from(rastreoUbicacion)
    .where(
      and(
        eq(rastreoUbicacion.hoja_ruta_id, hojaRutaId),
        gte(rastreoUbicacion.registrado_en, desde),
        lte(rastreoUbicacion.registrado_en, hasta),
      ),
    )
    .orderBy(asc(rastreoUbicacion.registrado_en), asc(rastreoUbicacion.id));
  return filas;
}

/**
 * Última posición guardada del usuario hasta `hasta` (donde estaba al empezar la hoja: lo que
 * reporta antes de empezar no lleva la hoja). null si nunca reportó.
 */
export async function posicionHasta(
  db: Db | Tx,
  usuarioId: number,
  hasta: Date,
): Promise<PosicionRecorrido | null> {
  const [fila] = await db
    .select(punto)
    .from(rastreoUbicacion)
    .where(
      and(eq(rastreoUbicacion.usuario_id, usuarioId), lte(rastreoUbicacion.registrado_en, hasta)),
    )
    .orderBy(desc(rastreoUbicacion.registrado_en), desc(rastreoUbicacion.id))
    .limit(1);
  return fila ?? null;
}
