import { favoritoSchema as favoritoEntidadSchema } from '@nemu/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { tarjetaProductoSchema } from '../../../shared/tienda/tienda.schema';

const favoritoSchema = favoritoEntidadSchema.pick({ id: true, producto: true, activo: true });
const favoritoListadoSchema = favoritoSchema.extend({ detalle: tarjetaProductoSchema });

export const favoritosKeys = {
  todo: ['favoritos'] as const,
  lista: () => [...favoritosKeys.todo, 'lista'] as const,
};

export const favoritosQueryOptions = () =>
  queryOptions({
    queryKey: favoritosKeys.lista(),
    queryFn: ({ signal }) =>
      datosDe(solicitar('/favorito/', { esquema: z.array(favoritoListadoSchema), senal: signal })),
  });

/** Favoritos del usuario; sin sesión no se consultan. */
export const useFavoritos = () => {
  const conSesion = useHaySesion();
  return useQuery({ ...favoritosQueryOptions(), enabled: conSesion });
};

/** Marca un producto (POST) o cambia un favorito existente (PUT {activo}). */
export const useAlternarFavorito = () => {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({
      productoId,
      favoritoId,
      activo,
    }: {
      productoId: number;
      favoritoId: number | null;
      activo: boolean;
    }) =>
      favoritoId === null
        ? solicitar('/favorito/', {
            metodo: 'POST',
            cuerpo: { producto: productoId },
            esquema: favoritoSchema,
          })
        : solicitar(`/favorito/${favoritoId}/`, {
            metodo: 'PUT',
            cuerpo: { activo },
            esquema: favoritoSchema,
          }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: favoritosKeys.todo }),
  });
};
