import { useMutation, useQuery } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';

export interface ProductoCarrito {
  id: number;
  nombre: string;
  fabricante: string | null;
  fabricante_id: number;
  cantidad: number;
  precio_aplicado: number;
  total: number;
  imagen: string | null;
  variante: { id: number } | null;
}

export interface CarritoCheckout {
  productos: ProductoCarrito[];
  compra_mejorada: boolean;
  totales: { subtotal: number; total: number; cantidadItems: number };
}

export interface DireccionCheckout {
  id: number;
  nombre: string;
  calle_principal: string;
  numero: string | null;
  default: boolean;
}

export interface DatoFacturacionCheckout {
  id: number;
  razon_social: string;
  ruc: string;
  default: boolean;
}

export interface TarjetaCheckout {
  card_id: string;
  card_masked_number: string;
  card_brand: string;
  default: boolean;
}

export interface RespuestaCompra {
  url: string | null;
  transaccion_id: string | null;
  exitoso: boolean;
  mensaje_transaccion: string | null;
  pedido_id: number;
}

const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

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
    queryFn: ({ signal }) => pedir<CarritoCheckout>('/carrito/', { senal: signal }),
  });

export const useDireccionesCheckout = () =>
  useQuery({
    queryKey: checkoutKeys.direcciones,
    queryFn: ({ signal }) => pedir<DireccionCheckout[]>('/direccion/', { senal: signal }),
  });

export const useFacturacionCheckout = () =>
  useQuery({
    queryKey: checkoutKeys.facturacion,
    queryFn: ({ signal }) =>
      pedir<DatoFacturacionCheckout[]>('/datos-facturacion/', { senal: signal }),
  });

/** proveedor: el de PAGOS_PROVEEDOR (undefined mientras se consulta la configuración). */
export const useTarjetasCheckout = (proveedor: string | undefined) =>
  useQuery({
    queryKey: checkoutKeys.tarjetas,
    enabled: proveedor !== undefined,
    queryFn: ({ signal }) =>
      pedir<{ tarjetas: TarjetaCheckout[] }>(`/${proveedor}/tarjeta/`, { senal: signal }).then(
        (r) => r.tarjetas,
      ),
  });

export const useCostoEnvio = (direccion: number | null, fabricantes: string) =>
  useQuery({
    queryKey: checkoutKeys.envio(direccion, fabricantes),
    enabled: direccion !== null && fabricantes !== '',
    queryFn: ({ signal }) =>
      pedir<{ costo_envio: number }>(`/costo_envio/${direccion}/`, {
        senal: signal,
        parametros: { fabricantes },
      }),
  });

export const useFechaEstimada = (fabricantes: string) =>
  useQuery({
    queryKey: checkoutKeys.fecha(fabricantes),
    enabled: fabricantes !== '',
    queryFn: ({ signal }) =>
      pedir<{ fecha: string }>('/fecha-estimada/', { senal: signal, parametros: { fabricantes } }),
  });

export const useNuevaTarjeta = (proveedor: string | undefined) =>
  useMutation({
    mutationFn: () =>
      pedir<{ url: string; card_id: string }>(`/${proveedor}/tarjeta/`, { metodo: 'POST' }),
  });

/** Devuelve el resultado tal cual: el 409 de total cambiado se trata en el formulario. */
export const useComprar = () =>
  useMutation({
    mutationFn: async ({
      ruta,
      cuerpo,
    }: {
      ruta: '/single-buy/' | '/pedido/create/';
      cuerpo: unknown;
    }) =>
      (await solicitar(ruta, { metodo: 'POST', cuerpo })) as ResultadoApi<RespuestaCompra> | null,
  });
