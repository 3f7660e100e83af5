// POST /rastreo-usuario/: una posición o un lote de posiciones (las guardadas sin señal).
import { z } from 'zod';
import { ubicacionTextoSchema } from '../operacion.js';

/** Posiciones por lote como mucho (la app manda de a 20; sin señal puede juntar más). */
export const MAXIMO_POSICIONES_LOTE = 100;

export const posicionRastreoSchema = z.object({
  ubicacion: ubicacionTextoSchema,
  precision: z.number().nonnegative().max(100_000).optional(),
  velocidad: z.number().nonnegative().max(1000).optional(),
  rumbo: z.number().min(0).max(360).optional(),
  /** Cuándo la tomó el teléfono (las guardadas sin señal llegan después); por defecto, ahora. */
  fecha: z.iso.datetime({ offset: true }).optional(),
});
export type PosicionRastreo = z.input<typeof posicionRastreoSchema>;

export const lotePosicionesRastreoSchema = z
  .array(posicionRastreoSchema)
  .min(1)
  .max(MAXIMO_POSICIONES_LOTE);
