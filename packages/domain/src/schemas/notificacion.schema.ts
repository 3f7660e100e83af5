// Notificaciones del usuario (§2 /notificaciones/): lectura y marcado como leídas.
import { z } from 'zod';
import { booleanoSchema } from './campos.schema.js';

export const TIPOS_NOTIFICACION = [
  'chat',
  'oportunidad',
  'pedido',
  'vehiculo_aprobado',
  'transportista_aprobado',
  'documento_vencimiento',
  'proveedor_aprobado',
  'producto_aprobado',
  'producto_rechazado',
  'general',
] as const;
export const tipoNotificacionSchema = z.enum(TIPOS_NOTIFICACION);
export type TipoNotificacion = z.infer<typeof tipoNotificacionSchema>;

export const notificacionSchema = z.object({
  id: z.number().int(),
  tipo: tipoNotificacionSchema,
  titulo: z.string(),
  cuerpo: z.string(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  leida: z.boolean(),
  leida_en: z.string().nullable(),
  creado_en: z.string(),
});
export type Notificacion = z.infer<typeof notificacionSchema>;

/** PATCH /notificaciones/{id}/: marca una notificación como leída o no leída. */
export const marcarNotificacionSchema = z.object({ leida: booleanoSchema });
