// Banco de carga de la tienda (issue #4): 100 000 productos de 500 proveedores en una base
// descartable (PGlite temporal, o la de DATABASE_URL), el servidor real (src/server.ts) en
// otro proceso, y autocannon con 50 conexiones sobre /inicio/ y el buscador. Imprime p50/p95/p99.
//   npm run bench -w apps/api            (PGlite temporal)
//   DATABASE_URL=postgres://… npm run bench -w apps/api
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { sembrarReferencia } from '../src/seed/index.js';
import { MARCAS, NOMBRES, PRODUCTOS, PROVEEDORES, sembrarBanco } from './banco-datos.js';

const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);

const PALABRAS = [...new Set([...NOMBRES, ...MARCAS].flatMap((n) => n.toLowerCase().split(' ')))]
  .filter((p) => p.length >= 4)
  .map((p) => p.normalize('NFD').replace(/\p{Diacritic}/gu, ''));

/**
 * Texto de búsqueda distinto en cada petición, como escribe la gente: una palabra del catálogo
 * cortada (mientras se escribe), a veces con una letra equivocada, a veces con una segunda
 * palabra. Pseudoaleatorio con semilla para que cada corrida pida lo mismo.
 */
function textoVariado(n: number): string {
  let s = n * 2654435761;
  const azar = (hasta: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % hasta;
  };
  const palabra = () => {
    const p = PALABRAS[azar(PALABRAS.length)] ?? 'yerba';
    const corte = p.slice(0, 3 + azar(p.length - 2));
    if (azar(10) >= 3 || corte.length < 4) return corte;
    const i = 1 + azar(corte.length - 1);
    return corte.slice(0, i) + 'aeiourslnt'[azar(10)] + corte.slice(i + 1);
  };
  return azar(2) === 0 ? palabra() : `${palabra()} ${palabra()}`;
}

function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return Number.NaN;
  const i = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return ordenados[i] ?? Number.NaN;
}

async function medir(
  base: string,
  nombre: string,
  rutas: string[],
  variar?: (n: number) => string,
) {
  const tiempos: number[] = [];
  let no200 = 0;
  let n = 0;
  const instancia = autocannon({
    url: base,
    connections: CONEXIONES,
    duration: SEGUNDOS,
    requests: variar
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: variar((n += 1)) }) }]
      : rutas.map((path) => ({ method: 'GET' as const, path })),
  });
  instancia.on('response', (_cliente, estado, _bytes, ms) => {
    tiempos.push(ms);
    if (estado !== 200) no200 += 1;
  });
  const resultado = await instancia;
  tiempos.sort((a, b) => a - b);
  return {
    escenario: nombre,
    'req/s': Math.round(resultado.requests.average),
    p50_ms: Number(percentil(tiempos, 50).toFixed(1)),
    p95_ms: Number(percentil(tiempos, 95).toFixed(1)),
    p99_ms: Number(percentil(tiempos, 99).toFixed(1)),
    errores: no200 + resultado.errors + resultado.timeouts,
  };
}

async function esperarServidor(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/inicio/`)).ok) return;
    } catch {
      // todavía arrancando
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no arrancó');
}

async function main(): Promise<void> {
  const temporal = process.env.DATABASE_URL
    ? null
    : await mkdtemp(path.join(tmpdir(), 'nemu-banco-'));
  const entorno = {
    ...process.env,
    PGLITE_DIR: temporal ?? 'memory://',
    DEMO: 'off',
    LOG_LEVEL: 'warn',
    STORAGE_DIR: path.join(temporal ?? tmpdir(), 'media'),
    PORT: process.env.BENCH_PUERTO ?? '3190',
    HOST: '127.0.0.1',
  };
  const app = await buildApp(loadConfig(entorno));
  const inicio = performance.now();
  try {
    await sembrarReferencia(app.db);
    await sembrarBanco(app.db);
  } finally {
    await app.close();
  }
  const motor = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const segundos = Math.round((performance.now() - inicio) / 1000);
  console.log(
    `${motor}: ${PRODUCTOS} productos de ${PROVEEDORES} proveedores listos en ${segundos} s`,
  );

  const servidor = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
    {
      cwd: new URL('..', import.meta.url),
      env: entorno,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${entorno.PORT}`;
  try {
    await esperarServidor(base);
    const busquedas = [
      'search=yerva',
      'search=tomates',
      'search=cafe%20molido',
      'search=arroz&rango_precio=1000,50000',
      'search=cerveza&categoria=2',
      'search=mandioca&calificacion=3',
      'search=kurupi&ordering=-precio',
      'mas_vendidos=true',
      'search=leche&page=2',
    ].map((q) => `/api/producto_buscador/?${q}`);
    const filas = [
      await medir(base, 'GET /inicio/', ['/api/inicio/']),
      await medir(base, 'GET /producto_buscador/ (9 consultas habituales)', busquedas),
      await medir(
        base,
        'GET /producto_buscador/ (texto y precio distintos en cada una)',
        [],
        (n) =>
          `/api/producto_buscador/?search=${encodeURIComponent(textoVariado(n))}&rango_precio=0,${1_000_000 + n}`,
      ),
      await medir(
        base,
        'GET /producto_buscador/ (categoría y orden, sin texto)',
        [],
        (n) =>
          `/api/producto_buscador/?categoria=${1 + (n % 40)}&ordering=${n % 2 ? '-precio' : 'precio'}&page=${1 + (n % 3)}`,
      ),
      await medir(
        base,
        'GET /producto_buscador2/ (sugerencias)',
        ['yer', 'caf', 'tomat', 'cerv'].map((q) => `/api/producto_buscador2/?search=${q}`),
      ),
    ];
    console.log(`\n${CONEXIONES} conexiones, ${SEGUNDOS} s por escenario, ${motor}:`);
    console.table(filas);
  } finally {
    servidor.kill('SIGTERM');
    await new Promise((r) => servidor.once('exit', r));
    if (temporal) await rm(temporal, { recursive: true, force: true });
  }
}

await main();
