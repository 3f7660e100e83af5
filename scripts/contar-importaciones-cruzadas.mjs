// Cuenta las importaciones que cruzan una frontera de módulo (ADR 010):
// - api: un módulo (o un workflow) que importa de otro módulo algo que no es su servicio
//   (`*.service.ts`) ni su modelo de lectura (`*.lectura.ts`). Un `*.tables.ts` que importa otro
//   `*.tables.ts` (clave foránea) y un `*.lectura.ts` que une tablas de otros módulos están
//   permitidos y no se cuentan. Los tests y fixtures van aparte.
// - web: una feature que importa otra feature.
// Uso: node scripts/contar-importaciones-cruzadas.mjs [raíz del repositorio]
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const API = path.join(raiz, 'apps/api/src');
const WEB = path.join(raiz, 'apps/web/src');

function archivos(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    if (statSync(p).isDirectory()) return archivos(p);
    return /\.(ts|tsx)$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });
}

const IMPORTACION = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function importaciones(archivo) {
  const texto = readFileSync(archivo, 'utf8');
  const r = [];
  for (const m of texto.matchAll(IMPORTACION)) {
    const rel = m[1] ?? m[2];
    const sinExt = path.resolve(path.dirname(archivo), rel).replace(/\.js$/, '');
    const destino = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((e) => sinExt + e)
      .find((c) => existsSync(c) && statSync(c).isFile());
    if (destino) r.push(destino);
  }
  return r;
}

const esPrueba = (f) => /\.test\.tsx?$|\.fixtures\.ts$|-de-prueba\.ts$/.test(f);

/** Módulo (o 'workflows') al que pertenece un archivo de la API. */
function moduloApi(f) {
  const rel = path.relative(API, f).split(path.sep);
  if (rel[0] === 'modules') return rel[1];
  if (rel[0] === 'workflows') return 'workflows';
  return null;
}

const api = [];
const apiPruebas = [];
for (const f of archivos(API)) {
  const origen = moduloApi(f);
  if (!origen) continue;
  for (const d of importaciones(f)) {
    const destino = moduloApi(d);
    if (!destino || destino === 'workflows' || destino === origen) continue;
    const nombre = path.basename(d);
    if (/\.(service|lectura)\.ts$/.test(nombre)) continue;
    if (/\.(tables|lectura)\.ts$/.test(f) && nombre.endsWith('.tables.ts')) continue;
    const linea = `${path.relative(raiz, f)} -> ${path.relative(raiz, d)}`;
    (esPrueba(f) ? apiPruebas : api).push(linea);
  }
}

const web = [];
for (const f of archivos(path.join(WEB, 'features'))) {
  const origen = path.relative(path.join(WEB, 'features'), f).split(path.sep)[0];
  for (const d of importaciones(f)) {
    const rel = path.relative(path.join(WEB, 'features'), d).split(path.sep);
    if (rel[0] === '..' || rel[0] === origen) continue;
    web.push(`${path.relative(raiz, f)} -> ${path.relative(raiz, d)}`);
  }
}

const imprimir = (titulo, lista) => {
  console.log(`${titulo}: ${lista.length}`);
  for (const l of lista.sort()) console.log(`  ${l}`);
};
imprimir('api (código de módulos y workflows)', api);
imprimir('api (tests y fixtures, permitidos)', apiPruebas);
imprimir('web (feature -> otra feature)', web);
console.log(`TOTAL prohibidas: ${api.length + web.length}`);
