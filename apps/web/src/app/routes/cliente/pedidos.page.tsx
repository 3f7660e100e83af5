import { useParams } from 'react-router';
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
  return <RastreoPedido id={Number(id)} />;
}
