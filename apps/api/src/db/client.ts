import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  /** Volcado del directorio de datos (PGlite), para usarlo de `plantillaPglite`. */
  volcar?: () => Promise<Blob>;
  /**
   * Corre `fn` sola en toda la base: con PostgreSQL, bajo un candado consultivo de sesión
   * (`clave`) que espera a otros procesos; con PGlite, que es de un solo proceso, en fila con
   * las demás llamadas del mismo proceso.
   */
  exclusivo<T>(clave: number, fn: () => Promise<T>): Promise<T>;
}

/** Volcados ya leídos: un archivo de test abre varias apps y la plantilla pesa unos 45 MB. */
const volcados = new Map<string, Blob>();
function volcadoDe(archivo: string): Blob {
  let volcado = volcados.get(archivo);
  if (!volcado) {
    volcado = new Blob([readFileSync(archivo)]);
    volcados.set(archivo, volcado);
  }
  return volcado;
}

/**
 * Abre PostgreSQL (con `databaseUrl`) o PGlite en `pgliteDir`. Una base PGlite que todavía no
 * existe arranca del volcado `plantillaPglite` si se indica (más rápido que crearla y migrarla).
 */
export async function openDatabase(opts: {
  databaseUrl: string | undefined;
  pgliteDir: string;
  plantillaPglite?: string | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // Los bigint (dinero) vuelven como número: los montos en guaraníes caben en 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      motor: 'postgres',
      close: () => pool.end(),
      exclusivo: async (clave, fn) => {
        // Conexión propia: el candado de sesión vive mientras ella lo tenga; fn usa el pool.
        const conexion = await pool.connect();
        try {
          await conexion.query('select pg_advisory_lock($1)', [clave]);
          try {
            return await fn();
          } finally {
            await conexion.query('select pg_advisory_unlock($1)', [clave]);
          }
        } finally {
          conexion.release();
        }
      },
    };
  }
  const enMemoria = opts.pgliteDir.startsWith('memory://');
  const plantilla =
    opts.plantillaPglite && (enMemoria || !existsSync(path.join(opts.pgliteDir, 'PG_VERSION')))
      ? volcadoDe(opts.plantillaPglite)
      : undefined;
  if (!enMemoria) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, {
    extensions: { pg_trgm, unaccent },
    parsers: { 20: (v: string) => Number(v) },
    ...(plantilla ? { loadDataDir: plantilla } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  let fila: Promise<unknown> = Promise.resolve();
  return {
    db,
    motor: 'pglite',
    exclusivo: (_clave, fn) => {
      const turno = fila.then(fn, fn);
      fila = turno.catch(() => undefined);
      return turno;
    },
    close: () => client.close(),
    avisosInmediatos: (canal, fn) => client.listen(canal, fn),
    volcar: () => client.dumpDataDir('none'),
  };
}
