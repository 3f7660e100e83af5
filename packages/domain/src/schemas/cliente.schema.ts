// Customers, addresses, billing data and customer registration (spec §3, §5, §7).
import { z } from 'zod';
import {
  generoSchema,
  iconoDireccionSchema,
  TipoRegistro,
  tipoRegistroSchema,
} from '../enums/index.js';
import { MENSAJES } from '../errores.js';
import {
  booleanoSchema,
  emailSchema,
  fechaSchema,
  idSchema,
  rucSchema,
  telefonoSchema,
  textoLimpio,
  textoOpcional,
  ubicacionSchema,
} from './campos.schema.js';

export const direccionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  calle_principal: z.string(),
  calle_secundaria: z.string().nullable(),
  numero: z.string().nullable(),
  referencia: z.string().nullable(),
  /** "lat,lng". */
  ubicacion: z.string(),
  default: z.boolean(),
  ciudad: z.number().int().nullable(),
  ciudad_nombre: z.string().nullable(),
  icono: iconoDireccionSchema,
});
export type Direccion = z.infer<typeof direccionSchema>;

/** POST or PATCH /direccion/. */
export const guardarDireccionSchema = z.object({
  id: idSchema.optional(),
  nombre: textoLimpio({ max: 100 }),
  calle_principal: textoLimpio({ max: 200 }),
  calle_secundaria: textoOpcional(200),
  numero: textoOpcional(20),
  referencia: textoOpcional(500),
  ubicacion: ubicacionSchema,
  default: booleanoSchema.default(false),
  ciudad: idSchema,
  icono: iconoDireccionSchema.default('casa'),
});

/** PATCH /direccion/{id}/: campos parciales. */
export const actualizarDireccionSchema = z.object({
  nombre: textoLimpio({ max: 100 }).optional(),
  calle_principal: textoLimpio({ max: 200 }).optional(),
  calle_secundaria: textoOpcional(200),
  numero: textoOpcional(20),
  referencia: textoOpcional(500),
  ubicacion: ubicacionSchema.optional(),
  default: booleanoSchema.optional(),
  ciudad: idSchema.optional(),
  icono: iconoDireccionSchema.optional(),
});

/** POST /info-calle/: {lat, lon}, {calle, ubicacion} or {search, ubicacion}. */
export const infoCalleSchema = z.union([
  z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
  z.object({ calle: textoLimpio({ max: 200 }), ubicacion: ubicacionSchema }),
  z.object({ search: textoLimpio({ max: 200 }), ubicacion: ubicacionSchema }),
]);

export const datoFacturacionSchema = z.object({
  id: z.number().int(),
  razon_social: z.string(),
  ruc: z.string(),
  default: z.boolean(),
});
export type DatoFacturacion = z.infer<typeof datoFacturacionSchema>;

/** Billing data body: PATCH when it has an id, else POST (spec §5). */
export const guardarDatoFacturacionSchema = z.object({
  id: idSchema.optional(),
  razon_social: textoLimpio({ max: 200 }),
  ruc: rucSchema,
  default: booleanoSchema.default(false),
});

/** PATCH /datos-facturacion/{id}/: campos parciales. */
export const actualizarDatoFacturacionSchema = z.object({
  razon_social: textoLimpio({ max: 200 }).optional(),
  ruc: rucSchema.optional(),
  default: booleanoSchema.optional(),
});

/** POST /consulta-ruc/. */
export const consultaRucSchema = z.object({ ruc: rucSchema });

export const clienteSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  fecha_nacimiento: z.string().nullable(),
  nro_telefono: z.string().nullable(),
  email: z.string(),
  nro_documento: z.string().nullable(),
  ruc: z.string().nullable(),
  razon_social: z.string().nullable(),
  imagen_perfil: z.string().nullable(),
  datos_facturacion: z.array(datoFacturacionSchema).default([]),
  direcciones: z.array(direccionSchema).default([]),
  genero: generoSchema.nullable(),
});
export type Cliente = z.infer<typeof clienteSchema>;

/** Offer opt-ins store null when falsy (spec §5). */
const optIn = booleanoSchema.nullish().transform((v) => (v ? true : null));
/** The same on a PATCH, where an absent field keeps the stored value. */
const optInEdicion = booleanoSchema
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? true : null));

/**
 * Multipart POST /registro-cliente/. With tipo 20 (empresa) the company's ruc and
 * razon_social go to empresa_ruc / empresa_razon_social; ruc and razon_social stay the user's.
 */
export const registroClienteSchema = z
  .object({
    tipo: z.coerce.number().pipe(tipoRegistroSchema).default(TipoRegistro.PERSONA),
    first_name: textoLimpio({ max: 100 }),
    last_name: textoLimpio({ max: 100 }),
    email: emailSchema,
    username: textoLimpio({ max: 150 }).optional(),
    password: z.string().min(8, { message: MENSAJES.passwordMuyCorta }).max(128),
    nro_documento: textoOpcional(20),
    nro_telefono: telefonoSchema,
    fecha_nacimiento: fechaSchema.nullish(),
    genero: z.coerce.number().pipe(generoSchema).nullish(),
    ruc: rucSchema.nullish(),
    razon_social: textoOpcional(200),
    empresa_ruc: rucSchema.nullish(),
    empresa_razon_social: textoOpcional(200),
    recibir_ofertas: optIn,
    recibir_notificaciones: optIn,
  })
  .superRefine((r, ctx) => {
    if (r.tipo !== TipoRegistro.EMPRESA) return;
    if (!r.empresa_ruc)
      ctx.addIssue({ code: 'custom', path: ['empresa_ruc'], message: MENSAJES.campoRequerido });
    if (!r.empresa_razon_social) {
      ctx.addIssue({
        code: 'custom',
        path: ['empresa_razon_social'],
        message: MENSAJES.campoRequerido,
      });
    }
  });
export type RegistroCliente = z.output<typeof registroClienteSchema>;

/** Multipart PATCH of the customer's own profile. */
export const actualizarClienteSchema = z.object({
  first_name: textoLimpio({ max: 100 }).optional(),
  last_name: textoLimpio({ max: 100 }).optional(),
  nro_documento: textoOpcional(20),
  nro_telefono: telefonoSchema.optional(),
  fecha_nacimiento: fechaSchema.nullish(),
  genero: z.coerce.number().pipe(generoSchema).nullish(),
  ruc: rucSchema.nullish(),
  razon_social: textoOpcional(200),
  email: emailSchema.optional(),
  notificaciones_activas: booleanoSchema.optional(),
  sonidos_activos: booleanoSchema.optional(),
  recibir_ofertas_email: optInEdicion,
  recibir_ofertas_notificacion: optInEdicion,
});
export type ActualizarCliente = z.output<typeof actualizarClienteSchema>;

/** Sugerencia de /info-calle/: calle o lugar del índice con su ubicación. */
export const sugerenciaCalleSchema = z.object({
  value: z.string(),
  label: z.string(),
  tipo: z.enum(['calle', 'lugar']),
  ciudad: z.number().int().nullable(),
  ciudad_nombre: z.string(),
  ubicacion: z.string(),
  distancia_m: z.number().nullable(),
});
export type SugerenciaCalle = z.infer<typeof sugerenciaCalleSchema>;

/** Respuesta de /consulta-ruc/. */
export const consultaRucRespuestaSchema = z.object({
  ruc: z.string(),
  razon_social: z.string(),
  estado: z.string().nullable(),
});
