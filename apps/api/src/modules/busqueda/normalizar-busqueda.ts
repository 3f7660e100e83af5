/**
 * Texto de búsqueda normalizado (sin acentos, minúsculas) y sus palabras: sólo letras y
 * dígitos, de modo que nada del usuario llega a una consulta como sintaxis.
 */
export function normalizarBusqueda(texto: string | undefined): {
  texto: string;
  palabras: string[];
} {
  const limpio = (texto ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const palabras = limpio
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return { texto: palabras.join(' '), palabras };
}
