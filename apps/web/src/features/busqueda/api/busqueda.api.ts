import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  categoriaPlanaSchema,
  paginaSchema,
  textoRangoPrecio,
  type ParametrosBuscador,
} from '@nemu/domain';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { tarjetaProductoSchema } from '../../../shared/tienda/tienda.schema';
import { busquedaKeys } from '../../../shared/busqueda/busqueda.keys';

export interface FiltrosBusqueda {
  search: string;
  categoria: number | null;
  precioMin: number | null;
  precioMax: number | null;
  calificacion: number | null;
  ordering: string | null;
  page: number;
}

export const TAMANO_PAGINA = 20;

const parametros = (f: FiltrosBusqueda): ParametrosBuscador => ({
  search: f.search || null,
  categoria: f.categoria,
  rango_precio: textoRangoPrecio(f.precioMin, f.precioMax),
  calificacion: f.calificacion,
  ordering: f.ordering,
  page: f.page,
  page_size: TAMANO_PAGINA,
});

export const useBusqueda = (f: FiltrosBusqueda) =>
  useQuery({
    queryKey: busquedaKeys.resultados(f),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/producto_buscador/', {
          parametros: parametros(f),
          esquema: paginaSchema(tarjetaProductoSchema),
          senal: signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useCategoriasFiltro = () =>
  useQuery({
    queryKey: busquedaKeys.categorias(),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/categoria/', {
          esquema: z.array(categoriaPlanaSchema.extend({ tiene_productos: z.boolean() })),
          senal: signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
