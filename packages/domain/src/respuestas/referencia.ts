// Respuestas de los datos de referencia (§7 Reference data).
import { z } from 'zod';
import { ciudadSchema, rubroSchema } from '../schemas/referencia.schema.js';

/** GET /ciudad/: la ciudad con su departamento. */
export const ciudadRespuestaSchema = ciudadSchema.extend({ departamento: z.string() });
export const listaCiudadesSchema = z.array(ciudadRespuestaSchema);

/** GET /rubro/. */
export const listaRubrosSchema = z.array(rubroSchema);
