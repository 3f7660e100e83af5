import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../api/cliente-api';
import { datosDe } from '../api/consulta';
import { tarjetaProductoSchema } from '../tienda/tienda.schema';
import { busquedaKeys } from './busqueda.keys';

// Aparte de busqueda.api: la caja de búsqueda de la portada no arrastra el listado paginado.
export const useSugerencias = (texto: string) =>
  useQuery({
    queryKey: busquedaKeys.sugerencias(texto),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/producto_buscador2/', {
          parametros: { search: texto },
          esquema: z.array(tarjetaProductoSchema),
          senal: signal,
        }),
      ),
    enabled: texto.trim().length >= 2,
    staleTime: 30_000,
  });
