import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';

export interface Tarjeta {
  card_id: string;
  card_masked_number: string;
  expiration_date: string | null;
  card_brand: string;
  card_type: string | null;
  default: boolean;
}

/** Procesador configurado en el servidor (PAGOS_PROVEEDOR); el sandbox por omisión. */
export const PROVEEDOR_TARJETAS = 'sandbox';

const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;

export const tarjetasKeys = { lista: ['tarjetas'] as const };

export const useTarjetas = () =>
  useQuery({
    queryKey: tarjetasKeys.lista,
    queryFn: ({ signal }) =>
      pedir<{ tarjetas: Tarjeta[] }>(`/${PROVEEDOR_TARJETAS}/tarjeta/`, { senal: signal }).then(
        (r) => r.tarjetas,
      ),
  });

export function usePredeterminarTarjeta() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      pedir<Tarjeta>(`/${PROVEEDOR_TARJETAS}/tarjeta/${cardId}/`, {
        metodo: 'PATCH',
        cuerpo: { default: true },
      }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: tarjetasKeys.lista }),
  });
}

export function useEliminarTarjeta() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      pedir<unknown>(`/${PROVEEDOR_TARJETAS}/tarjeta/${cardId}/`, { metodo: 'DELETE' }),
    onSuccess: () => cliente.invalidateQueries({ queryKey: tarjetasKeys.lista }),
  });
}

export const useNuevaTarjeta = () =>
  useMutation({
    mutationFn: () =>
      pedir<{ url: string; card_id: string }>(`/${PROVEEDOR_TARJETAS}/tarjeta/`, {
        metodo: 'POST',
      }),
  });
