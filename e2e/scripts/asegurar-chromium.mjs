// Antes de los tests de navegador: usa un Chromium de Debian, instalando el headless si falta y se puede.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rutaChromium } from './ruta-chromium.mjs';

const ruta = rutaChromium();
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`No se encontró Chromium en CHROMIUM_PATH=${process.env.CHROMIUM_PATH}.`);
  process.exit(1);
}
if (!ruta) {
  const esRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!esRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'No se encontró Chromium. Instálelo con "sudo apt-get install chromium-headless-shell" ' +
        '(o chromium) o indique otra ruta con CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian (apt-get install chromium-headless-shell)…');
  const opciones = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], opciones);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], opciones);
}
