// Respuestas del portal del proveedor: perfil, puntos de retiro, staff, pausas, feriados, claves.
import { z } from 'zod';
import {
  fabricanteSchema,
  feriadoFabricanteSchema,
  pausaFabricanteSchema,
  puntoRetiroSchema,
} from '../schemas/fabricante.schema.js';

/** GET /fabricante/{id}/: el perfil propio que edita el proveedor. */
export const perfilFabricanteSchema = fabricanteSchema
  .pick({
    id: true,
    nombre: true,
    imagen_perfil: true,
    aprobado: true,
    nro_telefono: true,
    ruc: true,
    razon_social: true,
    resena_empresa: true,
    fecha_aceptacion_contrato: true,
    constancia_ruc: true,
    dias_apertura: true,
    hora_apertura: true,
    hora_cierre: true,
  })
  .extend({ puntos_retiro: z.array(puntoRetiroSchema) });
export type PerfilFabricante = z.infer<typeof perfilFabricanteSchema>;

/** GET /punto-retiro/. */
export const listaPuntosRetiroSchema = z.array(puntoRetiroSchema);

/** Fila de GET /usuario_staff/. */
export const miembroStaffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  activo: z.boolean(),
  rol: z.enum(['propietario', 'staff']),
  fabricante_id: z.number().int(),
});
export type MiembroStaff = z.infer<typeof miembroStaffSchema>;

/** POST /user-fab-verificar/: el usuario existe y puede sumarse al staff. */
export const verificacionStaffSchema = z.object({
  existe: z.boolean(),
  id: z.number().int(),
  username: z.string(),
  /** Se encontró por su correo: siempre lo tiene. */
  email: z.string(),
  nombre: z.string(),
});
export type VerificacionStaff = z.infer<typeof verificacionStaffSchema>;

/** Pausa leída: sin `hasta` queda cerrado hasta que el proveedor la quite. */
export const pausaRespuestaSchema = pausaFabricanteSchema.extend({ hasta: z.string().nullable() });
export type PausaRespuesta = z.infer<typeof pausaRespuestaSchema>;

/** Feriado leído: un día (`fecha`, igual a `desde` y `hasta`). */
export const feriadoRespuestaSchema = feriadoFabricanteSchema.extend({ fecha: z.string() });
export type FeriadoRespuesta = z.infer<typeof feriadoRespuestaSchema>;

/** Clave de API del proveedor; `clave` sólo viaja una vez, al crearla. */
export const claveApiSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  prefijo: z.string(),
  activo: z.boolean(),
  ultimo_uso_en: z.string().nullable(),
  revocada_en: z.string().nullable(),
  creado_en: z.string(),
  clave: z.string().optional(),
});
export type ClaveApi = z.infer<typeof claveApiSchema>;

/** GET /inicio-fabricante/ (y la respuesta de POST /fabricante-abierto/): el panel del proveedor. */
export const inicioFabricanteSchema = z.object({
  fabricante: z.number().int(),
  nombre: z.string(),
  aprobado: z.boolean(),
  contrato_aceptado: z.boolean(),
  abierto: z.boolean(),
  estado_apertura: z.string(),
  pausado: z.boolean(),
  pendientes: z.number().int(),
  retiro: z.number().int(),
  ultima_orden: z.number().int().nullable(),
  mensajes: z.number().int(),
  notificaciones: z.number().int(),
  alertas_stock: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      cantidad_disponible: z.number().int(),
      stock_minimo: z.number().int(),
    }),
  ),
});
export type InicioFabricante = z.infer<typeof inicioFabricanteSchema>;
