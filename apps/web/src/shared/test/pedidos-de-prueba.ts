import {
  EstadoOrdenVenta,
  EstadoRuteo,
  type DetallePedido,
  type OrdenVentaDetalle,
  type PedidoConChat,
  type ResumenPedido,
} from '@nemu/domain';
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

/**
 * Una orden de venta en detalle (GET /orden_venta/{id}/): confirmada, con envío, esperando la
 * hora de proceso, con retiro el 25/11/2026 (el mediodía de Asunción con que la API guarda el día).
 */
export const ordenVentaDePrueba = (
  id: number,
  extra: Partial<OrdenVentaDetalle> = {},
): OrdenVentaDetalle => ({
  id,
  pedido: id + 100,
  fabricante: 4,
  estado: EstadoOrdenVenta.CONFIRMADO,
  estado_nombre: 'Confirmado',
  estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
  estado_ruteo_nombre: 'Esperando hora proceso',
  motivo_ruteo: null,
  total: 80_000,
  comision: 8_000,
  punto_retiro: 2,
  fecha_retiro: '2026-11-25T15:00:00.000Z',
  codigo_retiro: null,
  fecha: '2026-11-24T12:00:00.000Z',
  cliente: 'Rocío Acosta',
  direccion: 'Avenida España 123',
  delivery: true,
  fecha_entrega: null,
  productos: [],
  ...extra,
});
