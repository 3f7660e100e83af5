// Respuestas de las ventas del proveedor: órdenes de venta y reportes (§7 Accounting and reports).
import { z } from 'zod';

/** Fila de GET /orden_venta/. */
export const ordenVentaSchema = z.object({
  id: z.number().int(),
  pedido: z.number().int(),
  fabricante: z.number().int(),
  estado: z.number().int(),
  estado_nombre: z.string(),
  estado_ruteo: z.number().int(),
  estado_ruteo_nombre: z.string(),
  /** Por qué la orden está en su estado de ruteo (null mientras no haya nada que explicar). */
  motivo_ruteo: z.string().nullable(),
  total: z.number().int(),
  comision: z.number().int(),
  punto_retiro: z.number().int().nullable(),
  fecha_retiro: z.string().nullable(),
  codigo_retiro: z.string().nullable(),
  fecha: z.string(),
  cliente: z.string().nullable(),
  direccion: z.string().nullable(),
  delivery: z.boolean(),
  fecha_entrega: z.string().nullable(),
});
export type OrdenVenta = z.infer<typeof ordenVentaSchema>;

/** GET /orden_venta/{id}/: la orden con sus productos. */
export const ordenVentaDetalleSchema = ordenVentaSchema.extend({
  productos: z.array(
    z.object({
      id: z.number().int(),
      producto: z.number().int(),
      variante: z.number().int().nullable(),
      nombre: z.string(),
      cantidad: z.number().int(),
      precio: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type OrdenVentaDetalle = z.infer<typeof ordenVentaDetalleSchema>;

/** GET /productos/ventas/resumen/. */
export const resumenVentasSchema = z.object({
  vendido: z.number(),
  comision: z.number(),
  neto: z.number(),
  pedidos: z.number(),
  unidades: z.number(),
  ticket_promedio: z.number(),
  ordenes: z.object({ creadas: z.number(), confirmadas: z.number(), finalizadas: z.number() }),
});
export type ResumenVentas = z.infer<typeof resumenVentasSchema>;

/** Fila de GET /productos/ventas/listado/. */
export const ventaProductoSchema = z.object({
  producto: z.number().int(),
  nombre: z.string(),
  unidades: z.number(),
  total: z.number(),
});
export type VentaProducto = z.infer<typeof ventaProductoSchema>;

const ventaCategoriaSchema = z.object({
  categoria: z.number().int().nullable(),
  nombre: z.string(),
  total: z.number(),
  comision: z.number(),
});

/** GET /productos/ventas/balance/. */
export const balanceProveedorSchema = z.object({
  vendido: z.number(),
  comision: z.number(),
  neto: z.number(),
  pagado: z.number(),
  a_pagar: z.number(),
  por_categoria: z.array(ventaCategoriaSchema),
});
export type BalanceProveedor = z.infer<typeof balanceProveedorSchema>;

/** GET /productos/ventas/estadisticas/. */
export const estadisticasVentasSchema = z.object({
  por_dia: z.array(z.object({ fecha: z.string(), total: z.number(), unidades: z.number() })),
  por_producto: z.array(ventaProductoSchema),
  por_categoria: z.array(ventaCategoriaSchema),
});
export type EstadisticasVentas = z.infer<typeof estadisticasVentasSchema>;
