import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Transacción abierta con `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  motor: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Avisos de NOTIFY entregados antes de que vuelva la escritura que los causó (PGlite, en el
   * mismo proceso). Con PostgreSQL no hay: otro proceso puede escribir y el aviso llegaría tarde.
   */
  avisosInmediatos?: (canal: string, fn: () => void) => Promise<unknown>;
}

export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Los bigint (dinero) vuelven como número: los montos en guaraníes caben en 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, motor: 'postgres', close: () => pool.end() };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, {
    extensions: { pg_trgm, unaccent },
    parsers: { 20: (v: string) => Number(v) },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    motor: 'pglite',
    close: () => client.close(),
    avisosInmediatos: (canal, fn) => client.listen(canal, fn),
  };
}
