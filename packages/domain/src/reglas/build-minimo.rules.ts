/**
 * §4: la web se recarga cuando el build mínimo del servidor supera a uno ya conocido
 * distinto de cero (el primer valor conocido, o un 0, sólo se guarda).
 */
export function debeRecargarPorBuild(conocido: number | null, servidor: number): boolean {
  return conocido !== null && conocido > 0 && servidor > conocido;
}
