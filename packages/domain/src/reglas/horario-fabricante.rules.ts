// Whether a supplier is open at an instant, in Asunción time (spec §3 Fabricante).
import { MENSAJES } from '../errores.js';
import {
  diaSemanaAsuncion,
  fechaAsuncion,
  instanteAsuncion,
  minutosDeHora,
  minutosDelDiaAsuncion,
  sumarDias,
  type Instante,
} from './fechas.rules.js';

export interface PausaFabricante {
  /** Start and end instants (ISO date-time or Date); the end is exclusive. */
  desde: Instante;
  hasta: Instante;
}

/** A single holiday date or an inclusive range of dates, all "YYYY-MM-DD". */
export type FeriadoFabricante = { fecha: string } | { desde: string; hasta: string };

export interface HorarioFabricante {
  /** Weekday numbers as strings, Monday "1" … Sunday "7". */
  dias_apertura: readonly (string | number)[] | null | undefined;
  hora_apertura: string | null | undefined;
  hora_cierre: string | null | undefined;
  pausas?: readonly PausaFabricante[] | null;
  feriados?: readonly FeriadoFabricante[] | null;
}

export type MotivoCierre = 'dia' | 'horario' | 'pausa' | 'feriado';

export type EstadoApertura =
  | { abierto: true; motivo: null; mensaje: string }
  | { abierto: false; motivo: MotivoCierre; mensaje: string };

const MENSAJE_CIERRE: Readonly<Record<MotivoCierre, string>> = {
  dia: MENSAJES.cerradoPorDia,
  horario: MENSAJES.cerradoPorHorario,
  pausa: MENSAJES.cerradoPorPausa,
  feriado: MENSAJES.cerradoPorFeriado,
};

function cerrado(motivo: MotivoCierre): EstadoApertura {
  return { abierto: false, motivo, mensaje: MENSAJE_CIERRE[motivo] };
}

function esFeriado(fecha: string, feriados: readonly FeriadoFabricante[]): boolean {
  return feriados.some((f) =>
    'fecha' in f
      ? f.fecha.slice(0, 10) === fecha
      : f.desde.slice(0, 10) <= fecha && fecha <= f.hasta.slice(0, 10),
  );
}

function enPausa(ms: number, pausas: readonly PausaFabricante[]): boolean {
  return pausas.some((p) => new Date(p.desde).getTime() <= ms && ms < new Date(p.hasta).getTime());
}

/**
 * Day on which the shift covering `minuto` started: today, yesterday (a shift that closes
 * after midnight, e.g. 18:00–02:00) or null (outside opening hours).
 * Missing hours or equal opening and closing mean open all day.
 */
function turnoActual(
  dias: ReadonlySet<number>,
  hoy: number,
  minuto: number,
  apertura: number | null,
  cierre: number | null,
): 'hoy' | 'ayer' | null {
  const ayer = hoy === 1 ? 7 : hoy - 1;
  if (apertura === null || cierre === null || apertura === cierre)
    return dias.has(hoy) ? 'hoy' : null;
  if (apertura < cierre)
    return dias.has(hoy) && minuto >= apertura && minuto < cierre ? 'hoy' : null;
  if (dias.has(hoy) && minuto >= apertura) return 'hoy';
  return dias.has(ayer) && minuto < cierre ? 'ayer' : null;
}

/** Last minute of the day: a closing time of 23:59 means open until midnight (a time field cannot say 24:00). */
const ULTIMO_MINUTO = 23 * 60 + 59;

/**
 * Closing minute; 23:59 counts as midnight unless the opening is 23:59 too (equal hours mean all day).
 * Shared with the pickup windows of routing (`ventanasApertura`).
 */
export function minutosDeCierre(
  hora: string | null | undefined,
  apertura: number | null,
): number | null {
  const cierre = hora ? minutosDeHora(hora) : null;
  return cierre === ULTIMO_MINUTO && apertura !== ULTIMO_MINUTO ? ULTIMO_MINUTO + 1 : cierre;
}

