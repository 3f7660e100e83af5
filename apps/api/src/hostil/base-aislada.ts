import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface BaseAislada {
  /** URL de una base propia, o `undefined` en PGlite (ya es una base en memoria por archivo). */
  databaseUrl: string | undefined;
  eliminar(): Promise<void>;
}

/**
 * Con DATABASE_URL la sonda no puede escribir en la base que comparten los demás archivos de
 * test (como administrador cambiaría configuración global mientras ellos corren): crea una
 * base nueva en el mismo servidor y la borra al terminar.
 */
export async function baseAislada(): Promise<BaseAislada> {
  const compartida = process.env.DATABASE_URL;
  if (!compartida) return { databaseUrl: undefined, eliminar: async () => {} };
  const nombre = `nemu_hostil_${randomUUID().slice(0, 8)}`;
  const ejecutar = async (sql: string) => {
    const cliente = new pg.Client({ connectionString: compartida });
    await cliente.connect();
    try {
      await cliente.query(sql);
    } finally {
      await cliente.end();
    }
  };
  await ejecutar(`CREATE DATABASE ${nombre}`);
  const url = new URL(compartida);
  url.pathname = `/${nombre}`;
  return {
    databaseUrl: url.toString(),
    eliminar: () => ejecutar(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`),
  };
}
