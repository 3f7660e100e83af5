// Respuestas de los pedidos del cliente (§7 Cart, favourites, checkout, orders).
import { z } from 'zod';
import { tipoMensajeChatSchema } from '../enums/chat.enum.js';
import { paginaSchema } from '../schemas/paginacion.schema.js';
import { productoPedidoSchema } from '../schemas/pedido.schema.js';

const hora = z.string().nullable();

/** Línea de un pedido tal como la listan /pedido/ y /pedido/{id}/. */
export const lineaPedidoRespuestaSchema = productoPedidoSchema.extend({
  variante: z.number().int().nullable(),
  fabricante: z.number().int(),
  nombre: z.string(),
  imagen: z.string().nullable(),
});

/** Fila de GET /pedido/ (sólo los primeros productos, §9 vista previa). */
export const resumenPedidoSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int(),
  fecha: z.string(),
  estado: z.number().int(),
  estado_nombre: z.string(),
  medio_pago: z.number().int(),
  medio_pago_nombre: z.string(),
  subtotal: z.number().int(),
  costo_envio: z.number().int(),
  total: z.number().int(),
  delivery: z.boolean(),
  fecha_entrega: z.string().nullable(),
  hora_entrega_inicio: hora,
  hora_entrega_fin: hora,
  productos: z.array(lineaPedidoRespuestaSchema),
  cantidad_items: z.number().int(),
});
export type ResumenPedido = z.infer<typeof resumenPedidoSchema>;

/**
 * Fila de GET /pedidos-chat/: el resumen del pedido con su último mensaje y los no leídos
 * (mensajes sin leer que no envió quien consulta).
 */
export const pedidoConChatSchema = resumenPedidoSchema.extend({
  ultimo_mensaje: z
    .object({
      id: z.number().int(),
      mensaje: z.string(),
      tipo: tipoMensajeChatSchema,
      emisor: z.number().int(),
      propio: z.boolean(),
    })
    .nullish(),
  fecha_ultimo_mensaje: z.string().nullable(),
  no_leidos: z.number().int().min(0),
});
export type PedidoConChat = z.infer<typeof pedidoConChatSchema>;

/** GET /pedidos-chat/: del último mensaje más reciente al más antiguo. */
export const paginaPedidosChatSchema = paginaSchema(pedidoConChatSchema);

/** GET /pedido/{id}/: el resumen con todos los productos, la entrega y sus órdenes de venta. */
export const detallePedidoSchema = resumenPedidoSchema.extend({
  direccion: z.string().nullable(),
  direccion_referencia: z.string().nullable(),
  ciudad: z.string().nullable(),
  razon_social: z.string().nullable(),
  ruc: z.string().nullable(),
  transportista: z.number().int().nullable(),
  entrega_programada: z.boolean(),
  ordenes_venta: z.array(
    z.object({
      id: z.number().int(),
      fabricante: z.number().int(),
      fabricante_nombre: z.string(),
      estado: z.number().int(),
      estado_nombre: z.string(),
      estado_ruteo: z.number().int(),
      estado_ruteo_nombre: z.string(),
      total: z.number().int(),
      fecha_retiro: z.string().nullable(),
    }),
  ),
});
export type DetallePedido = z.infer<typeof detallePedidoSchema>;

/** GET /pedido-contrasena/: el PIN de entrega, sólo una vez pagado. */
export const contrasenaPedidoSchema = z.object({
  id_pedido: z.number().int(),
  contrasena: z.string().nullable(),
});

/** GET /rastrear-pedido/{id}/. */
export const rastreoPedidoSchema = z.object({
  id: z.number().int(),
  estado: z.number().int(),
  estado_nombre: z.string(),
  fecha_entrega: z.string().nullable(),
  hora_entrega_inicio: hora,
  hora_entrega_fin: hora,
  transportista: z.number().int().nullable(),
  /** Sólo mientras el pedido va en camino (30): dónde está el transportista y cuándo llega. */
  posicion_transportista: z
    .object({
      transportista: z.number().int(),
      ubicacion: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      fecha: z.string().nullable(),
      ago: z.number().int().nullable(),
      eta: z.string().nullable(),
      destino: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    })
    .nullable(),
  /** Cuándo el transportista retiró la última orden de venta (null si falta alguna). */
  retirado_en: z.string().nullable(),
  historial: z.array(
    z.object({
      estado: z.number().int(),
      estado_nombre: z.string(),
      transicion: z.string(),
      detalle: z.string().nullable(),
      fecha: z.string(),
    }),
  ),
});
export type RastreoPedido = z.infer<typeof rastreoPedidoSchema>;

/** GET /verificar-transaccion/: estado del pago de un pedido. */
export const verificacionPagoSchema = z.object({
  transaccion_id: z.string(),
  estado: z.enum(['pendiente', 'aprobada', 'rechazada', 'anulada', 'error']),
  exitoso: z.boolean(),
  mensaje_transaccion: z.string().nullable(),
  pedido_id: z.number().int(),
  pedido_estado: z.number().int().nullable(),
  monto: z.number().int(),
  /** Medio del intento (5: efectivo contra entrega, el pedido queda confirmado sin pago). */
  medio_pago: z.number().int().nullable(),
});
export type VerificacionPago = z.infer<typeof verificacionPagoSchema>;
