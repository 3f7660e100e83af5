import { debeRecargarPorBuild, RETARDO_RECARGA_MS } from '@nemu/domain';

const CLAVE = 'nemu.min_build';

function conocido(): number | null {
  const guardado = localStorage.getItem(CLAVE);
  const valor = Number(guardado);
  return guardado !== null && Number.isFinite(valor) ? valor : null;
}

/**
 * §4: guarda el build mínimo que informa el servidor y, si sube por encima de uno conocido
 * distinto de cero, recarga la página a los 2 s (para traer la versión nueva de la app).
 */
export function vigilarBuildMinimo(
  servidor: number,
  recargar = () => window.location.reload(),
): void {
  const anterior = conocido();
  localStorage.setItem(CLAVE, String(servidor));
  if (debeRecargarPorBuild(anterior, servidor)) setTimeout(recargar, RETARDO_RECARGA_MS);
}
