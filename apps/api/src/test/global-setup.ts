import { openDatabase } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';

/** Con DATABASE_URL, migra una sola vez antes de que los archivos de test corran en paralelo. */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  try {
    await aplicarMigraciones(database);
  } finally {
    await database.close();
  }
}
