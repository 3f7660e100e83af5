import { TipoMensajeChat } from '@nemu/domain';
import { useParams, useSearchParams } from 'react-router';
import { ChatPedido } from '../../../features/chat/components/chat-pedido';
import { CalificacionesRecibidas } from '../../../features/driver-operacion/components/calificaciones-recibidas';
import { DetalleOportunidad } from '../../../features/driver-operacion/components/detalle-oportunidad';
import { Ganancias } from '../../../features/driver-operacion/components/ganancias';
import { InicioTransportista } from '../../../features/driver-operacion/components/inicio-transportista';
import { ListaOportunidades } from '../../../features/driver-operacion/components/lista-oportunidades';
import { MisRutas } from '../../../features/driver-operacion/components/mis-rutas';
import { RutaActiva } from '../../../features/driver-operacion/components/ruta-activa';
import { Redireccion } from '../../../shared/navegacion/redireccion';

export const InicioDriverPage = InicioTransportista;
export const OportunidadesPage = ListaOportunidades;
export const MisRutasPage = MisRutas;
export const RutaActivaPage = RutaActiva;
export const GananciaPage = Ganancias;
export const CalificacionPage = CalificacionesRecibidas;

/** `/driver/oportunidad/:id` y `/driver/oportunidad?id=` (el enlace del aviso push). */
export function OportunidadPage() {
  const { id } = useParams();
  const [busqueda] = useSearchParams();
  const numero = Number(id ?? busqueda.get('id'));
  if (!Number.isInteger(numero) || numero <= 0) return <Redireccion to="/driver/oportunidades" />;
  return <DetalleOportunidad key={numero} id={numero} />;
}

/** `/driver/chat/:pedido`: el transportista conversa con el cliente desde la parada de entrega. */
export function ChatDriverPage() {
  const { pedido } = useParams();
  return (
    <ChatPedido
      pedido={Number(pedido)}
      tipo={TipoMensajeChat.TRANSPORTISTA}
      volverA="/driver/ruta"
    />
  );
}
