/** Violación de una clave foránea de PostgreSQL (también envuelta por Drizzle). */
export function esViolacionForanea(e: unknown): boolean {
  for (
    let x: unknown = e;
    x !== null && typeof x === 'object';
    x = (x as { cause?: unknown }).cause
  ) {
    if ((x as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
