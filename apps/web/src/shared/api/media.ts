/** URL pública de un archivo subido (`productos/1.webp` → `/media/productos/1.webp`). */
export function urlMedia(ruta: string | null | undefined): string | null {
  if (!ruta) return null;
  if (/^(https?:)?\/\//.test(ruta) || ruta.startsWith('/')) return ruta;
  return `/media/${ruta}`;
}
