// Antes de los tests de navegador: usa el Chromium de Debian, instalándolo si falta y se puede.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ruta = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(ruta)) {
  const esRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!esRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `No se encontró Chromium en ${ruta}. Instálelo con "sudo apt-get install chromium" ` +
        'o indique otra ruta con CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian (apt-get install chromium)…');
  const opciones = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], opciones);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], opciones);
}
