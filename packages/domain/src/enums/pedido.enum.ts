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

/**
 * Medio de pago (spec §4); 2, 3 y 4 son billeteras móviles. 5 (efectivo contra entrega, ADR 021)
 * lo cobra el transportista en la parada del PIN; se habilita por configuración.
 */
export const MedioPago = {
  TARJETA_REGISTRADA: 0,
  TARJETA_NO_REGISTRADA: 1,
  TIGO_MONEY: 2,
  ZIMPLE: 3,
  BILLETERA_PERSONAL: 4,
  EFECTIVO: 5,
  PRUEBA: -1,
} as const;
export type MedioPago = ValorDe<typeof MedioPago>;
export const ETIQUETAS_MEDIO_PAGO: Readonly<Record<MedioPago, string>> = {
  0: 'Tarjeta registrada',
  1: 'Tarjeta no registrada',
  2: 'Tigo Money',
  3: 'Zimple',
  4: 'Billetera Personal',
  5: 'Efectivo contra entrega',
  [-1]: 'Prueba',
};
export const medioPagoSchema = esquemaEnum(MedioPago);

/**
 * Nombre del estado de un pedido para mostrar: un pedido en efectivo contra entrega en 10 está
 * confirmado pero todavía no pagado (ADR 021); el resto, la etiqueta de su estado.
 */
export function nombreEstadoPedido(estado: number, medioPago: number): string {
  if (estado === EstadoPedido.PAGADO && medioPago === MedioPago.EFECTIVO)
    return 'Confirmado (paga al recibir)';
  return ETIQUETAS_ESTADO_PEDIDO[estado as EstadoPedido];
}

/** Qué se califica en /calificar/ (decisión del proyecto: la spec no da valores). */
export const TipoCalificacion = { PRODUCTO: 10, FABRICANTE: 20, TRANSPORTISTA: 30 } as const;
export type TipoCalificacion = ValorDe<typeof TipoCalificacion>;
export const ETIQUETAS_TIPO_CALIFICACION: Readonly<Record<TipoCalificacion, string>> = {
  10: 'Producto',
  20: 'Proveedor',
  30: 'Transportista',
};
export const tipoCalificacionSchema = esquemaEnum(TipoCalificacion);
