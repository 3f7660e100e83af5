// Dates and times in America/Asuncion (spec §9, dominio-paraguay §6).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ZONA_HORARIA } from '../constantes.js';
import type { DiaSemana } from '../enums/dia-semana.enum.js';

export type Instante = Date | string | number;

const SOLO_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Converts an instant (Date, ISO string or epoch ms) to a TZDate in Asunción; null when invalid. */
function enAsuncion(instante: Instante): TZDate | null {
  const ms = instante instanceof Date ? instante.getTime() : new Date(instante).getTime();
  return Number.isNaN(ms) ? null : new TZDate(ms, ZONA_HORARIA);
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function esFechaValida(fecha: string): boolean {
  const m = SOLO_FECHA.exec(fecha);
  if (!m) return false;
  const [a, me, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const f = new Date(Date.UTC(a, me - 1, d));
  return f.getUTCFullYear() === a && f.getUTCMonth() === me - 1 && f.getUTCDate() === d;
}

/**
 * DD/MM/YYYY in Asunción. A date-only string ("2025-01-05") is a calendar date and is
 * printed as is, without a time-zone shift. Returns '' for empty or invalid input.
 */
export function formatoFecha(valor: Instante | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  if (typeof valor === 'string' && SOLO_FECHA.test(valor)) {
    return esFechaValida(valor) ? valor.split('-').reverse().join('/') : '';
  }
  const z = enAsuncion(valor);
  return z ? format(z, 'dd/MM/yyyy') : '';
}

/** DD/MM/YYYY HH:mm (24 h) in Asunción; '' for empty or invalid input. */
export function formatoFechaHora(valor: Instante | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const z = enAsuncion(valor);
  return z ? format(z, 'dd/MM/yyyy HH:mm') : '';
}

/** Calendar date (YYYY-MM-DD) of an instant in Asunción. */
export function fechaAsuncion(instante: Instante): string {
  const z = enAsuncion(instante);
  if (!z) throw new RangeError(`Fecha inválida: ${String(instante)}`);
  return format(z, 'yyyy-MM-dd');
}

/** Weekday of an instant in Asunción: Monday 1 … Sunday 7. */
export function diaSemanaAsuncion(instante: Instante): DiaSemana {
  const z = enAsuncion(instante);
  if (!z) throw new RangeError(`Fecha inválida: ${String(instante)}`);
  return (z.getDay() === 0 ? 7 : z.getDay()) as DiaSemana;
}

/** Minutes since local midnight (0…1439) of an instant in Asunción. */
export function minutosDelDiaAsuncion(instante: Instante): number {
  const z = enAsuncion(instante);
  if (!z) throw new RangeError(`Fecha inválida: ${String(instante)}`);
  return z.getHours() * 60 + z.getMinutes();
}

/** "HH:mm" or "HH:mm:ss" → minutes since midnight; null when invalid. "24:00" is 1440. */
export function minutosDeHora(hora: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(hora.trim());
  if (!m) return null;
  const min = Number(m[1]) * 60 + Number(m[2]);
  return min > 1440 ? null : min;
}

/** Instant for a wall-clock date and time in Asunción ("2025-07-01", "08:00"). */
export function instanteAsuncion(fecha: string, hora = '00:00'): Date {
  const min = minutosDeHora(hora);
  if (!esFechaValida(fecha) || min === null) {
    throw new RangeError(`Fecha u hora inválida: ${fecha} ${hora}`);
  }
  const [a, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(a, m - 1, d, Math.floor(min / 60), min % 60, ZONA_HORARIA).getTime());
}

/** Value of a datetime-local field ("YYYY-MM-DDTHH:mm") for an instant, in Asunción. */
export function campoFechaHoraAsuncion(instante: Instante): string {
  const z = enAsuncion(instante);
  return z ? format(z, "yyyy-MM-dd'T'HH:mm") : '';
}

/** Instant of a datetime-local field read as Asunción wall-clock time; null when invalid. */
export function instanteDeCampoFechaHora(valor: string): Date | null {
  const [fecha = '', hora = ''] = valor.split('T');
  try {
    return instanteAsuncion(fecha, hora.slice(0, 5));
  } catch {
    return null;
  }
}

/** Adds whole days to a calendar date (YYYY-MM-DD). */
export function sumarDias(fecha: string, dias: number): string {
  const [a, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

/** Filters `fecha__gt` / `fecha__lt` of the API, which exclude the given day. */
export interface FiltroFechasApi {
  fecha__gt?: string;
  fecha__lt?: string;
}

/**
 * API filters for a «Desde»–«Hasta» range with both days included (either may be empty): the day before
 * `desde` and the day after `hasta`.
 */
export function filtroDeRango(desde: string, hasta: string): FiltroFechasApi {
  const f: FiltroFechasApi = {};
  if (desde) f.fecha__gt = sumarDias(desde, -1);
  if (hasta) f.fecha__lt = sumarDias(hasta, 1);
  return f;
}

/** True when both ends are set and «Hasta» comes before «Desde». */
export const rangoInvertido = (desde: string, hasta: string): boolean =>
  desde !== '' && hasta !== '' && hasta < desde;
