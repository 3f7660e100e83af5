import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paginaSchema, type ParametrosBuscador } from '@nemu/domain';
import { solicitar } from '../api/cliente-api';
import { datosDe } from '../api/consulta';
import { tarjetaProductoSchema } from '../tienda/tienda.schema';
import { busquedaKeys } from './busqueda.keys';

const SUGERENCIAS = 8;

// Aparte de busqueda.api: la caja de búsqueda de la portada no arrastra el listado paginado.
export const useSugerencias = (texto: string) =>
  useQuery({
    queryKey: busquedaKeys.sugerencias(texto),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/producto_buscador2/', {
          parametros: { search: texto, page_size: SUGERENCIAS } satisfies ParametrosBuscador,
          esquema: paginaSchema(tarjetaProductoSchema),
          senal: signal,
        }),
      ),
    select: (pagina) => pagina.results,
    enabled: texto.trim().length >= 2,
    staleTime: 30_000,
    // Mientras llegan las de lo último escrito quedan las anteriores: la lista no se vacía a
    // cada tecla ni desaparece la opción que el usuario está tocando.
    placeholderData: keepPreviousData,
  });
