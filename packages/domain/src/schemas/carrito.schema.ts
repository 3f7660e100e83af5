// Cart state and the POST /carrito/ body (spec §3, §7).
import { z } from 'zod';
import { medioPagoSchema } from '../enums/pedido.enum.js';
import { imagenProductoSchema } from './producto.schema.js';
import { booleanoSchema, fechaHoraSchema, guaraniesSchema, idSchema } from './campos.schema.js';

export const productoCarritoSchema = z.object({
  id: z.number().int(),
  fabricante: z.string().nullable(),
  fabricante_id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number().int(),
  precio_mayorista: z.number().int().nullable(),
  cantidad_disponible: z.number().int(),
  imagenes: z.array(imagenProductoSchema).default([]),
  categoria: z.number().int().nullable(),
  cantidad: z.number().int().min(0).default(0),
  variante: z
    .object({
      id: z.number().int(),
      precio: z.number().int(),
      color: z.string().nullable(),
      medida: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type ProductoCarrito = z.infer<typeof productoCarritoSchema>;

export const carritoSchema = z.object({
  productos: z.array(productoCarritoSchema).default([]),
  compra_mejorada: z.boolean().default(false),
  /** Default: delivery without a time window. */
  envio_sin_hora: z.boolean().default(true),
  tarjeta: z.string().nullable().default(null),
  medioPago: medioPagoSchema.nullable().default(null),
  entregaDesde: fechaHoraSchema.nullable().default(null),
  entregaHasta: fechaHoraSchema.nullable().default(null),
  metodoPago: z.string().default('tarjeta'),
});
export type Carrito = z.infer<typeof carritoSchema>;

/** POST /carrito/ {producto_id, eliminar, cantidad, precio_mejorado, variante}. */
export const actualizarCarritoSchema = z.object({
  producto_id: idSchema,
  eliminar: booleanoSchema.default(false),
  cantidad: z.coerce.number().int().min(0).default(1),
  precio_mejorado: booleanoSchema.default(false),
  variante: idSchema.nullish(),
});

/** Line of a checkout: product, optional variant and quantity; price is re-read on the server. */
export const lineaCompraSchema = z.object({
  producto: idSchema,
  variante: idSchema.nullish(),
  cantidad: z.coerce.number().int().min(1),
  precio: guaraniesSchema.optional(),
});
