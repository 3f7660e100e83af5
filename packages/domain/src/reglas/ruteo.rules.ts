// Reglas del despacho: tarifa del transportista, ventanas de apertura de un día, horas de corte y
// por qué el ruteo manual no toma una orden.
import { formatearMensaje } from '../errores.js';
import { ETIQUETAS_ESTADO_RUTEO, EstadoRuteo } from '../enums/logistica.enum.js';
import { EstadoOrdenVenta } from '../enums/pedido.enum.js';
import { MENSAJES_DESPACHO } from '../mensajes-despacho.js';
import { minutosDeCierre, type HorarioFabricante } from './horario-fabricante.rules.js';
import { distanciaKm } from './costo-envio.rules.js';
import {
  diaSemanaAsuncion,
  formatoFecha,
  instanteAsuncion,
  minutosDeHora,
  sumarDias,
} from './fechas.rules.js';

/** Tarifa de un tipo de vehículo (spec §3 TipoVehiculo); null cuenta como 0. */
export interface TarifaTipoVehiculo {
  subida_bandera: number | null;
  precio_km: number | null;
  precio_minuto: number | null;
  precio_parada: number | null;
  precio_minimo: number | null;
}

export interface RecorridoHoja {
  kilometros: number;
  minutos: number;
  paradas: number;
}

/**
 * Tarifa del transportista en guaraníes enteros: bajada de bandera + km + minutos + paradas,
 * nunca menos que el precio mínimo. Se calcula al crear la hoja y se muestra antes de aceptarla.
 */
export function tarifaTransportista(t: TarifaTipoVehiculo, r: RecorridoHoja): number {
  const v = (x: number | null) => (x !== null && Number.isFinite(x) && x > 0 ? x : 0);
  const km = Math.max(0, r.kilometros);
  const min = Math.max(0, r.minutos);
  const paradas = Math.max(0, Math.trunc(r.paradas));
  const bruto =
    v(t.subida_bandera) +
    v(t.precio_km) * km +
    v(t.precio_minuto) * min +
    v(t.precio_parada) * paradas;
  return Math.max(Math.round(bruto), Math.round(v(t.precio_minimo)));
}

/** Posición registrada por el rastreo (instante en milisegundos o fecha). */
export interface PosicionRecorrido {
  lat: number;
  lng: number;
  en: number | Date;
}

const ms = (x: number | Date) => (typeof x === 'number' ? x : x.getTime());

/**
 * Recorrido real de una hoja según el rastreo: km como la suma de los tramos entre posiciones
 * consecutivas (en orden de tiempo) registradas entre el inicio y el fin, 3 decimales; minutos
 * enteros entre el inicio y el fin. Las posiciones fuera del intervalo no cuentan.
 */
export function recorridoRegistrado(
  posiciones: readonly PosicionRecorrido[],
  inicio: number | Date,
  fin: number | Date,
): { kilometros: number; minutos: number } {
  const desde = ms(inicio);
  const hasta = ms(fin);
  const puntos = posiciones
    .filter((p) => ms(p.en) >= desde && ms(p.en) <= hasta)
    .sort((a, b) => ms(a.en) - ms(b.en));
  let km = 0;
  for (let i = 1; i < puntos.length; i++) {
    const a = puntos[i - 1];
    const b = puntos[i];
    if (a && b) km += distanciaKm(a, b);
  }
  return {
    kilometros: Math.round(km * 1000) / 1000,
    minutos: Math.max(0, Math.round((hasta - desde) / 60_000)),
  };
}

export interface ConciliacionTarifa {
  /** La tarifa mostrada antes de aceptar: es la que se acredita. */
  tarifa_prometida: number;
  tarifa_recalculada: number;
  /** recalculada − prometida (positiva: el recorrido real costó más que el plan). */
  diferencia: number;
  /** Diferencia sobre la prometida en %, un decimal; null si la prometida es 0. */
  diferencia_pct: number | null;
}

/** Recalcula la tarifa con el recorrido real (misma fórmula) y la compara con la prometida. */
export function conciliarTarifa(
  t: TarifaTipoVehiculo,
  prometida: number,
  real: RecorridoHoja,
): ConciliacionTarifa {
  const recalculada = tarifaTransportista(t, real);
  return conciliacion(prometida, recalculada);
}

/** Diferencia entre dos tarifas ya calculadas (para leerla de la hoja guardada). */
export function conciliacion(prometida: number, recalculada: number): ConciliacionTarifa {
  const diferencia = recalculada - prometida;
  return {
    tarifa_prometida: prometida,
    tarifa_recalculada: recalculada,
    diferencia,
    diferencia_pct: prometida > 0 ? Math.round((diferencia / prometida) * 1000) / 10 : null,
  };
}

/** Intervalo en minutos desde la medianoche (Asunción) de una fecha; `hasta` exclusivo. */
export interface IntervaloMinutos {
  desde: number;
  hasta: number;
}

/** Ventana de entrega de un envío sin hora (decisión del proyecto: horario comercial). */
export const VENTANA_ENTREGA_SIN_HORA: IntervaloMinutos = { desde: 8 * 60, hasta: 20 * 60 };

function esFeriado(fecha: string, h: HorarioFabricante): boolean {
  return (h.feriados ?? []).some((f) =>
    'fecha' in f
      ? f.fecha.slice(0, 10) === fecha
      : f.desde.slice(0, 10) <= fecha && fecha <= f.hasta.slice(0, 10),
  );
}

