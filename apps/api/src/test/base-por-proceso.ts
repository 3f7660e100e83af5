import pg from 'pg';
import { nombreDeBase, SUFIJO_PROCESO, urlConBase } from './url-de-base.js';

/**
 * Con DATABASE_URL, cada proceso de Vitest trabaja en su propia copia de la base que migró
 * global-setup (`<base>_w<VITEST_POOL_ID>`): los archivos corren en paralelo sin ver las filas ni
 * los trabajos de otro proceso, y dentro de un proceso van de a uno, como en una base compartida.
 */
const url = process.env.DATABASE_URL;
const proceso = process.env.VITEST_POOL_ID;
if (url && proceso && !nombreDeBase(url).endsWith(`${SUFIJO_PROCESO}${proceso}`)) {
  const plantilla = nombreDeBase(url);
  const propia = `${plantilla}${SUFIJO_PROCESO}${proceso}`;
  const cliente = new pg.Client({ connectionString: urlConBase(url, 'postgres') });
  await cliente.connect();
  try {
    // De a un proceso: CREATE DATABASE … TEMPLATE falla si otra sesión usa la plantilla.
    await cliente.query('select pg_advisory_lock(hashtext($1))', [plantilla]);
    const existe = await cliente.query('select 1 from pg_database where datname = $1', [propia]);
    if (existe.rowCount === 0) {
      await cliente.query(`create database "${propia}" template "${plantilla}"`);
    }
  } finally {
    await cliente.end();
  }
  process.env.DATABASE_URL = urlConBase(url, propia);
}
