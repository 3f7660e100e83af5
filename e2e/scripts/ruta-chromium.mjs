// Qué Chromium de Debian usan los tests de navegador: CHROMIUM_PATH si se indica; si no, el headless viejo
// (paquete chromium-headless-shell), que corre la batería en dos tercios del tiempo del navegador completo
// (42 pruebas: 3,3 contra 4,9 min, misma versión 156, 6/12); si no está, el navegador completo.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

/** Ruta del ejecutable a usar, o undefined si no hay ninguno instalado. */
export function rutaChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, CHROMIUM].find((ruta) => existsSync(ruta));
}
