import { inicioFabricanteSchema, REFRESCO_PANEL_PROVEEDOR_MS } from '@nemu/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pedir } from '../../../shared/api/consulta';

export const panelKeys = { inicio: ['proveedor', 'inicio'] as const };

/** Panel del proveedor: se refresca cada 30 s (§9) mientras la pestaña está visible. */
export const inicioQueryOptions = () =>
  queryOptions({
    queryKey: panelKeys.inicio,
    queryFn: ({ signal }) =>
      pedir(inicioFabricanteSchema, '/inicio-fabricante/', { senal: signal }),
    refetchInterval: REFRESCO_PANEL_PROVEEDOR_MS,
  });

export const useInicioFabricante = () => useQuery(inicioQueryOptions());

export function useCambiarApertura() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (abierto: boolean) =>
      pedir(inicioFabricanteSchema, '/fabricante-abierto/', {
        metodo: 'POST',
        cuerpo: { abierto },
      }),
    onSuccess: (datos) => cliente.setQueryData(panelKeys.inicio, datos),
  });
}
