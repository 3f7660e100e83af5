import { z } from 'zod';
import { consultaPaginada } from '@nemu/domain';

function marcarPaginado(q: unknown): unknown {
  const obj = (q ?? {}) as Record<string, unknown>;
  return { ...obj, paginado: ['page', 'page_size', 'perPage'].some((k) => obj[k] !== undefined) };
}

/**
 * Parámetros de un listado: los de la paginación DRF, filtros extra, y `paginado`, verdadero
 * cuando el cliente pidió página (`page`, `page_size` o `perPage`); si no, la respuesta es una
 * lista simple.
 */
export function consultaListado<S extends z.ZodRawShape>(filtros: S) {
  return z.preprocess(marcarPaginado, consultaPaginada({ paginado: z.boolean(), ...filtros }));
}

export const consultaListadoSchema = consultaListado({});
