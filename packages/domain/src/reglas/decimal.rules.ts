// Decimal comma input (spec §5): "1.234,5" → "1234.5". Dots are thousands separators in es-PY.

const CON_COMA = /^-?(?:\d{1,3}(?:\.\d{3})+|\d*),\d+$|^-?(?:\d{1,3}(?:\.\d{3})+|\d+),?$/;
const MILES_CON_PUNTO = /^-?\d{1,3}(?:\.\d{3})+$/;
const DECIMAL_CON_PUNTO = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Normalises a number typed the Paraguayan way into a dot-decimal string:
 * "12,5" → "12.5", "1.234,5" → "1234.5", "1.234" → "1234" (dots grouping thousands),
 * "12.5" → "12.5" (a single dot that does not group thousands is kept as decimal point).
 * Returns null when the text is not a number.
 */
export function normalizarDecimal(texto: string): string | null {
  const s = texto.replace(/[\s\u00a0\u202f]/g, '').replace(/^\+/, '');
  if (s === '' || s === '-') return null;
  if (s.includes(',')) {
    if (!CON_COMA.test(s)) return null;
    const [entero = '', decimales = ''] = s.replace(/\./g, '').split(',');
    const ent = entero === '' || entero === '-' ? `${entero}0` : entero;
    return decimales === '' ? ent : `${ent}.${decimales}`;
  }
  if (MILES_CON_PUNTO.test(s)) return s.replace(/\./g, '');
  if (!DECIMAL_CON_PUNTO.test(s)) return null;
  const sinPuntoFinal = s.endsWith('.') ? s.slice(0, -1) : s;
  return sinPuntoFinal.startsWith('.') || sinPuntoFinal.startsWith('-.')
    ? sinPuntoFinal.replace('.', '0.')
    : sinPuntoFinal;
}

/** Parses a number given as number or Paraguayan text; null when invalid or not finite. */
export function parsearDecimal(valor: number | string | null | undefined): number | null {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  const normal = normalizarDecimal(valor);
  if (normal === null) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/** Formats a decimal the Paraguayan way: 1234.5 → "1.234,5". */
export function formatoDecimal(n: number, decimalesMaximos = 2): string {
  return new Intl.NumberFormat('es-PY', {
    maximumFractionDigits: decimalesMaximos,
    useGrouping: true,
  })
    .format(n)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** Promedio de calificaciones con una cifra decimal y su cantidad: «4,5 ★ (12)»; sin ninguna, «Sin calificaciones». */
export function formatoCalificacion(promedio: number | null, cantidad: number): string {
  if (cantidad <= 0 || promedio === null) return 'Sin calificaciones';
  return `${formatoDecimal(promedio, 1)} ★ (${cantidad})`;
}
