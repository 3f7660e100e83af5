// Estados y tipos de pedidos, órdenes de venta, medios de pago y calificaciones (spec §4, §7).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

/** Estado de un pedido del cliente (spec §4). */
export const EstadoPedido = {
  CREADO: 0,
  PAGADO: 10,
  EN_PROCESO: 20,
  ENVIADO: 30,
  ENTREGADO: 40,
  INCIDENTE: 50,
} as const;
export type EstadoPedido = ValorDe<typeof EstadoPedido>;
export const ETIQUETAS_ESTADO_PEDIDO: Readonly<Record<EstadoPedido, string>> = {
  0: 'Creado',
  10: 'Pagado',
  20: 'En proceso',
  30: 'Enviado',
  40: 'Entregado',
  50: 'Incidente',
};
/** Nombres en minúscula usados por la spec (creado, pagado, en_proceso…). */
export const NOMBRES_ESTADO_PEDIDO: Readonly<Record<EstadoPedido, string>> = {
  0: 'creado',
  10: 'pagado',
  20: 'en_proceso',
  30: 'enviado',
  40: 'entregado',
  50: 'incidente',
};
export const estadoPedidoSchema = esquemaEnum(EstadoPedido);

/** Estado de una orden de venta (pedido partido por proveedor, spec §4). */
export const EstadoOrdenVenta = { CREADO: 0, CONFIRMADO: 10, FINALIZADO: 20 } as const;
export type EstadoOrdenVenta = ValorDe<typeof EstadoOrdenVenta>;
export const ETIQUETAS_ESTADO_ORDEN_VENTA: Readonly<Record<EstadoOrdenVenta, string>> = {
  0: 'Creado',
  10: 'Confirmado',
  20: 'Finalizado',
};
export const estadoOrdenVentaSchema = esquemaEnum(EstadoOrdenVenta);

/** Medio de pago (spec §4); 2, 3 y 4 son billeteras móviles. */
export const MedioPago = {
  TARJETA_REGISTRADA: 0,
  TARJETA_NO_REGISTRADA: 1,
  TIGO_MONEY: 2,
  ZIMPLE: 3,
  BILLETERA_PERSONAL: 4,
  PRUEBA: -1,
} as const;
export type MedioPago = ValorDe<typeof MedioPago>;
export const ETIQUETAS_MEDIO_PAGO: Readonly<Record<MedioPago, string>> = {
  0: 'Tarjeta registrada',
  1: 'Tarjeta no registrada',
  2: 'Tigo Money',
  3: 'Zimple',
  4: 'Billetera Personal',
  [-1]: 'Prueba',
};
export const medioPagoSchema = esquemaEnum(MedioPago);

/** Qué se califica en /calificar/ (decisión del proyecto: la spec no da valores). */
export const TipoCalificacion = { PRODUCTO: 10, FABRICANTE: 20, TRANSPORTISTA: 30 } as const;
export type TipoCalificacion = ValorDe<typeof TipoCalificacion>;
export const ETIQUETAS_TIPO_CALIFICACION: Readonly<Record<TipoCalificacion, string>> = {
  10: 'Producto',
  20: 'Proveedor',
  30: 'Transportista',
};
export const tipoCalificacionSchema = esquemaEnum(TipoCalificacion);
