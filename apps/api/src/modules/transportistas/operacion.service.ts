// El transportista en la operación: habilitación para tomar rutas, conexión (tiempo activo),
// última ubicación conocida y viajes realizados.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { MENSAJES_OPERACION, documentoFaltanteTransportista, formatearMensaje } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { reloj } from '../../lib/reloj.js';
import { ErrorValidacion, SinPermiso } from '../../lib/errores.js';
import {
  conexionTransportista,
  transportista,
  transportistaCiudad,
} from './transportistas.tables.js';

type Fila = typeof transportista.$inferSelect;

/** Aprobado, activo, sin bloqueo y con sus documentos vigentes (spec §4). */
function motivoNoHabilitado(t: Fila, ahora: Date): string | null {
  if (!t.aprobado || t.bloqueado || !t.activo) return MENSAJES_OPERACION.transportistaNoHabilitado;
  const falta = documentoFaltanteTransportista(t, ahora);
  if (falta)
    return formatearMensaje(MENSAJES_OPERACION.documentoPendiente, { documento: falta.etiqueta });
  return null;
}

/** 403 con el motivo si el transportista no puede tomar ni hacer rutas. */
export async function exigirHabilitado(db: Db | Tx, transportistaId: number): Promise<void> {
  const [t] = await db.select().from(transportista).where(eq(transportista.id, transportistaId));
  if (!t) throw new SinPermiso();
  const motivo = motivoNoHabilitado(t, new Date());
  if (motivo !== null) throw new SinPermiso(motivo);
}

/**
 * Transportistas habilitados y conectados que trabajan en todas las ciudades dadas
 * (sin ciudades en la hoja, cualquiera). Con su usuario, para avisarles.
 */
export async function transportistasDisponibles(
  db: Db | Tx,
  ciudadIds: readonly number[],
): Promise<{ id: number; usuario_id: number }[]> {
  const ciudades = [...new Set(ciudadIds)];
  const cubre =
    ciudades.length === 0
      ? sql`true`
      : sql`(select count(*) from ${transportistaCiudad}
             where ${transportistaCiudad.transportista_id} = ${transportista.id}
               and ${inArray(transportistaCiudad.ciudad_id, ciudades)}) = ${ciudades.length}`;
  const filas = await db
    .select()
    .from(transportista)
    .where(
      and(
        eq(transportista.aprobado, true),
        eq(transportista.bloqueado, false),
        eq(transportista.activo, true),
        eq(transportista.conectado, true),
        cubre,
      ),
    );
  const ahora = new Date();
  return filas
    .filter((t) => motivoNoHabilitado(t, ahora) === null)
    .map((t) => ({ id: t.id, usuario_id: t.usuario_id }));
}

export async function usuarioDeTransportista(db: Db | Tx, transportistaId: number) {
  const [t] = await db
    .select({ usuario_id: transportista.usuario_id })
    .from(transportista)
    .where(eq(transportista.id, transportistaId));
  return t?.usuario_id ?? null;
}

/** Conecta (abre un período de conexión si no hay uno abierto) o desconecta (lo cierra). */
export async function cambiarConexion(
  db: Db,
  transportistaId: number,
  conectado: boolean,
  ubicacion: { lat: number; lng: number } | null,
) {
  const ahora = reloj.ahora();
  await db.transaction(async (tx) => {
    // Bloquea la fila: dos pedidos a la vez no abren dos períodos.
    await tx
      .select({ id: transportista.id })
      .from(transportista)
      .where(eq(transportista.id, transportistaId))
      .for('update');
    const [abierto] = await tx
      .select({ id: conexionTransportista.id })
      .from(conexionTransportista)
      .where(
        and(
          eq(conexionTransportista.transportista_id, transportistaId),
          isNull(conexionTransportista.fin),
        ),
      );
    if (conectado && !abierto) {
      await tx
        .insert(conexionTransportista)
        .values({ transportista_id: transportistaId, inicio: ahora });
    }
    if (!conectado && abierto) {
      await tx
        .update(conexionTransportista)
        .set({ fin: ahora })
        .where(eq(conexionTransportista.id, abierto.id));
    }
    await tx
      .update(transportista)
      .set({
        conectado,
        actualizado_en: ahora,
        ...(ubicacion && {
          ultima_lat: ubicacion.lat,
          ultima_lng: ubicacion.lng,
          ultima_ubicacion_en: ahora,
        }),
      })
      .where(eq(transportista.id, transportistaId));
  });
  return { conectado, fecha: ahora.toISOString() };
}

