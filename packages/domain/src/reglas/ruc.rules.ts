// RUC (Registro Único del Contribuyente): check digit "módulo 11, base máxima 11" (dominio-paraguay §3).

const BASE_MAXIMA = 11;
const RUC = /^([1-9]\d{3,8})-?(\d)$/;

/** Check digit (DV) of a RUC base; non-digit characters count as their uppercase ASCII code. */
export function digitoVerificadorRuc(base: string): number {
  const digitos = [...base.toUpperCase()]
    .map((c) => (c >= '0' && c <= '9' ? c : String(c.charCodeAt(0))))
    .join('');
  let peso = 2;
  let suma = 0;
  for (let i = digitos.length - 1; i >= 0; i--) {
    if (peso > BASE_MAXIMA) peso = 2;
    suma += Number(digitos[i]) * peso++;
  }
  const resto = suma % 11;
  return resto > 1 ? 11 - resto : 0;
}

/**
 * Canonical "base-DV" form ("80028061-0") of a RUC typed with or without hyphen, dots or
 * spaces ("80.028.061-0", "800280610", " 80028061 - 0 "). Returns null when the shape is
 * wrong (base of 4–9 digits without leading zero) or the check digit does not match.
 */
export function normalizarRuc(texto: string): string | null {
  const m = RUC.exec(texto.replace(/[\s.]/g, ''));
  if (!m) return null;
  const [, base = '', dv = ''] = m;
  return digitoVerificadorRuc(base) === Number(dv) ? `${base}-${dv}` : null;
}

/** True when the RUC has a valid shape and check digit. */
export function validarRuc(texto: string): boolean {
  return normalizarRuc(texto) !== null;
}
