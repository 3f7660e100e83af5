import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listaTarjetasSchema,
  nuevaTarjetaSchema,
  tarjetaRespuestaSchema,
  type TarjetaRespuesta,
} from '@nemu/domain';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe, pedir } from '../../../shared/api/consulta';
import { useProveedorTarjetas } from '../../pagos/api/pagos.api';

export type Tarjeta = TarjetaRespuesta;

export const tarjetasKeys = { lista: ['tarjetas'] as const };

/** Las rutas llevan el procesador del servidor (PAGOS_PROVEEDOR): `/{proveedor}/tarjeta/`. */
export function useTarjetas() {
  const proveedor = useProveedorTarjetas();
  return useQuery({
    queryKey: tarjetasKeys.lista,
    enabled: proveedor !== undefined,
    queryFn: ({ signal }) =>
      pedir(listaTarjetasSchema, `/${proveedor}/tarjeta/`, { senal: signal }).then(
        (r) => r.tarjetas,
      ),
  });
}

export function usePredeterminarTarjeta() {
  const cliente = useQueryClient();
  const proveedor = useProveedorTarjetas();
  return useMutation({
    mutationFn: (cardId: string) =>
      pedir(tarjetaRespuestaSchema, `/${proveedor}/tarjeta/${cardId}/`, {
        metodo: 'PATCH',
        cuerpo: { default: true },
      }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: tarjetasKeys.lista }),
  });
}

export function useEliminarTarjeta() {
  const cliente = useQueryClient();
  const proveedor = useProveedorTarjetas();
  return useMutation({
    mutationFn: (cardId: string) =>
      datosDe(solicitar(`/${proveedor}/tarjeta/${cardId}/`, { metodo: 'DELETE' })),
    onSuccess: () => cliente.invalidateQueries({ queryKey: tarjetasKeys.lista }),
  });
}

export function useNuevaTarjeta() {
  const proveedor = useProveedorTarjetas();
  return useMutation({
    mutationFn: () => pedir(nuevaTarjetaSchema, `/${proveedor}/tarjeta/`, { metodo: 'POST' }),
  });
}
