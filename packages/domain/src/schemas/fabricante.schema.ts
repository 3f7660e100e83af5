// Suppliers, pick-up points, pauses and holidays (spec §3, §7).
import { z } from 'zod';
import { diaSemanaSchema } from '../enums/dia-semana.enum.js';
import { tipoProveedorSchema } from '../enums/usuario.enum.js';
import { MENSAJES } from '../errores.js';
import {
  booleanoSchema,
  emailSchema,
  fechaHoraSchema,
  fechaSchema,
  horaSchema,
  idSchema,
  rucSchema,
  telefonoSchema,
  textoLimpio,
  textoOpcional,
  ubicacionSchema,
} from './campos.schema.js';

export const puntoRetiroSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  calle_principal: z.string(),
  calle_secundaria: z.string().nullable(),
  numero: z.string().nullable(),
  referencia: z.string().nullable(),
  ubicacion: z.string(),
  default: z.boolean(),
  ciudad: z.number().int().nullable(),
  nro_telefono: z.string().nullable(),
});
export type PuntoRetiro = z.infer<typeof puntoRetiroSchema>;

export const guardarPuntoRetiroSchema = z.object({
  fabricante: idSchema.optional(),
  nombre: textoLimpio({ max: 120 }),
  calle_principal: textoLimpio({ max: 200 }),
  calle_secundaria: textoOpcional(200),
  numero: textoOpcional(20),
  referencia: textoOpcional(500),
  ubicacion: ubicacionSchema,
  default: booleanoSchema.default(false),
  ciudad: idSchema,
  nro_telefono: telefonoSchema.nullish(),
});

export const fabricanteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  imagen_perfil: z.string().nullable(),
  aprobado: z.boolean(),
  activo: z.boolean(),
  fecha_agregado: z.string(),
  aprobado_por: z.number().int().nullable(),
  puntos_retiro: z.array(puntoRetiroSchema).default([]),
  usuarios: z.array(z.number().int()).default([]),
  rubros: z.array(z.number().int()).default([]),
  nro_telefono: z.string().nullable(),
  ruc: z.string().nullable(),
  razon_social: z.string().nullable(),
  resena_empresa: z.string().nullable(),
  rating: z.number().nullable(),
  ratings: z.number().int().default(0),
  tipo_proveedor: tipoProveedorSchema.default(10),
  fecha_aceptacion_contrato: z.string().nullable(),
  constancia_ruc: z.string().nullable(),
  /** Weekday numbers as strings, Monday "1" … Sunday "7". */
  dias_apertura: z.array(z.string()).default([]),
  hora_apertura: z.string().nullable(),
  hora_cierre: z.string().nullable(),
});
export type Fabricante = z.infer<typeof fabricanteSchema>;

/** Opening days from an array or a comma list ("1,2,3") → sorted unique strings. */
const diasAperturaSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((d) => d.trim() !== '') : v),
    z.array(z.coerce.number().pipe(diaSemanaSchema)),
  )
  .transform((dias) => [...new Set(dias)].sort((a, b) => a - b).map(String));

/** Multipart create/update body of a supplier. */
export const guardarFabricanteSchema = z.object({
  nombre: textoLimpio({ max: 150 }),
  nro_telefono: telefonoSchema,
  ruc: rucSchema,
  razon_social: textoLimpio({ max: 200 }),
  resena_empresa: textoOpcional(2000),
  rubros: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(idSchema),
    )
    .default([]),
  dias_apertura: diasAperturaSchema.default([]),
  hora_apertura: horaSchema.nullish(),
  hora_cierre: horaSchema.nullish(),
});

/** POST /user-fab-verificar/ {email}. */
export const verificarUsuarioFabricanteSchema = z.object({ email: emailSchema });
/** POST /user-fab-agregar/ {fabricante, email}. */
export const agregarUsuarioFabricanteSchema = z.object({
  fabricante: idSchema,
  email: emailSchema,
});

/** Pause of a supplier: closed between two instants. */
export const pausaFabricanteSchema = z.object({
  id: z.number().int(),
  fabricante: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  motivo: z.string().nullable(),
});
export type PausaFabricanteLectura = z.infer<typeof pausaFabricanteSchema>;

export const guardarPausaSchema = z
  .object({
    fabricante: idSchema,
    desde: fechaHoraSchema,
    hasta: fechaHoraSchema,
    motivo: textoOpcional(300),
  })
  .refine((p) => new Date(p.desde).getTime() < new Date(p.hasta).getTime(), {
    path: ['hasta'],
    message: MENSAJES.rangoFechasInvalido,
  });

/** Holiday of a supplier: an inclusive date range (one day when desde = hasta). */
export const feriadoFabricanteSchema = z.object({
  id: z.number().int(),
  fabricante: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  descripcion: z.string().nullable(),
});
export type FeriadoFabricanteLectura = z.infer<typeof feriadoFabricanteSchema>;

export const guardarFeriadoSchema = z
  .object({
    fabricante: idSchema,
    desde: fechaSchema,
    hasta: fechaSchema,
    descripcion: textoOpcional(300),
  })
  .refine((f) => f.desde <= f.hasta, { path: ['hasta'], message: MENSAJES.rangoFechasInvalido });
