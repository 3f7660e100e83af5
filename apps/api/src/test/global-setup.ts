import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';

/**
 * Con DATABASE_URL, migra una sola vez antes de que los archivos de test corran en paralelo.
 * Con PGlite, migra una base en memoria y la vuelca a una plantilla (PGLITE_PLANTILLA) de la que
 * arranca la base de cada app de prueba: cargarla tarda la cuarta parte que crearla y migrarla.
 */
export default async function setup(): Promise<() => void> {
  const databaseUrl = process.env.DATABASE_URL;
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
  return () => {
    if (plantilla) rmSync(plantilla, { force: true });
  };
}
