// Respuestas de la API de la tienda que comparten varias funcionalidades.
import { z } from 'zod';

export const tarjetaProductoSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable().optional(),
  precio: z.number(),
  precio_mayorista: z.number().nullable(),
  cantidad_disponible: z.number(),
  no_apto_menores: z.boolean(),
  fabricante: z.number(),
  fabricante_nombre: z.string(),
  imagen: z.string(),
  rating: z.number(),
  tiene_variantes: z.boolean(),
  fabricante_abierto: z.boolean().optional(),
  estado_apertura: z.string().optional(),
  proxima_apertura: z.string().nullable().optional(),
});
export type TarjetaProducto = z.infer<typeof tarjetaProductoSchema>;
