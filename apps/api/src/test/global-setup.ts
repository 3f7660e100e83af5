import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';
import { nombreDeBase, SUFIJO_PROCESO, urlConBase } from './url-de-base.js';

/**
 * Con DATABASE_URL, migra una sola vez la base que cada proceso de test copia (base-por-proceso.ts)
 * y al terminar borra esas copias.
 * Con PGlite, migra una base en memoria y la vuelca a una plantilla (PGLITE_PLANTILLA) de la que
 * arranca la base de cada app de prueba: cargarla tarda la cuarta parte que crearla y migrarla.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await borrarCopiasPorProceso(databaseUrl);
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  let plantilla: string | undefined;
  try {
    await aplicarMigraciones(database);
    if (database.volcar) {
      plantilla = path.join(tmpdir(), `nemu-pglite-plantilla-${process.pid}.tar`);
      const volcado = await database.volcar();
      writeFileSync(plantilla, Buffer.from(await volcado.arrayBuffer()));
      process.env.PGLITE_PLANTILLA = plantilla;
    }
  } finally {
    await database.close();
  }
  return async () => {
    if (plantilla) rmSync(plantilla, { force: true });
    if (databaseUrl) await borrarCopiasPorProceso(databaseUrl);
  };
}

async function borrarCopiasPorProceso(databaseUrl: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: urlConBase(databaseUrl, 'postgres') });
  await cliente.connect();
  try {
    const prefijo = `${nombreDeBase(databaseUrl)}${SUFIJO_PROCESO}`;
    const { rows } = await cliente.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefijo],
    );
    for (const { datname } of rows) {
      if (!/^\d+$/.test(datname.slice(prefijo.length))) continue;
      await cliente.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await cliente.end();
  }
}
