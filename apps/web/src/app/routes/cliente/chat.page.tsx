import { useParams } from 'react-router';
import { ChatPedido } from '../../../features/chat/components/chat-pedido';

/** `/pedidos/:id/chat`: el cliente conversa con el transportista de su pedido. */
export function ChatPedidoPage() {
  const { id } = useParams();
  return <ChatPedido pedido={Number(id)} volverA={`/pedidos/${id}`} />;
}
