/** Parte legible de una URL: "Café molido 500 g" → "cafe-molido-500-g". */
export function slug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `/producto/{id}-{nombre}` (spec §2). */
export const rutaProducto = (p: { id: number; nombre: string }) =>
  `/producto/${p.id}-${slug(p.nombre)}`;

/** `/categoria/{id}-{nombre}` (spec §2). */
export const rutaCategoria = (c: { id: number; nombre: string }) =>
  `/categoria/${c.id}-${slug(c.nombre)}`;

/** El id al frente de un parámetro `{id}-{nombre}`; null si no es válido. */
export function idDeParametro(parametro: string | undefined): number | null {
  const id = Number((parametro ?? '').split('-')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}
