import { Stack } from '@mantine/core';
import { EstadoPedido } from '@nemu/domain';
import { useParams, useSearchParams } from 'react-router';
import { CalificarPedido } from '../../../features/calificaciones/components/calificar-pedido';
import { usePedido } from '../../../features/pedidos/api/pedidos.api';
import { DetallePedido } from '../../../features/pedidos/components/detalle-pedido';
import { ListaPedidos } from '../../../features/pedidos/components/lista-pedidos';
import { RastreoPedido } from '../../../features/pedidos/components/rastreo-pedido';
import { Redireccion } from '../../../shared/navegacion/redireccion';

export function PedidosPage() {
  return <ListaPedidos />;
}

export function PedidoDetallePage() {
  const { id } = useParams();
  const pedido = usePedido(Number(id));
  return (
    <Stack maw={720} mx="auto" w="100%">
      <DetallePedido id={Number(id)} />
      <CalificarPedido
        pedido={Number(id)}
        entregado={pedido.data?.estado === EstadoPedido.ENTREGADO}
      />
    </Stack>
  );
}

export function RastreoPedidoPage() {
  const { id } = useParams();
  const [consulta] = useSearchParams();
  // Enlace del aviso de chat (`?chat=1`): abre la conversación del pedido.
  if (consulta.has('chat')) return <Redireccion to={`/pedidos/${id}/chat`} />;
  return <RastreoPedido id={Number(id)} />;
}
