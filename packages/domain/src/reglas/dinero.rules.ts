// Guaraní amounts: integer guaraníes, formatted as "Gs. 1.234.567" (spec §9, dominio-paraguay §8).
import { LOCALE, PREFIJO_MONEDA } from '../constantes.js';

const formatoEnteros = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 0,
  useGrouping: true,
});

/** Rounds to whole guaraníes (PYG has no minor units); rejects non-finite numbers. */
export function redondearGuaranies(monto: number): number {
  if (!Number.isFinite(monto)) throw new RangeError(`Monto inválido: ${monto}`);
  const r = Math.round(monto);
  return Object.is(r, -0) ? 0 : r;
}

/** Thousands with '.', no decimals: 1234567 → "1.234.567". */
export function formatoMiles(n: number): string {
  const r = redondearGuaranies(n);
  const abs = formatoEnteros.format(Math.abs(r)).replace(/[^\d.]/g, '');
  return r < 0 ? `-${abs}` : abs;
}

/**
 * `formatoGuaranies(1234567)` → "Gs. 1.234.567", negatives "Gs. -1.234.567" (same order as
 * Intl es-PY). Uses a plain space, never U+00A0, so UIs and tests are predictable.
 */
export function formatoGuaranies(monto: number): string {
  return `${PREFIJO_MONEDA}${formatoMiles(monto)}`;
}

/**
 * Parses what a person types or what `formatoGuaranies` prints ("Gs. 1.234.567",
 * "1234567", "-Gs. 5.000") into integer guaraníes; null when it is not a whole amount.
 */
export function parsearGuaranies(texto: string): number | null {
  const limpio = texto.replace(/\s/g, '').replace(/^(-?)(?:gs\.?|₲|pyg)/i, '$1');
  const m = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)$/.exec(limpio);
  if (!m) return null;
  const n = Number(`${m[1]}${(m[2] ?? '').replace(/\./g, '')}`);
  return Number.isSafeInteger(n) ? (Object.is(n, -0) ? 0 : n) : null;
}
