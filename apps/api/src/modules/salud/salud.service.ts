import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export async function estadoBaseDeDatos(database: Database) {
  const inicio = performance.now();
  let ok = true;
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    ok = false;
  }
  return { motor: database.motor, ok, latencia_ms: Math.round(performance.now() - inicio) };
}
