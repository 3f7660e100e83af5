/** Direcciones de bases de PostgreSQL para los tests: la misma URL con otra base. */

/** Sufijo de la copia de la base de cada proceso de Vitest (`<base>_w<VITEST_POOL_ID>`). */
export const SUFIJO_PROCESO = '_w';

export function nombreDeBase(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export function urlConBase(url: string, nombre: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(nombre)}`;
  return u.toString();
}