/** Segundos conectado dentro de [desde, hasta] (los períodos abiertos cuentan hasta ahora). */
export async function tiempoActivo(db: Db, transportistaId: number, desde: Date, hasta: Date) {
  if (desde >= hasta)
    throw ErrorValidacion.campo('fecha__gt', MENSAJES_OPERACION.rangoFechasInvalido);
  const ahora = new Date();
  const periodos = await db
    .select()
    .from(conexionTransportista)
    .where(
      and(
        eq(conexionTransportista.transportista_id, transportistaId),
        lt(conexionTransportista.inicio, hasta),
        or(isNull(conexionTransportista.fin), gt(conexionTransportista.fin, desde)),
      ),
    );
  let ms = 0;
  for (const p of periodos) {
    const inicio = Math.max(p.inicio.getTime(), desde.getTime());
    const fin = Math.min((p.fin ?? ahora).getTime(), hasta.getTime());
    if (fin > inicio) ms += fin - inicio;
  }
  return {
    segundos: Math.round(ms / 1000),
    minutos: Math.round(ms / 60000),
    periodos: periodos.length,
  };
}

/** Guarda la última ubicación conocida del transportista. */
export async function guardarUltimaUbicacion(
  db: Db | Tx,
  transportistaId: number,
  lat: number,
  lng: number,
  en: Date,
): Promise<void> {
  await db
    .update(transportista)
    .set({ ultima_lat: lat, ultima_lng: lng, ultima_ubicacion_en: en })
    .where(eq(transportista.id, transportistaId));
}

/** Última posición conocida de cada transportista (sin los que nunca reportaron una). */
export async function posicionesDe(
  db: Db | Tx,
  transportistaIds: readonly number[],
): Promise<Map<number, { lat: number; lng: number }>> {
  if (transportistaIds.length === 0) return new Map();
  const filas = await db
    .select({ id: transportista.id, lat: transportista.ultima_lat, lng: transportista.ultima_lng })
    .from(transportista)
    .where(inArray(transportista.id, [...transportistaIds]));
  return new Map(
    filas.flatMap((f) =>
      f.lat === null || f.lng === null ? [] : [[f.id, { lat: f.lat, lng: f.lng }]],
    ),
  );
}

/** Última ubicación conocida, con `fecha` y `ago` en segundos (spec §3 Driver map info). */
export async function ultimaUbicacion(db: Db | Tx, transportistaId: number) {
  const [t] = await db
    .select({
      id: transportista.id,
      usuario_id: transportista.usuario_id,
      rating: transportista.rating,
      conectado: transportista.conectado,
      lat: transportista.ultima_lat,
      lng: transportista.ultima_lng,
      en: transportista.ultima_ubicacion_en,
    })
    .from(transportista)
    .where(eq(transportista.id, transportistaId));
  if (!t) return null;
  return {
    usuario: t.usuario_id,
    rating: t.rating,
    conectado: t.conectado,
    last_known_location:
      t.lat === null || t.lng === null || t.en === null
        ? null
        : {
            lat: t.lat,
            lng: t.lng,
            fecha: t.en.toISOString(),
            ago: Math.max(0, Math.round((Date.now() - t.en.getTime()) / 1000)),
          },
  };
}

/** Un viaje más en la cuenta del transportista al terminar una hoja. */
export async function contarViaje(tx: Tx, transportistaId: number, en: Date): Promise<void> {
  await tx
    .update(transportista)
    .set({ cantidad_viajes: sql`${transportista.cantidad_viajes} + 1`, ultimo_viaje: en })
    .where(eq(transportista.id, transportistaId));
}
