// Paged list query (arquitectura §3): page, page_size (alias perPage), ordering, search.
import { z } from 'zod';
import { TAMANO_PAGINA_MAXIMO, TAMANO_PAGINA_POR_DEFECTO } from '../constantes.js';
import { sanitizarTexto } from '../reglas/texto.rules.js';
import './errores-zod.schema.js';

const tamano = z.coerce.number().int().min(1).max(TAMANO_PAGINA_MAXIMO);

/** Base fields; extend them with filters through `consultaPaginada`. */
export const camposConsultaPaginada = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: tamano.default(TAMANO_PAGINA_POR_DEFECTO),
  /** Alias of page_size sent by some clients; folded into page_size before parsing. */
  perPage: tamano.optional(),
  /** Field names, "-" for descending, comma-separated: "-fecha,id". */
  ordering: z
    .string()
    .regex(/^-?[a-z_][a-z0-9_]*(?:,-?[a-z_][a-z0-9_]*)*$/i)
    .optional(),
  search: z.string().transform(sanitizarTexto).pipe(z.string().max(200)).optional(),
};

function unirAlias(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  const q = v as Record<string, unknown>;
  return q.page_size === undefined && q.perPage !== undefined ? { ...q, page_size: q.perPage } : v;
}

/** Paged query schema with extra filters; `perPage` is accepted as alias of `page_size`. */
export function consultaPaginada<F extends z.ZodRawShape>(filtros: F) {
  return z.preprocess(unirAlias, z.object({ ...camposConsultaPaginada, ...filtros }));
}

export const consultaPaginadaSchema = consultaPaginada({});
export type ConsultaPaginada = z.output<typeof consultaPaginadaSchema>;

/** Paged answer `{count, next, previous, results}` for a given item schema. */
export function paginaSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().min(0),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
