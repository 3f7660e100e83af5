// Respuestas de direcciones (§7 addresses): la calle de un punto y las sugerencias cercanas.
import { z } from 'zod';
import { sugerenciaCalleSchema } from '../schemas/cliente.schema.js';

/** POST /info-calle/. */
export const infoCalleRespuestaSchema = z.object({
  calle_principal: z.string().nullable(),
  calle_secundaria: z.string().nullable(),
  ciudad: z.number().int().nullable(),
  ciudad_nombre: z.string().nullable(),
  ubicacion: z.string().nullable(),
  resultados: z.array(sugerenciaCalleSchema),
});
export type InfoCalleRespuesta = z.infer<typeof infoCalleRespuestaSchema>;
