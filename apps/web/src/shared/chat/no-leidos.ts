// Mensajes de chat sin leer por pedido (GET /pedidos-chat/), compartidos por las pantallas del
// cliente, del transportista y por el chat (que al leer una conversación la marca como leída).
import { paginaPedidosChatSchema, TAMANO_PAGINA_MAXIMO, type PedidoConChat } from '@nemu/domain';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pedir } from '../api/consulta';
import { useHaySesion } from '../sesion/sesion.store';
import { useEventoTiempoReal } from '../tiempo-real/tiempo-real';

export const noLeidosKeys = { todo: ['chat-no-leidos'] as const };

const NINGUNO: ReadonlyMap<number, number> = new Map();

/** Vuelve a pedir los no leídos (al llegar un mensaje o al abrir una conversación). */
export const refrescarNoLeidos = (cliente: QueryClient) =>
  cliente.invalidateQueries({ queryKey: noLeidosKeys.todo });

function porPedido(pagina: { results: PedidoConChat[] }): ReadonlyMap<number, number> {
  return new Map(pagina.results.filter((p) => p.no_leidos > 0).map((p) => [p.id, p.no_leidos]));
}

/**
 * No leídos por pedido (sólo los pedidos con alguno): /pedidos-chat/ filtrado con `no_leidos`,
 * del último mensaje más reciente al más antiguo. Se refresca con los eventos en vivo `chat` y
 * `notificacion`. Si la consulta falla, no hay no leídos que mostrar.
 */
export function useNoLeidosChat(): ReadonlyMap<number, number> {
  const haySesion = useHaySesion();
  const cliente = useQueryClient();
  const consulta = useQuery({
    queryKey: noLeidosKeys.todo,
    queryFn: ({ signal }) =>
      pedir(paginaPedidosChatSchema, '/pedidos-chat/', {
        parametros: { no_leidos: true, page_size: TAMANO_PAGINA_MAXIMO },
        senal: signal,
      }),
    select: porPedido,
    enabled: haySesion,
  });
  const refrescar = () => void refrescarNoLeidos(cliente);
  useEventoTiempoReal('chat', refrescar);
  useEventoTiempoReal('notificacion', refrescar);
  return consulta.data ?? NINGUNO;
}

/** No leídos de un pedido (0 si no tiene o si la consulta falló). */
export const useNoLeidosPedido = (pedido: number): number => useNoLeidosChat().get(pedido) ?? 0;

/** «1 mensaje nuevo», «3 mensajes nuevos». */
export const textoMensajesNuevos = (n: number) =>
  n === 1 ? '1 mensaje nuevo' : `${n} mensajes nuevos`;

/** «1 mensaje sin leer», «3 mensajes sin leer» (texto accesible del contador). */
export const textoMensajesSinLeer = (n: number) =>
  n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`;
