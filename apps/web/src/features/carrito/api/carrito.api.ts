import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { asegurarClaveCarrito } from '../../../shared/tienda/clave-carrito';

const lineaSchema = z.object({
  id: z.number(),
  linea: z.number(),
  nombre: z.string(),
  fabricante: z.string().nullable(),
  precio: z.number(),
  precio_mayorista: z.number().nullable(),
  cantidad_minima_mayorista: z.number(),
  cantidad_disponible: z.number(),
  imagen: z.string(),
  cantidad: z.number(),
  variante: z
    .object({
      id: z.number(),
      precio: z.number(),
      color: z.string().nullable(),
      medida: z.string().nullable(),
    })
    .nullable(),
  precio_mejorado: z.boolean(),
  precio_aplicado: z.number(),
  total: z.number(),
});
export type LineaCarrito = z.infer<typeof lineaSchema>;

export const carritoSchema = z.object({
  productos: z.array(lineaSchema),
  compra_mejorada: z.boolean(),
  envio_sin_hora: z.boolean(),
  entregaDesde: z.string().nullable(),
  entregaHasta: z.string().nullable(),
  totales: z.object({
    subtotal: z.number(),
    total: z.number(),
    diferencia: z.number(),
    cantidadItems: z.number(),
  }),
});
export type Carrito = z.infer<typeof carritoSchema>;

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
      return datosDe(solicitar('/carrito/', { esquema: carritoSchema, senal: signal }));
    },
  });

export const useCarrito = () => useQuery(carritoQueryOptions(useHaySesion()));

export const cambiarCarrito = (cambio: CambioCarrito) => {
  asegurarClaveCarrito();
  return solicitar('/carrito/', { metodo: 'POST', cuerpo: cambio, esquema: carritoSchema });
};

export const configurarEntrega = (entrega: EntregaCarrito) => {
  asegurarClaveCarrito();
  return solicitar('/carrito/', { metodo: 'PATCH', cuerpo: entrega, esquema: carritoSchema });
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
