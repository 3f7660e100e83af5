// Turnos de los trabajos programados: cada turno tiene una clave estable para que todos los
// procesos encolen el mismo (clave única) y sólo uno lo ejecute.
import { fechaAsuncion, instanteAsuncion, minutosDeHora, sumarDias } from '@nemu/domain';
import type { Frecuencia } from './trabajos.js';

export interface Turno {
  /** Identifica el turno: minuto UTC (`2026-01-05T11:30Z`) o fecha de Asunción (`2026-01-05`). */
  clave: string;
  /** Momento en que el turno debía correr. */
  desde: Date;
}

export function horaValida(hora: string): boolean {
  return /^\d{2}:\d{2}$/.test(hora) && (minutosDeHora(hora) ?? 1440) < 1440;
}

/** Último turno que ya debía correr en `ahora` (el turno diario de hoy, o el de ayer si aún no llegó). */
export function turnoVigente(cada: Frecuencia, ahora: Date): Turno {
  if (cada === 'minuto') {
    const desde = new Date(Math.floor(ahora.getTime() / 60_000) * 60_000);
    return { clave: `${desde.toISOString().slice(0, 16)}Z`, desde };
  }
  let fecha = fechaAsuncion(ahora);
  let desde = instanteAsuncion(fecha, cada.diarioA);
  if (desde > ahora) {
    fecha = sumarDias(fecha, -1);
    desde = instanteAsuncion(fecha, cada.diarioA);
  }
  return { clave: fecha, desde };
}

/** Clave única del turno en la tabla de trabajos. */
export const claveTurno = (nombre: string, turno: Turno) => `programado:${nombre}@${turno.clave}`;