function restar(base: IntervaloMinutos[], quitar: IntervaloMinutos): IntervaloMinutos[] {
  return base.flatMap((i) => {
    if (quitar.hasta <= i.desde || quitar.desde >= i.hasta) return [i];
    const partes: IntervaloMinutos[] = [];
    if (quitar.desde > i.desde) partes.push({ desde: i.desde, hasta: quitar.desde });
    if (quitar.hasta < i.hasta) partes.push({ desde: quitar.hasta, hasta: i.hasta });
    return partes;
  });
}

/**
 * Intervalos en que el fabricante atiende durante una fecha (la misma regla que
 * `fabricanteAbierto`): días y horas de apertura, un turno que cruza la medianoche aporta su cola
 * al día siguiente, sin feriados y descontando las pausas. Sin horas: todo el día.
 */
export function ventanasApertura(h: HorarioFabricante, fecha: string): IntervaloMinutos[] {
  const dias = new Set((h.dias_apertura ?? []).map((d) => Number(d)));
  const medianoche = instanteAsuncion(fecha).getTime();
  const hoy = diaSemanaAsuncion(medianoche);
  const ayer = hoy === 1 ? 7 : hoy - 1;
  const apertura = h.hora_apertura ? minutosDeHora(h.hora_apertura) : null;
  const cierre = minutosDeCierre(h.hora_cierre, apertura);
  let base: IntervaloMinutos[] = [];
  const abreHoy = dias.has(hoy) && !esFeriado(fecha, h);
  if (apertura === null || cierre === null || apertura === cierre) {
    if (abreHoy) base = [{ desde: 0, hasta: 1440 }];
  } else if (apertura < cierre) {
    if (abreHoy) base = [{ desde: apertura, hasta: cierre }];
  } else {
    if (dias.has(ayer) && !esFeriado(sumarDias(fecha, -1), h))
      base.push({ desde: 0, hasta: cierre });
    if (abreHoy) base.push({ desde: apertura, hasta: 1440 });
  }
  for (const p of h.pausas ?? []) {
    const desde = (new Date(p.desde).getTime() - medianoche) / 60_000;
    const hasta = (new Date(p.hasta).getTime() - medianoche) / 60_000;
    base = restar(base, { desde: Math.floor(desde), hasta: Math.ceil(hasta) });
  }
  return base;
}

/** "08:00,14:00" → horas válidas ordenadas y sin repetir ("HH:MM"). */
export function horasDeCorte(valor: string | null | undefined): string[] {
  const horas = (valor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter((h) => /^\d{2}:\d{2}$/.test(h) && (minutosDeHora(h) ?? 1440) < 1440);
  return [...new Set(horas)].sort();
}

/** Lo que decide si un lote puede tomar una orden de venta (spec §4 Routing). */
export interface SituacionRuteo {
  /** Estado de la orden de venta. */
  estado: number;
  delivery: boolean;
  estado_ruteo: number;
  /** En proceso de ruteo en un lote que todavía no venció: otro lote la tiene. */
  reclamo_vigente: boolean;
  /** Fecha de retiro en Asunción y fecha de entrega programada (YYYY-MM-DD). */
  fecha_retiro: string | null;
  fecha_entrega: string | null;
}

/**
 * Por qué un lote con esos `estados` de ruteo y horizonte `hastaFecha` no tomó una orden pedida:
 * el primer requisito del reclamo que no cumple (`undefined`: la orden no existe). Si los cumple
 * todos, otro lote la tenía tomada en ese momento.
 */
export function motivoOrdenOmitida(
  s: SituacionRuteo | undefined,
  criterio: { estados: readonly number[]; hastaFecha: string },
): string {
  const M = MENSAJES_DESPACHO;
  if (s === undefined) return M.omitidaNoExiste;
  if (s.estado === EstadoOrdenVenta.FINALIZADO) return M.omitidaFinalizada;
  if (s.estado !== EstadoOrdenVenta.CONFIRMADO) return M.omitidaSinConfirmar;
  if (!s.delivery || s.estado_ruteo === EstadoRuteo.NO_ES_DELIVERY) return M.ruteoNoEsDelivery;
  if (s.estado_ruteo === EstadoRuteo.RUTEADO) return M.omitidaRuteada;
  const enProceso = s.estado_ruteo === EstadoRuteo.EN_PROCESO_RUTEO;
  if (enProceso && s.reclamo_vigente) return M.omitidaEnProceso;
  // Un reclamo vencido se retoma desde cualquier lote.
  if (!enProceso && !criterio.estados.includes(s.estado_ruteo)) {
    const estado = ETIQUETAS_ESTADO_RUTEO[s.estado_ruteo as EstadoRuteo] ?? String(s.estado_ruteo);
    return formatearMensaje(M.omitidaEstadoRuteo, { estado });
  }
  const hasta = formatoFecha(criterio.hastaFecha);
  if (s.fecha_retiro !== null && s.fecha_retiro > criterio.hastaFecha)
    return formatearMensaje(M.omitidaRetiroFueraHorizonte, {
      fecha: formatoFecha(s.fecha_retiro),
      hasta,
    });
  if (s.fecha_entrega !== null && s.fecha_entrega > criterio.hastaFecha)
    return formatearMensaje(M.omitidaEntregaFueraHorizonte, {
      fecha: formatoFecha(s.fecha_entrega),
      hasta,
    });
  return M.omitidaOcupada;
}
