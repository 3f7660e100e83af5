// Rastreo: posiciones del transportista (movimientos menores a 20 m se ignoran, §9), su
// retención, la posición y la llegada estimada que ve el cliente mientras su pedido viaja, y
// la emisión en vivo por el canal del pedido.
import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EstadoPedido, distanciaKm, posicionesAGuardar, type Punto } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { definirProgramado } from '../../jobs/trabajos.js';
import { reloj } from '../../lib/reloj.js';
import {
  entregaPendienteDe,
  hojaEnCursoDe,
  paradasPendientes,
  pedidosDeHoja,
} from '../hojas-ruta/hojas-ruta.lectura.js';
import { pedidosParaOperacion } from '../pedidos/logistica-pedido.service.js';
import { guardarUltimaUbicacion, ultimaUbicacion } from '../transportistas/operacion.service.js';
import { rastreoUbicacion } from './rastreo.tables.js';

/** Días que se guardan las posiciones; la limpieza diaria borra las más viejas. */
export const DIAS_RETENCION_POSICIONES = 30;
/** Factor de rodeo de la calle sobre la línea recta y velocidad urbana media para la ETA. */
const CIRCUITO = 1.3;
const VELOCIDAD_KMH = 25;

export interface Posicion {
  lat: number;
  lng: number;
  precision_m?: number | undefined;
  velocidad_mps?: number | undefined;
  rumbo?: number | undefined;
  /** Cuándo la tomó el teléfono; por defecto, al recibirla. */
  en?: Date | undefined;
}

/** Lo que el registro de posiciones usa de la app: emitir al canal del pedido. */
export interface EmisorPosicion {
  emitirAPedido: FastifyInstance['tiempoReal']['emitirAPedido'];
}

/**
 * Guarda la posición del transportista si se movió al menos 20 m desde la última guardada
 * (si no, sólo renueva la hora de su última ubicación) y la emite a los pedidos en camino
 * de su hoja en curso.
 */
export async function registrarPosicion(
  app: { db: Db; tiempoReal: EmisorPosicion },
  usuarioId: number,
  transportistaId: number,
  p: Posicion,
) {
  const r = await registrarPosiciones(app, usuarioId, transportistaId, [p]);
  return { guardada: r.guardadas > 0 };
}

/**
 * Un lote de posiciones (las que el teléfono juntó sin señal, cada una con su hora): en orden
 * de hora, se guardan las que se alejan al menos 20 m de la última guardada; la última ubicación
 * del transportista queda en la más nueva y los pedidos en camino reciben una sola emisión.
 */
export async function registrarPosiciones(
  app: { db: Db; tiempoReal: EmisorPosicion },
  usuarioId: number,
  transportistaId: number,
  lote: readonly Posicion[],
) {
  const db = app.db;
  const ahora = reloj.ahora();
  // Una hora futura (reloj del teléfono adelantado) cuenta como ahora.
  const serie = lote
    .map((p) => ({ ...p, en: p.en && p.en < ahora ? p.en : ahora }))
    .sort((a, b) => a.en.getTime() - b.en.getTime());
  const [ultima] = await db
    .select({ lat: rastreoUbicacion.lat, lng: rastreoUbicacion.lng })
    .from(rastreoUbicacion)
    .where(eq(rastreoUbicacion.usuario_id, usuarioId))
    .orderBy(desc(rastreoUbicacion.registrado_en), desc(rastreoUbicacion.id))
    .limit(1);
  const aGuardar = posicionesAGuardar(ultima ?? null, serie);
  const ultimaGuardada = aGuardar.at(-1);
  if (!ultimaGuardada) {
    // Quieto (o lote vacío): sólo se renueva la hora de la última ubicación conocida.
    if (ultima) await guardarUltimaUbicacion(db, transportistaId, ultima.lat, ultima.lng, ahora);
    return { recibidas: lote.length, guardadas: 0, ultima: null };
  }
  const hojaId = await hojaEnCursoDe(db, transportistaId);
  await db.insert(rastreoUbicacion).values(
    aGuardar.map((p) => ({
      usuario_id: usuarioId,
      transportista_id: transportistaId,
      hoja_ruta_id: hojaId,
      lat: p.lat,
      lng: p.lng,
      precision_m: p.precision_m ?? null,
      velocidad_mps: p.velocidad_mps ?? null,
      rumbo: p.rumbo ?? null,
      registrado_en: p.en,
    })),
  );
  await guardarUltimaUbicacion(
    db,
    transportistaId,
    ultimaGuardada.lat,
    ultimaGuardada.lng,
    ultimaGuardada.en,
  );
  if (hojaId !== null) {
    const enCamino = (await pedidosParaOperacion(db, await pedidosDeHoja(db, hojaId))).filter(
      (x) => x.estado === EstadoPedido.ENVIADO,
    );
    for (const pedido of enCamino) {
      const datos = await posicionParaPedido(db, pedido.id);
      if (datos) await app.tiempoReal.emitirAPedido(pedido.id, { tipo: 'ubicacion', datos });
    }
  }
  return {
    recibidas: lote.length,
    guardadas: aGuardar.length,
    ultima: { lat: ultimaGuardada.lat, lng: ultimaGuardada.lng, fecha: ultimaGuardada.en },
  };
}

