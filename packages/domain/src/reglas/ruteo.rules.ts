// Reglas del despacho: tarifa del transportista, ventanas de apertura de un día y horas de corte.
import type { HorarioFabricante } from './horario-fabricante.rules.js';
import { diaSemanaAsuncion, instanteAsuncion, minutosDeHora, sumarDias } from './fechas.rules.js';

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
  const cierre = h.hora_cierre ? minutosDeHora(h.hora_cierre) : null;
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
