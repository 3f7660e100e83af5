import { and, count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import { ordenDesde, paginar, type Pagina } from './paginacion.js';

/** Condición de `search`: cada palabra aparece (sin acentos ni mayúsculas) en alguna columna. */
export function condicionBusqueda(
  search: string | undefined,
  columnas: readonly AnyPgColumn[],
): SQL | undefined {
  const palabras = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (palabras.length === 0 || columnas.length === 0) return undefined;
  return and(
    ...palabras.map((p) =>
      or(...columnas.map((c) => ilike(sql`f_unaccent(${c})`, sql`'%' || f_unaccent(${p}) || '%'`))),
    ),
  );
}

export interface DefinicionListado<T> {
  contar: (where: SQL | undefined) => Promise<number>;
  listar: (
    where: SQL | undefined,
    orden: SQL[],
    limit?: number,
    offset?: number,
  ) => PromiseLike<T[]>;
  buscarEn: readonly AnyPgColumn[];
  ordenables: Record<string, AnyPgColumn | SQL>;
  ordenPorDefecto: SQL[];
  filtro?: SQL | undefined;
}

/**
 * Listado con `search` y `ordering`: paginado si se pide `page`/`page_size`/`perPage`,
 * lista simple si no (la especificación usa ambas formas).
 */
export async function listado<T>(
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean },
  def: DefinicionListado<T>,
): Promise<Pagina<T> | T[]> {
  const where = and(def.filtro, condicionBusqueda(consulta.search, def.buscarEn));
  const orden = ordenDesde(consulta.ordering, def.ordenables, def.ordenPorDefecto);
  if (!consulta.paginado) return def.listar(where, orden);
  return paginar(request, consulta, {
    contar: () => def.contar(where),
    listar: (limit, offset) => def.listar(where, orden, limit, offset),
  });
}

/** Aplica filtro, orden y, si se pide, página a una consulta dinámica de Drizzle. */
export function aplicarListado<Q extends PgSelect>(
  q: Q,
  where: SQL | undefined,
  orden: SQL[],
  limit?: number,
  offset?: number,
): Q {
  const filtrada = q.where(where).orderBy(...orden);
  return limit === undefined ? filtrada : filtrada.limit(limit).offset(offset ?? 0);
}

/** Cuenta filas de una tabla con un filtro. */
export async function contarFilas(db: Db, tabla: PgTable, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(tabla).where(where))[0]?.n ?? 0;
}
