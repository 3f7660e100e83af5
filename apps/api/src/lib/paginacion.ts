import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { MENSAJES, type ConsultaPaginada } from '@nemu/domain';
import { NoEncontrado } from './errores.js';

export interface Pagina<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * `ordering` al estilo DRF: `campo`, `-campo`, lista separada por comas. Sólo campos
 * permitidos; los desconocidos se ignoran. Sin orden válido se usa `porDefecto`.
 */
export function ordenDesde(
  ordering: string | undefined,
  permitidos: Record<string, AnyPgColumn | SQL>,
  porDefecto: SQL[],
): SQL[] {
  const orden: SQL[] = [];
  for (const parte of (ordering ?? '').split(',')) {
    const campo = parte.trim().replace(/^-/, '');
    const columna = permitidos[campo];
    if (columna === undefined) continue;
    orden.push(parte.trim().startsWith('-') ? desc(columna) : asc(columna));
  }
  return orden.length > 0 ? orden : porDefecto;
}

function urlPagina(request: FastifyRequest, page: number | null): string | null {
  if (page === null) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** Página `{count, next, previous, results}`; una página fuera de rango es 404 como en DRF. */
export async function paginar<T>(
  request: FastifyRequest,
  consulta: ConsultaPaginada,
  fuente: {
    contar: () => Promise<number>;
    listar: (limit: number, offset: number) => PromiseLike<T[]>;
  },
): Promise<Pagina<T>> {
  const count = await fuente.contar();
  const paginas = Math.max(1, Math.ceil(count / consulta.page_size));
  if (consulta.page > paginas) throw new NoEncontrado(MENSAJES.paginaInvalida);
  const results = await fuente.listar(consulta.page_size, (consulta.page - 1) * consulta.page_size);
  return {
    count,
    next: urlPagina(request, consulta.page < paginas ? consulta.page + 1 : null),
    previous: urlPagina(request, consulta.page > 1 ? consulta.page - 1 : null),
    results,
  };
}
