// Age check for age-restricted products (spec §5, §8): under 21 cannot buy; admins are exempt.
import { EDAD_MINIMA } from '../constantes.js';
import { MENSAJES } from '../errores.js';
import { esFechaValida, fechaAsuncion, type Instante } from './fechas.rules.js';

export interface UsuarioEdad {
  administrador: boolean;
  /** Calendar date "YYYY-MM-DD" (an ISO date-time is cut to its date). */
  fecha_nacimiento: string | null | undefined;
}

export type MotivoEdad = 'sin-sesion' | 'sin-fecha-nacimiento' | 'menor';

export type ResultadoEdad = { ok: true } | { ok: false; motivo: MotivoEdad; mensaje: string };

/** Whole years between a birth date and a date, both "YYYY-MM-DD". Feb 29 birthdays count from Mar 1. */
export function edadEnFecha(nacimiento: string, fecha: string): number {
  const [an, mn, dn] = nacimiento.split('-').map(Number) as [number, number, number];
  const [a, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const cumplio = m > mn || (m === mn && d >= dn);
  return a - an - (cumplio ? 0 : 1);
}

export function verificarEdad(entrada: {
  usuario: UsuarioEdad | null;
  producto: { no_apto_menores: boolean | null | undefined };
  ahora: Instante;
}): ResultadoEdad {
  const { usuario, producto, ahora } = entrada;
  if (producto.no_apto_menores !== true) return { ok: true };
  if (usuario === null) {
    return { ok: false, motivo: 'sin-sesion', mensaje: MENSAJES.edadSinSesion };
  }
  if (usuario.administrador) return { ok: true };
  const nacimiento = usuario.fecha_nacimiento?.slice(0, 10) ?? '';
  if (!esFechaValida(nacimiento)) {
    return { ok: false, motivo: 'sin-fecha-nacimiento', mensaje: MENSAJES.edadSinFechaNacimiento };
  }
  return edadEnFecha(nacimiento, fechaAsuncion(ahora)) >= EDAD_MINIMA
    ? { ok: true }
    : { ok: false, motivo: 'menor', mensaje: MENSAJES.edadMenor };
}
