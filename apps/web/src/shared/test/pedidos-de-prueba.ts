import type { DetallePedido, PedidoConChat, ResumenPedido } from '@nemu/domain';
import { usuarioDemo } from './usuario-demo';

/** Un pedido de la lista del cliente (GET /pedido/), con lo que cambie cada prueba. */
export const resumenPedidoDePrueba = (extra: Partial<ResumenPedido> = {}): ResumenPedido => ({
  id: 7,
  usuario: usuarioDemo.id,
  fecha: '2026-11-20T12:00:00.000Z',
  estado: 20,
  estado_nombre: 'Pagado',
  medio_pago: 1,
  medio_pago_nombre: 'Tarjeta',
  subtotal: 50_000,
  costo_envio: 10_000,
  total: 60_000,
  delivery: true,
  fecha_entrega: null,
  hora_entrega_inicio: null,
  hora_entrega_fin: null,
  productos: [],
  cantidad_items: 1,
  ...extra,
});

/** Una fila de GET /pedidos-chat/: el pedido en camino con su último mensaje y los no leídos. */
export const pedidoConChatDePrueba = (
  id: number,
  no_leidos: number,
  extra: Partial<PedidoConChat> = {},
): PedidoConChat => ({
  ...resumenPedidoDePrueba({ id, estado: 30, estado_nombre: 'En camino' }),
  ultimo_mensaje: { id: 1, mensaje: 'Estoy en la puerta', tipo: 10, emisor: 99, propio: false },
  fecha_ultimo_mensaje: '2026-11-20T12:07:00.000Z',
  no_leidos,
  ...extra,
});

/** Un pedido en detalle (GET /pedido/{id}/): entrega en Asunción, sin factura ni transportista. */
export const detallePedidoDePrueba = (extra: Partial<DetallePedido> = {}): DetallePedido => ({
  ...resumenPedidoDePrueba(),
  direccion: 'Av. España 1234',
  direccion_referencia: null,
  ciudad: 'Asunción',
  razon_social: null,
  ruc: null,
  transportista: null,
  entrega_programada: false,
  ordenes_venta: [],
  ...extra,
});
