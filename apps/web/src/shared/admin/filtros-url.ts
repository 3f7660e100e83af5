import { useCallback, useMemo } from 'react';
import { useParametrosUrl, type CambiosUrl } from '../navegacion/parametros-url';

/** Tamaño de página de las listas del panel de administración. */
export const TAMANO_PAGINA_ADMIN = 20;

export interface FiltrosLista {
  page: number;
  search: string;
  ordering: string;
  /** Filtros propios de cada lista (`moderado`, `activo`…), tal como van en la URL. */
  extra: Record<string, string>;
}

const RESERVADOS = new Set(['page', 'search', 'ordering']);

/** Lee los filtros de una lista de la URL (así un enlace se puede compartir). */
export function filtrosDeUrl(params: URLSearchParams, ordenPorDefecto = ''): FiltrosLista {
  const pagina = Number(params.get('page') ?? '1');
  const extra: Record<string, string> = {};
  params.forEach((valor, clave) => {
    if (!RESERVADOS.has(clave) && valor !== '') extra[clave] = valor;
  });
  return {
    page: Number.isInteger(pagina) && pagina > 0 ? pagina : 1,
    search: params.get('search') ?? '',
    ordering: params.get('ordering') ?? ordenPorDefecto,
    extra,
  };
}

/** Parámetros de la API (forma DRF) para unos filtros. */
export function parametrosApi(f: FiltrosLista, tamano = TAMANO_PAGINA_ADMIN) {
  return {
    page: f.page,
    page_size: tamano,
    search: f.search || undefined,
    ordering: f.ordering || undefined,
    ...f.extra,
  };
}

/** Siguiente orden al tocar una columna: ascendente, descendente, sin orden. */
export function alternarOrden(actual: string, campo: string): string {
  if (actual === campo) return `-${campo}`;
  if (actual === `-${campo}`) return '';
  return campo;
}

/**
 * Filtros de la lista guardados en la URL: cambiar la búsqueda o un filtro vuelve a la
 * página 1; `fijos` (p. ej. `moderado` según la ruta) no se escriben en la URL.
 */
export function useFiltrosUrl(fijos: Record<string, string> = {}, ordenPorDefecto = '') {
  const [params, cambiarParams] = useParametrosUrl();
  const clave = params.toString();
  const claveFijos = JSON.stringify(fijos);
  const filtros = useMemo(() => {
    const f = filtrosDeUrl(new URLSearchParams(clave), ordenPorDefecto);
    return { ...f, extra: { ...f.extra, ...(JSON.parse(claveFijos) as Record<string, string>) } };
  }, [clave, claveFijos, ordenPorDefecto]);

  const cambiar = useCallback(
    (cambios: CambiosUrl, reiniciarPagina = true) =>
      cambiarParams(cambios, { reiniciarPagina, replace: true }),
    [cambiarParams],
  );
  return { filtros, cambiar };
}