/**
 * Open/closed state and its reason, checked in this order: holiday (of the shift's day,
 * or of today when outside any shift), pause, not an opening day, outside opening hours.
 */
export function fabricanteAbierto(horario: HorarioFabricante, ahora: Instante): EstadoApertura {
  const ms = new Date(ahora).getTime();
  const dias = new Set((horario.dias_apertura ?? []).map((d) => Number(d)));
  const hoy = diaSemanaAsuncion(ms);
  const minuto = minutosDelDiaAsuncion(ms);
  const fechaHoy = fechaAsuncion(ms);
  const apertura = horario.hora_apertura ? minutosDeHora(horario.hora_apertura) : null;
  const cierre = minutosDeCierre(horario.hora_cierre, apertura);
  const turno = turnoActual(dias, hoy, minuto, apertura, cierre);
  const fechaTurno = turno === 'ayer' ? sumarDias(fechaHoy, -1) : fechaHoy;

  if (esFeriado(fechaTurno, horario.feriados ?? [])) return cerrado('feriado');
  if (enPausa(ms, horario.pausas ?? [])) return cerrado('pausa');
  if (turno !== null) return { abierto: true, motivo: null, mensaje: MENSAJES.abierto };
  const colaDeAyer = apertura !== null && cierre !== null && cierre < apertura && minuto < cierre;
  return dias.has(hoy) || (colaDeAyer && dias.has(hoy === 1 ? 7 : hoy - 1))
    ? cerrado('horario')
    : cerrado('dia');
}

/** Days ahead searched by `proximaApertura` (a longer closure shows no opening time). */
const DIAS_BUSQUEDA_APERTURA = 14;

const horaValida = (hora: string | null | undefined): string | null =>
  hora && minutosDeHora(hora) !== null ? hora.slice(0, 5) : null;

/**
 * Next instant at which the supplier opens, by the same rule as `fabricanteAbierto`:
 * null when it is open now or does not open within the next 14 days. Candidates are
 * each day's opening time (or midnight for all-day hours) and the end of each pause.
 */
export function proximaApertura(horario: HorarioFabricante, ahora: Instante): Date | null {
  const ms = new Date(ahora).getTime();
  if (fabricanteAbierto(horario, ms).abierto) return null;
  const apertura = horaValida(horario.hora_apertura) ?? '00:00';
  const hoy = fechaAsuncion(ms);
  const candidatos: number[] = [];
  for (let d = 0; d <= DIAS_BUSQUEDA_APERTURA; d++) {
    const fecha = sumarDias(hoy, d);
    candidatos.push(instanteAsuncion(fecha, apertura).getTime());
    candidatos.push(instanteAsuncion(fecha, '00:00').getTime());
  }
  for (const p of horario.pausas ?? []) candidatos.push(new Date(p.hasta).getTime());
  const siguiente = candidatos
    .filter((c) => c > ms && c - ms <= (DIAS_BUSQUEDA_APERTURA + 1) * 86_400_000)
    .sort((a, b) => a - b)
    .find((c) => fabricanteAbierto(horario, c).abierto);
  return siguiente === undefined ? null : new Date(siguiente);
}

const DIAS_SEMANA = ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/** "Abre hoy 07:00", "Abre mañana 07:00", "Abre el lunes 07:00" or "Abre el 20/07 07:00" (Asunción). */
export function textoProximaApertura(apertura: Instante, ahora: Instante): string {
  const fecha = fechaAsuncion(apertura);
  const min = minutosDelDiaAsuncion(apertura);
  const hora = `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
  const hoy = fechaAsuncion(ahora);
  if (fecha === hoy) return `Abre hoy ${hora}`;
  if (fecha === sumarDias(hoy, 1)) return `Abre mañana ${hora}`;
  if (fecha <= sumarDias(hoy, 6))
    return `Abre el ${DIAS_SEMANA[diaSemanaAsuncion(apertura)]} ${hora}`;
  return `Abre el ${fecha.slice(8, 10)}/${fecha.slice(5, 7)} ${hora}`;
}
