// Registered cards (spec §3 Tarjeta, §7 Cards).
import { z } from 'zod';
import { booleanoSchema, emailSchema, telefonoSchema } from './campos.schema.js';

export const tarjetaSchema = z.object({
  card_id: z.union([z.string(), z.number()]),
  /** Single-use token from the processor; never persisted (dominio-paraguay §0.2). */
  alias_token: z.string().nullable(),
  card_masked_number: z.string(),
  expiration_date: z.string().nullable(),
  card_brand: z.string(),
  card_type: z.string().nullable(),
  exists: z.boolean(),
  default: z.boolean(),
});
export type Tarjeta = z.infer<typeof tarjetaSchema>;

/** PATCH /{card-provider}/tarjeta/{card_id}/: make it the default card. */
export const actualizarTarjetaSchema = z.object({ default: booleanoSchema });

/** POST /pago-ocasional/ {email, phoneNumber}. */
export const pagoOcasionalSchema = z.object({ email: emailSchema, phoneNumber: telefonoSchema });
