// Respuesta del carrito (§7 Cart): la leen el carrito y el checkout.
import { z } from 'zod';

export const lineaCarritoRespuestaSchema = z.object({
  id: z.number().int(),
  linea: z.number().int(),
  nombre: z.string(),
  fabricante: z.string().nullable(),
  fabricante_id: z.number().int(),
  precio: z.number().int(),
  precio_mayorista: z.number().int().nullable(),
  cantidad_minima_mayorista: z.number().int(),
  cantidad_disponible: z.number().int(),
  imagen: z.string(),
  no_apto_menores: z.boolean(),
  cantidad: z.number().int(),
  variante: z
    .object({
      id: z.number().int(),
      precio: z.number().int(),
      color: z.string().nullable(),
      medida: z.string().nullable(),
    })
    .nullable(),
  precio_mejorado: z.boolean(),
  precio_aplicado: z.number().int(),
  total: z.number().int(),
});
export type LineaCarritoRespuesta = z.infer<typeof lineaCarritoRespuestaSchema>;

/** GET, POST y PATCH /carrito/. */
export const carritoRespuestaSchema = z.object({
  productos: z.array(lineaCarritoRespuestaSchema),
  compra_mejorada: z.boolean(),
  envio_sin_hora: z.boolean(),
  entregaDesde: z.string().nullable(),
  entregaHasta: z.string().nullable(),
  totales: z.object({
    subtotal: z.number().int(),
    total: z.number().int(),
    diferencia: z.number().int(),
    cantidadItems: z.number().int(),
  }),
});
export type CarritoRespuesta = z.infer<typeof carritoRespuestaSchema>;
