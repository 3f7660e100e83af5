// Accounting bodies (spec §7 Accounting and reports): rendición and registrar_pago.
import { z } from 'zod';
import { rolBeneficiarioSchema } from '../enums/usuario.enum.js';
import { fechaSchema, guaraniesSchema, idSchema, listaIds } from './campos.schema.js';

const rol = z.coerce.number().pipe(rolBeneficiarioSchema);

/** POST /rendicion/ {timbrado, numero_factura, fecha, ordenes, tipo, persona_id}. */
export const rendicionSchema = z.object({
  timbrado: z
    .string()
    .trim()
    .regex(/^\d{8}$/),
  /** EEE-PPP-NNNNNNN (dominio-paraguay §4.2). */
  numero_factura: z
    .string()
    .trim()
    .regex(/^\d{3}-\d{3}-\d{7}$/),
  fecha: fechaSchema,
  ordenes: listaIds(1),
  tipo: rol,
  persona_id: idSchema,
});
export type Rendicion = z.output<typeof rendicionSchema>;

/** POST /registrar_pago/ {tipo, persona_id, fund_account, monto, facturas, fecha}. */
export const registrarPagoSchema = z.object({
  tipo: rol,
  persona_id: idSchema,
  fund_account: idSchema,
  monto: guaraniesSchema.pipe(z.number().min(1)),
  // Sin `.default` tras la llamada: el transform SSR de Vite 8 lo confunde con el interop `default`.
  facturas: z.optional(listaIds()).transform((v) => v ?? []),
  fecha: fechaSchema,
});
export type RegistrarPago = z.output<typeof registrarPagoSchema>;
