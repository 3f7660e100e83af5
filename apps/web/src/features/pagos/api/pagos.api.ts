import { configuracionPagosSchema } from '@nemu/domain';
import { useQuery } from '@tanstack/react-query';
import { pedir } from '../../../shared/api/consulta';

export const pagosKeys = { configuracion: ['pagos', 'configuracion'] as const };

export const useConfigPagos = () =>
  useQuery({
    queryKey: pagosKeys.configuracion,
    queryFn: ({ signal }) =>
      pedir(configuracionPagosSchema, '/pagos/configuracion/', { senal: signal }),
    staleTime: Infinity,
  });

/** Prefijo de las rutas de tarjetas (`/{proveedor}/tarjeta/`); undefined mientras carga. */
export const useProveedorTarjetas = () => useConfigPagos().data?.proveedor;
