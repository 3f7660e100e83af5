import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { carritoRespuestaSchema } from '@nemu/domain';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { asegurarClaveCarrito } from '../../../shared/tienda/clave-carrito';

export type {
  CarritoRespuesta as Carrito,
  LineaCarritoRespuesta as LineaCarrito,
} from '@nemu/domain';

export interface CambioCarrito {
  producto_id: number;
  cantidad: number;
  variante?: number | null;
  eliminar?: boolean;
  precio_mejorado?: boolean;
}

export interface EntregaCarrito {
  envio_sin_hora?: boolean;
  entrega_desde?: string | null;
  entrega_hasta?: string | null;
  compra_mejorada?: boolean;
}

export const carritoKeys = {
  todo: ['carrito'] as const,
  carrito: (conSesion: boolean) => [...carritoKeys.todo, conSesion] as const,
};

export const carritoQueryOptions = (conSesion: boolean) =>
  queryOptions({
    queryKey: carritoKeys.carrito(conSesion),
    queryFn: ({ signal }) => {
      asegurarClaveCarrito();
      return datosDe(solicitar('/carrito/', { esquema: carritoRespuestaSchema, senal: signal }));
    },
  });

export const useCarrito = () => useQuery(carritoQueryOptions(useHaySesion()));

export const cambiarCarrito = (cambio: CambioCarrito) => {
  asegurarClaveCarrito();
  return solicitar('/carrito/', {
    metodo: 'POST',
    cuerpo: cambio,
    esquema: carritoRespuestaSchema,
  });
};

export const configurarEntrega = (entrega: EntregaCarrito) => {
  asegurarClaveCarrito();
  return solicitar('/carrito/', {
    metodo: 'PATCH',
    cuerpo: entrega,
    esquema: carritoRespuestaSchema,
  });
};

/** Mutaciones del carrito: el carrito que devuelve la API reemplaza al de la caché. */
function useMutacionCarrito<T>(fn: (datos: T) => ReturnType<typeof cambiarCarrito>) {
  const cliente = useQueryClient();
  const conSesion = useHaySesion();
  return useMutation({
    mutationFn: fn,
    onSuccess: (resultado) => {
      if (resultado?.kind === 'ok')
        cliente.setQueryData(carritoKeys.carrito(conSesion), resultado.data);
    },
  });
}

export const useCambiarCarrito = () => useMutacionCarrito(cambiarCarrito);
export const useConfigurarEntrega = () => useMutacionCarrito(configurarEntrega);
