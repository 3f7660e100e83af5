import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { useProveedorTarjetas } from '../../pagos/api/pagos.api';

export interface Tarjeta {
  card_id: string;
  card_masked_number: string;
  expiration_date: string | null;
  card_brand: string;
  card_type: string | null;
  default: boolean;
}

const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

export const tarjetasKeys = { lista: ['tarjetas'] as const };

/** Las rutas llevan el procesador del servidor (PAGOS_PROVEEDOR): `/{proveedor}/tarjeta/`. */
export function useTarjetas() {
  const proveedor = useProveedorTarjetas();
  return useQuery({
    queryKey: tarjetasKeys.lista,
    enabled: proveedor !== undefined,
    queryFn: ({ signal }) =>
      pedir<{ tarjetas: Tarjeta[] }>(`/${proveedor}/tarjeta/`, { senal: signal }).then(
        (r) => r.tarjetas,
      ),
  });
}

export function usePredeterminarTarjeta() {
  const cliente = useQueryClient();
  const proveedor = useProveedorTarjetas();
  return useMutation({
    mutationFn: (cardId: string) =>
      pedir<Tarjeta>(`/${proveedor}/tarjeta/${cardId}/`, {
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
      pedir<unknown>(`/${proveedor}/tarjeta/${cardId}/`, { metodo: 'DELETE' }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: tarjetasKeys.lista }),
  });
}

export function useNuevaTarjeta() {
  const proveedor = useProveedorTarjetas();
  return useMutation({
    mutationFn: () =>
      pedir<{ url: string; card_id: string }>(`/${proveedor}/tarjeta/`, { metodo: 'POST' }),
  });
}
