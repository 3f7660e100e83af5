import type { Notificacion } from '@nemu/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar } from '../../../shared/api/cliente-api';
import { useEventoTiempoReal } from '../../../shared/tiempo-real/tiempo-real';
import { datosDe } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';
import { panelKeys } from './panel.api';

export interface PaginaNotificaciones {
  count: number;
  next: string | null;
  previous: string | null;
  results: Notificacion[];
}

export const TAMANO_PAGINA_NOTIFICACIONES = 10;

export const notificacionesKeys = {
  todo: ['notificaciones'] as const,
  lista: (page: number, soloNoLeidas: boolean) =>
    [...notificacionesKeys.todo, page, soloNoLeidas] as const,
};

export const useNotificaciones = (page: number, soloNoLeidas: boolean) =>
  useQuery({
    queryKey: notificacionesKeys.lista(page, soloNoLeidas),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/notificaciones/', {
          parametros: {
            page,
            page_size: TAMANO_PAGINA_NOTIFICACIONES,
            leida: soloNoLeidas ? false : undefined,
          },
          senal: signal,
        }),
      ) as Promise<PaginaNotificaciones>,
    placeholderData: keepPreviousData,
  });

/** Tras marcar, se refrescan la lista y el contador del panel. */
function useMarcar<V>(accion: (v: V) => Promise<ResultadoApi<unknown> | null>) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: accion,
    onSuccess: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: notificacionesKeys.todo }),
        cliente.invalidateQueries({ queryKey: panelKeys.inicio }),
      ]),
  });
}

export const useMarcarLeida = () =>
  useMarcar((id: number) =>
    solicitar(`/notificaciones/${id}/`, { metodo: 'PATCH', cuerpo: { leida: true } }),
  );

export const useMarcarTodas = () =>
  useMarcar(() => solicitar('/notificaciones/leer-todas/', { metodo: 'POST' }));

/**
 * En vivo por el canal /ws: cada notificación nueva refresca la lista y los contadores del panel
 * (la campana y «sin leer») sin recargar la página.
 */
export function useNotificacionesEnVivo() {
  const cliente = useQueryClient();
  useEventoTiempoReal('notificacion', () => {
    void cliente.invalidateQueries({ queryKey: notificacionesKeys.todo });
    void cliente.invalidateQueries({ queryKey: panelKeys.inicio });
  });
}
