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
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { sembrarReferencia } from '../src/seed/index.js';

const PROVEEDORES = 500;
const PRODUCTOS = 100_000;
const CONEXIONES = Number(process.env.BENCH_CONEXIONES ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);

const NOMBRES = [
  'Yerba mate',
  'Café molido',
  'Tomate perita',
  'Arroz tipo 1',
  'Fideo tallarín',
  'Harina de trigo',
  'Almidón de mandioca',
  'Azúcar blanca',
  'Aceite de soja',
  'Dulce de leche',
  'Galletitas de queso',
  'Gaseosa naranja',
  'Agua mineral',
  'Jugo de durazno',
  'Cerveza rubia',
  'Caña paraguaya',
  'Vino tinto',
  'Leche entera',
  'Queso Paraguay',
  'Chipa almidón',
  'Mandioca fresca',
  'Cebolla',
  'Papa',
  'Zanahoria',
  'Banana',
  'Naranja',
  'Pollo entero',
  'Carne molida',
  'Detergente',
  'Jabón en polvo',
];
const MARCAS = [
  'Pajarito',
  'Kurupí',
  'Selecta',
  'La Negrita',
  'Tío Ñandú',
  'Don Vicente',
  'Primor',
  'Lactolanda',
  'Azpa',
  'Trébol',
  'Doña Rosa',
  'Guaraní',
  'Ycuá',
  'Campo Verde',
  'El Ceibo',
];
const PRESENTACIONES = [
  '500 g',
  '1 kg',
  '2 kg',
  '5 kg',
  '1 L',
  '2 L',
  'Pack 6',
  'Caja 12',
  'Bolsa 25 kg',
  'Unidad',
];

const lista = (xs: string[]) =>
  sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

async function sembrarBanco(db: Db): Promise<void> {
  const existentes = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from fabricante where nombre like 'Banco proveedor %'`,
  );
  if (Number(existentes.rows[0]?.n ?? 0) >= PROVEEDORES) return;
  await db.execute(sql`
    insert into fabricante (nombre, aprobado, activo, dias_apertura, hora_apertura, hora_cierre, rating)
    select 'Banco proveedor ' || g, true, true, array['1','2','3','4','5','6'], '07:00', '20:00', (g % 50) / 10.0
    from generate_series(1, ${PROVEEDORES}) g`);
  await db.execute(sql`
    insert into producto (fabricante_id, nombre, descripcion, precio, precio_mayorista, cantidad,
      compra_mejorada, cantidad_disponible, categoria_id, aprobado, activo, vistas, cantidad_vendida, rating)
    select f.ids[1 + (g % ${PROVEEDORES})],
      (${lista(NOMBRES)})[1 + g % ${NOMBRES.length}] || ' ' || (${lista(MARCAS)})[1 + (g / 7) % ${MARCAS.length}]
        || ' ' || (${lista(PRESENTACIONES)})[1 + (g / 13) % ${PRESENTACIONES.length}],
      'Producto número ' || g || ' para la prueba de carga',
      1000 * (1 + (g * 7919) % 300), case when g % 3 = 0 then 900 * (1 + (g * 7919) % 300) end,
      case when g % 3 = 0 then 6 else 0 end, g % 3 = 0,
      (g * 31) % 200, c.ids[1 + g % array_length(c.ids, 1)], g % 20 <> 0, true,
      (g * 17) % 1000, (g * 13) % 500, (g % 50) / 10.0
    from generate_series(1, ${PRODUCTOS}) g,
      (select array_agg(id order by id) ids from fabricante where nombre like 'Banco proveedor %') f,
      (select array_agg(id order by id) ids from categoria) c`);
  await db.execute(sql`analyze`);
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
    const textos = ['yerva', 'tomates', 'cafe', 'arroz', 'cerveza', 'mandioca', 'kurupi', 'leche'];
    const filas = [
      await medir(base, 'GET /inicio/', ['/api/inicio/']),
      await medir(base, 'GET /producto_buscador/ (9 consultas habituales)', busquedas),
      await medir(base, 'GET /producto_buscador/ sin caché (todas distintas)', [], (n) => {
        const texto = textos[n % textos.length] ?? 'yerba';
        return `/api/producto_buscador/?search=${texto}&rango_precio=0,${1_000_000 + n}`;
      }),
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
