import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client.js';
import { unico } from '../test/app-de-prueba.js';
import { definirTrabajo, encolar } from './trabajos.js';
import { trabajo } from './trabajos.tables.js';

// Dos procesos de API sobre el mismo PostgreSQL: cada trabajo (y cada turno programado) se
// ejecuta exactamente una vez, contado por lo que imprime cada proceso.
const TRABAJOS = 200;
const dirApi = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const script = 'src/jobs/dos-procesos.script.ts';
const sufijo = unico('dp');

interface Linea {
  pid: number;
  listo?: boolean;
  hecho?: number;
  programado?: boolean;
}

interface Proceso {
  hijo: ChildProcess;
  lineas: Linea[];
  listo: Promise<void>;
  salida: Promise<number | null>;
}

function arrancar(): Proceso {
  const hijo = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    cwd: dirApi,
    env: { ...process.env, SUFIJO: sufijo, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lineas: Linea[] = [];
  let avisarListo: () => void = () => {};
  const listo = new Promise<void>((r) => (avisarListo = r));
  createInterface({ input: hijo.stdout! }).on('line', (texto) => {
    const l = JSON.parse(texto) as Linea;
    lineas.push(l);
    if (l.listo) avisarListo();
  });
  const salida = new Promise<number | null>((r) => hijo.once('exit', (code) => r(code)));
  return { hijo, lineas, listo, salida };
}

let database: Database;
let procesos: Proceso[] = [];

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  procesos = [arrancar(), arrancar()];
  await Promise.all(procesos.map((p) => p.listo));
}, 120_000);

afterAll(async () => {
  for (const p of procesos) if (p.hijo.exitCode === null) p.hijo.kill('SIGKILL');
  await database.close();
});

// Sólo para encolar desde el test; lo ejecutan los procesos hijos.
const contar = definirTrabajo({
  tipo: `dos-procesos.contar.${sufijo}`,
  datos: z.object({ n: z.number().int() }),
  manejar: () => Promise.reject(new Error('lo ejecutan los procesos hijos')),
});

const hechos = () => procesos.flatMap((p) => p.lineas.filter((l) => l.hecho !== undefined));

describe('dos procesos sobre una misma base', () => {
  it(`${TRABAJOS} trabajos y un programado: cada instancia corre exactamente una vez`, async () => {
    const t0 = Date.now();
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < TRABAJOS; n++) await encolar(tx, contar, { n });
    });
    while (hechos().length < TRABAJOS) {
      if (Date.now() - t0 > 60_000) throw new Error(`sólo ${hechos().length} hechos`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = Date.now() - t0;
    // Que pase al menos un turno programado entero mientras ambos procesos revisan.
    await new Promise((r) => setTimeout(r, 2_500));

    await Promise.all(procesos.map((p) => p.hijo.kill('SIGTERM')));
    expect(await Promise.all(procesos.map((p) => p.salida))).toEqual([0, 0]);

    const numeros = hechos()
      .map((l) => l.hecho!)
      .sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: TRABAJOS }, (_, i) => i));
    const porProceso = procesos.map((p) => p.lineas.filter((l) => l.hecho !== undefined).length);
    // Los dos compitieron por la cola.
    expect(porProceso.every((n) => n > 0)).toBe(true);

    const filas = await database.db.select().from(trabajo).where(eq(trabajo.tipo, contar.tipo));
    expect(filas).toHaveLength(TRABAJOS);
    expect(filas.every((f) => f.estado === 'hecho' && f.intentos === 1)).toBe(true);

    // Cada turno programado se encoló una vez y se ejecutó una vez, en un solo proceso.
    const turnos = await database.db
      .select()
      .from(trabajo)
      .where(
        and(
          eq(trabajo.tipo, `dos-procesos.programado.${sufijo}`),
          like(trabajo.clave_unica, 'programado:%'),
        ),
      );
    const programados = procesos.flatMap((p) => p.lineas.filter((l) => l.programado));
    expect(turnos.length).toBeGreaterThanOrEqual(1);
    expect(turnos.every((f) => f.estado === 'hecho' && f.intentos === 1)).toBe(true);
    expect(programados).toHaveLength(turnos.length);

    console.info(
      `dos procesos: ${TRABAJOS} trabajos en ${ms} ms, repartidos ${porProceso.join(' + ')}; ` +
        `${turnos.length} turno(s) programado(s)`,
    );
  }, 120_000);
});
