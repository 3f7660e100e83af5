import { useQuery } from '@tanstack/react-query';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

/** Procesador de tarjetas del servidor (PAGOS_PROVEEDOR) y, con Bancard, su JS de checkout. */
export interface ConfigPagos {
  proveedor: 'sandbox' | 'bancard';
  checkout_js: string | null;
}

export const pagosKeys = { configuracion: ['pagos', 'configuracion'] as const };

export const useConfigPagos = () =>
  useQuery({
    queryKey: pagosKeys.configuracion,
    queryFn: ({ signal }) =>
      datosDe(solicitar('/pagos/configuracion/', { senal: signal })) as Promise<ConfigPagos>,
    staleTime: Infinity,
  });

/** Prefijo de las rutas de tarjetas (`/{proveedor}/tarjeta/`); undefined mientras carga. */
export const useProveedorTarjetas = () => useConfigPagos().data?.proveedor;
