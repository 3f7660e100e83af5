import { Navigate, useParams, useSearchParams } from 'react-router';
import { DetallePedido } from '../../../features/pedidos/components/detalle-pedido';
import { ListaPedidos } from '../../../features/pedidos/components/lista-pedidos';
import { RastreoPedido } from '../../../features/pedidos/components/rastreo-pedido';

export function PedidosPage() {
  return <ListaPedidos />;
}

export function PedidoDetallePage() {
  const { id } = useParams();
  return <DetallePedido id={Number(id)} />;
}

export function RastreoPedidoPage() {
  const { id } = useParams();
  const [consulta] = useSearchParams();
  // Enlace del aviso de chat (`?chat=1`): abre la conversación del pedido.
  if (consulta.has('chat')) return <Navigate to={`/pedidos/${id}/chat`} replace />;
  return <RastreoPedido id={Number(id)} />;
}
