import {
  carritoRespuestaSchema,
  costoEnvioSchema,
  datoFacturacionSchema,
  direccionSchema,
  fechaEstimadaSchema,
  listaTarjetasSchema,
  nuevaTarjetaSchema,
  respuestaCompraSchema,
  type DatoFacturacion,
  type Direccion,
} from '@nemu/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { enviar, pedir } from '../../../shared/api/consulta';

export type DireccionCheckout = Direccion;
export type DatoFacturacionCheckout = DatoFacturacion;

export const checkoutKeys = {
  carrito: ['checkout', 'carrito'] as const,
  direcciones: ['checkout', 'direcciones'] as const,
  facturacion: ['checkout', 'facturacion'] as const,
  tarjetas: ['checkout', 'tarjetas'] as const,
  envio: (direccion: number | null, fabricantes: string) =>
    ['checkout', 'envio', direccion, fabricantes] as const,
  fecha: (fabricantes: string) => ['checkout', 'fecha', fabricantes] as const,
};

export const useCarritoCheckout = () =>
  useQuery({
    queryKey: checkoutKeys.carrito,
    queryFn: ({ signal }) => pedir(carritoRespuestaSchema, '/carrito/', { senal: signal }),
  });

export const useDireccionesCheckout = () =>
  useQuery({
    queryKey: checkoutKeys.direcciones,
    queryFn: ({ signal }) => pedir(z.array(direccionSchema), '/direccion/', { senal: signal }),
  });

export const useFacturacionCheckout = () =>
  useQuery({
    queryKey: checkoutKeys.facturacion,
    queryFn: ({ signal }) =>
      pedir(z.array(datoFacturacionSchema), '/datos-facturacion/', { senal: signal }),
  });

/** proveedor: el de PAGOS_PROVEEDOR (undefined mientras se consulta la configuración). */
export const useTarjetasCheckout = (proveedor: string | undefined) =>
  useQuery({
    queryKey: checkoutKeys.tarjetas,
    enabled: proveedor !== undefined,
    queryFn: ({ signal }) =>
      pedir(listaTarjetasSchema, `/${proveedor}/tarjeta/`, { senal: signal }).then(
        (r) => r.tarjetas,
      ),
  });

export const useCostoEnvio = (direccion: number | null, fabricantes: string) =>
  useQuery({
    queryKey: checkoutKeys.envio(direccion, fabricantes),
    enabled: direccion !== null && fabricantes !== '',
    queryFn: ({ signal }) =>
      pedir(costoEnvioSchema, `/costo_envio/${direccion}/`, {
        senal: signal,
        parametros: { fabricantes },
      }),
  });

export const useFechaEstimada = (fabricantes: string) =>
  useQuery({
    queryKey: checkoutKeys.fecha(fabricantes),
    enabled: fabricantes !== '',
    queryFn: ({ signal }) =>
      pedir(fechaEstimadaSchema, '/fecha-estimada/', {
        senal: signal,
        parametros: { fabricantes },
      }),
  });

export const useNuevaTarjeta = (proveedor: string | undefined) =>
  useMutation({
    mutationFn: () => pedir(nuevaTarjetaSchema, `/${proveedor}/tarjeta/`, { metodo: 'POST' }),
  });

/** Devuelve el resultado tal cual: el 409 de total cambiado se trata en el formulario. */
export const useComprar = () =>
  useMutation({
    mutationFn: ({ ruta, cuerpo }: { ruta: '/single-buy/' | '/pedido/create/'; cuerpo: unknown }) =>
      enviar(respuestaCompraSchema, ruta, { metodo: 'POST', cuerpo }),
  });
