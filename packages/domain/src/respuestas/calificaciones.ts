// Respuestas de las calificaciones (spec §3 PedidoCalificacion, §7 /calificar/).
import { z } from 'zod';
import { tipoCalificacionSchema } from '../enums/pedido.enum.js';

/** POST /calificar/: la calificación guardada y el promedio nuevo de lo calificado. */
export const calificacionGuardadaSchema = z.object({
  id: z.number().int(),
  pedido_id: z.number().int(),
  tipo_calificacion: tipoCalificacionSchema,
  id_calificar: z.number().int(),
  calificacion: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  fecha: z.string(),
  rating: z.number(),
  ratings: z.number().int(),
});
export type CalificacionGuardada = z.infer<typeof calificacionGuardadaSchema>;
