// Piezas comunes de las tablas: marcas de tiempo, dinero y CHECK de enums.
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `creado_en` / `actualizado_en` para filas que una persona edita. */
export const marcasDeTiempo = () => ({
  creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  actualizado_en: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Sólo `creado_en` (filas que no se editan: bitácoras, libros). */
export const creadoEn = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Momento opcional (timestamptz, UTC). */
export const momento = () => timestamp({ withTimezone: true });

/** Dinero: guaraníes enteros. */
export const guaranies = () => bigint({ mode: 'number' });

/** Coordenada en grados decimales WGS84. */
export const coordenada = () => numeric({ precision: 9, scale: 6, mode: 'number' });

/** Peso en kg. */
export const kilos = () => numeric({ precision: 10, scale: 3, mode: 'number' });

/** Lista SQL literal a partir de valores de un enum (números o textos). */
function listaSql(valores: readonly (number | string)[]): SQL {
  const partes = valores.map((v) =>
    typeof v === 'number' ? String(Math.trunc(v)) : `'${v.replaceAll("'", "''")}'`,
  );
  return sql.raw(partes.join(', '));
}

/**
 * CHECK de pertenencia a un enum. Para columnas que admiten NULL, `x in (...)` con x NULL
 * da NULL y el CHECK pasa: no hace falta el `is null or`.
 */
export function checkEnum(
  nombre: string,
  columna: AnyPgColumn,
  valores: readonly (number | string)[],
) {
  return check(nombre, sql`${columna} in (${listaSql(valores)})`);
}
