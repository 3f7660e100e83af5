import type { UIMatch } from 'react-router';

/** `handle` de las rutas que no piden sesión: si allí vence la sesión, no se lleva al ingreso. */
export const SIN_SESION = { sinSesion: true } as const;

/** Si alguna de las rutas que coinciden con la página actual no pide sesión. */
export function esPaginaSinSesion(coincidencias: readonly UIMatch[]): boolean {
  return coincidencias.some((c) => c.handle === SIN_SESION);
}
