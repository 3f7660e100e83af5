// Escribe apps/api/openapi.json (el contrato se versiona) e imprime la matriz de permisos.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';

const app = await buildApp(testConfig());
await app.ready();
const destino = new URL('../../openapi.json', import.meta.url);
await writeFile(destino, `${JSON.stringify(app.swagger(), null, 2)}\n`);
console.log(`OpenAPI escrito en ${destino.pathname}`);

if (process.argv.includes('--permisos')) {
  const filas = [...app.rutas]
    .sort((a, b) => a.url.localeCompare(b.url) || a.metodo.localeCompare(b.metodo))
    .map((r) => {
      const acceso = Array.isArray(r.acceso)
        ? r.acceso.join(', ')
        : String(r.acceso ?? 'SIN DECLARAR');
      return `| ${r.metodo} | ${r.url} | ${acceso} |`;
    });
  console.log(['| método | ruta | acceso |', '|---|---|---|', ...filas].join('\n'));
}
await app.close();
