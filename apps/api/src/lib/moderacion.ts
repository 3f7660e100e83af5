// Vuelta a moderación: lo que un administrador verificó al aprobar y el dueño cambia después.

/** Si `cambios` trae para alguno de `campos` un valor distinto del de `antes` (null = undefined = sin dato). */
export function cambiaAlguno<T extends object>(
  antes: T,
  cambios: Partial<Record<keyof T, unknown>>,
  campos: readonly (keyof T)[],
): boolean {
  return campos.some(
    (c) => c in cambios && cambios[c] !== undefined && (cambios[c] ?? null) !== (antes[c] ?? null),
  );
}

/** Columnas que devuelven una ficha aprobada a pendiente. */
export const VUELVE_A_PENDIENTE = {
  aprobado: false,
  aprobado_por: null,
  fecha_aprobacion: null,
} as const;