/**
 * Posición del transportista y llegada estimada para un pedido en camino; null si el pedido
 * no está en una hoja en curso. La ETA recorre las paradas pendientes hasta la del pedido.
 */
export async function posicionParaPedido(db: Db, pedidoId: number) {
  const entrega = await entregaPendienteDe(db, pedidoId);
  if (!entrega || entrega.transportista_id === null) return null;
  const info = await ultimaUbicacion(db, entrega.transportista_id);
  const ubicacion = info?.last_known_location ?? null;
  let eta: string | null = entrega.eta_plan?.toISOString() ?? null;
  if (ubicacion) {
    let actual: Punto = ubicacion;
    let segundos = 0;
    for (const parada of await paradasPendientes(db, entrega.hoja_ruta_id)) {
      if (parada.orden > entrega.orden) break;
      if (parada.lat === null || parada.lng === null) continue;
      const destino = { lat: parada.lat, lng: parada.lng };
      segundos += ((distanciaKm(actual, destino) * CIRCUITO) / VELOCIDAD_KMH) * 3600;
      if (parada.orden < entrega.orden) segundos += parada.tiempo_parada_calculado;
      actual = destino;
    }
    eta = new Date(reloj.ahora().getTime() + Math.round(segundos) * 1000).toISOString();
  }
  return {
    transportista: entrega.transportista_id,
    ubicacion: ubicacion && { lat: ubicacion.lat, lng: ubicacion.lng },
    fecha: ubicacion?.fecha ?? null,
    ago: ubicacion?.ago ?? null,
    eta,
    destino:
      entrega.lat !== null && entrega.lng !== null ? { lat: entrega.lat, lng: entrega.lng } : null,
  };
}

/** Borra las posiciones de más de `dias` días. */
export async function limpiarPosiciones(
  db: Db,
  dias = DIAS_RETENCION_POSICIONES,
  ahora = reloj.ahora(),
) {
  const limite = new Date(ahora.getTime() - dias * 86_400_000);
  const borradas = await db
    .delete(rastreoUbicacion)
    .where(lt(rastreoUbicacion.registrado_en, limite))
    .returning({ id: rastreoUbicacion.id });
  return borradas.length;
}

/** Cada día a las 03:40 (Asunción): retención de las posiciones. */
export const retencionPosiciones = definirProgramado({
  nombre: 'rastreo.retencion',
  cada: { diarioA: '03:40' },
  manejar: async (ctx) => {
    const n = await limpiarPosiciones(ctx.db);
    if (n > 0) ctx.log.info({ borradas: n }, 'posiciones viejas borradas');
  },
});
