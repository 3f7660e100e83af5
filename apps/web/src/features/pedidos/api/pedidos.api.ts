import {
  contrasenaPedidoSchema,
  detallePedidoSchema,
  paginaSchema,
  rastreoPedidoSchema,
  resumenPedidoSchema,
  type RastreoPedido,
  verificacionPagoSchema,
} from '@nemu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pedir } from '../../../shared/api/consulta';
import { useEventoTiempoReal, useSuscripcionPedido } from '../../../shared/tiempo-real/tiempo-real';

export const pedidosKeys = {
  lista: (page: number) => ['pedidos', 'lista', page] as const,
  detalle: (id: number) => ['pedidos', 'detalle', id] as const,
  pin: (id: number) => ['pedidos', 'pin', id] as const,
  rastreo: (id: number) => ['pedidos', 'rastreo', id] as const,
  verificacion: (id: string, tipo = '') => ['pedidos', 'verificacion', id, tipo] as const,
};

export const TAMANO_PAGINA_PEDIDOS = 10;

export const usePedidos = (page: number) =>
  useQuery({
    queryKey: pedidosKeys.lista(page),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(resumenPedidoSchema), '/pedido/', {
        senal: signal,
        parametros: { page, page_size: TAMANO_PAGINA_PEDIDOS },
      }),
  });

export const usePedido = (id: number) =>
  useQuery({
    queryKey: pedidosKeys.detalle(id),
    queryFn: ({ signal }) => pedir(detallePedidoSchema, `/pedido/${id}/`, { senal: signal }),
  });

export const usePinPedido = (id: number, habilitado: boolean) =>
  useQuery({
    queryKey: pedidosKeys.pin(id),
    enabled: habilitado,
    queryFn: ({ signal }) =>
      pedir(contrasenaPedidoSchema, '/pedido-contrasena/', {
        senal: signal,
        parametros: { id_pedido: id },
      }),
  });

export const useRastreo = (id: number) =>
  useQuery({
    queryKey: pedidosKeys.rastreo(id),
    queryFn: ({ signal }) =>
      pedir(rastreoPedidoSchema, `/rastrear-pedido/${id}/`, { senal: signal }),
    refetchInterval: 30_000,
  });

const posicionSchema = rastreoPedidoSchema.shape.posicion_transportista;

/**
 * Rastreo que se actualiza solo: suscrito al canal del pedido, cada `ubicacion` mueve al
 * transportista sin volver a pedir nada y cada `estado` vuelve a leer el rastreo y el detalle.
 */
export function useRastreoEnVivo(id: number) {
  const cliente = useQueryClient();
  useSuscripcionPedido(id);
  useEventoTiempoReal('ubicacion', (datos, pedidoId) => {
    if (pedidoId !== id) return;
    const posicion = posicionSchema.safeParse(datos);
    if (!posicion.success) return;
    cliente.setQueryData<RastreoPedido>(pedidosKeys.rastreo(id), (previo) =>
      previo ? { ...previo, posicion_transportista: posicion.data } : previo,
    );
  });
  useEventoTiempoReal('estado', (_datos, pedidoId) => {
    if (pedidoId !== id) return;
    void cliente.invalidateQueries({ queryKey: pedidosKeys.rastreo(id) });
    void cliente.invalidateQueries({ queryKey: pedidosKeys.detalle(id) });
  });
  return useRastreo(id);
}

/** Consulta el pago cada 2 s mientras la confirmación del procesador no llegó. */
/** tipo=pagopar: Pagopar devuelve al comprador con su hash de pedido como transacción. */
export const useVerificacion = (transaccionId: string, tipo?: string) =>
  useQuery({
    queryKey: pedidosKeys.verificacion(transaccionId, tipo),
    enabled: transaccionId !== '',
    queryFn: ({ signal }) =>
      pedir(verificacionPagoSchema, '/verificar-transaccion/', {
        senal: signal,
        parametros: { transaccion_id: transaccionId, tipo },
      }),
    refetchInterval: (q) => (q.state.data?.estado === 'pendiente' ? 2000 : false),
  });
