// La plantilla de PGlite: una base nueva arranca con lo que tenía la volcada; una que ya existe
// en disco no se pisa.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

let carpeta: string;
let plantilla: string;

async function valores(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const filas = (await database.db.execute(sql`select v from marca order by v`)) as unknown as {
    rows: { v: string }[];
  };
  return filas.rows.map((f) => f.v);
}

describe('plantilla de PGlite', () => {
  beforeAll(async () => {
    carpeta = mkdtempSync(path.join(tmpdir(), 'nemu-plantilla-'));
    const origen = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await origen.db.execute(sql`create table marca (v text)`);
    await origen.db.execute(sql`insert into marca values ('de la plantilla')`);
    const volcado = await origen.volcar?.();
    await origen.close();
    if (!volcado) throw new Error('PGlite sin volcado');
    plantilla = path.join(carpeta, 'plantilla.tar');
    writeFileSync(plantilla, Buffer.from(await volcado.arrayBuffer()));
  });
  afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

  it('una base en memoria arranca con los datos de la plantilla', async () => {
    const base = await openDatabase({
      databaseUrl: undefined,
      pgliteDir: 'memory://',
      plantillaPglite: plantilla,
    });
    expect(await valores(base)).toEqual(['de la plantilla']);
    await base.close();
  });

  it('una base en disco usa la plantilla sólo la primera vez', async () => {
    const dir = path.join(carpeta, 'datos');
    const abrir = () =>
      openDatabase({ databaseUrl: undefined, pgliteDir: dir, plantillaPglite: plantilla });
    const primera = await abrir();
    await primera.db.execute(sql`insert into marca values ('propio')`);
    await primera.close();
    const segunda = await abrir();
    expect(await valores(segunda)).toEqual(['de la plantilla', 'propio']);
    await segunda.close();
  });
});

describe('exclusivo con PGlite', () => {
  it('las llamadas del proceso corren de a una, y un fallo no traba a la siguiente', async () => {
    const base = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    const orden: string[] = [];
    const tarea = (nombre: string, falla = false) => async () => {
      orden.push(`${nombre}:inicio`);
      await new Promise((r) => setTimeout(r, 20));
      orden.push(`${nombre}:fin`);
      if (falla) throw new Error(nombre);
      return nombre;
    };
    const resultados = await Promise.allSettled([
      base.exclusivo(1, tarea('a', true)),
      base.exclusivo(1, tarea('b')),
    ]);
    expect(resultados.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(orden).toEqual(['a:inicio', 'a:fin', 'b:inicio', 'b:fin']);
    await base.close();
  });
});
