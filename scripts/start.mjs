// `npm start`: compila lo que falte y sirve API + web + media en un solo proceso.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const falta = [
  'packages/domain/dist/index.js',
  'packages/routing/dist/index.js',
  'apps/api/dist/server.js',
  'apps/web/dist/index.html',
].some((f) => !existsSync(path.join(raiz, f)));

if (falta || process.env.FORCE_BUILD) {
  console.log('Compilando el proyecto (sólo la primera vez)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: raiz, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const servidor = spawn(process.execPath, [path.join(raiz, 'apps/api/dist/server.js')], {
  cwd: raiz,
  stdio: 'inherit',
  env: process.env,
});
for (const senal of ['SIGINT', 'SIGTERM']) process.on(senal, () => servidor.kill(senal));
servidor.on('exit', (code) => process.exit(code ?? 0));
