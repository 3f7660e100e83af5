// Cuerpos y consultas del panel de administración: operaciones, errores, API y staff (§7).
import { z } from 'zod';
import { booleanoSchema, emailSchema, idSchema, textoLimpio } from './campos.schema.js';
import { MENSAJES_OPERACIONES } from '../mensajes-operaciones.js';

/** GET /obtener-error/ {id} y POST /controlar-error/ {id}. */
export const idErrorSchema = z.object({ id: idSchema });

/** POST /resolver-incidente/ {pedido_id}: el pedido en 50 Incidente vuelve a despacho. */
export const resolverIncidenteSchema = z.object({ pedido_id: idSchema });

/** Filtro de GET /errores/: atendidos o pendientes; origen. */
export const filtrosErroresSchema = {
  controlado: booleanoSchema.optional(),
  origen: z.enum(['app', 'servidor']).optional(),
};

/** Acciones de POST /api-config/ {accion, datos}. */
export const ACCIONES_API_CONFIG = ['crear', 'revocar', 'activar', 'desactivar'] as const;
export const apiConfigSchema = z.discriminatedUnion('accion', [
  z.object({
    accion: z.literal('crear'),
    datos: z.object({ fabricante: idSchema, nombre: textoLimpio({ max: 80 }) }),
  }),
  z.object({
    accion: z.enum(['revocar', 'activar', 'desactivar']),
    datos: z.object({ id: idSchema }),
  }),
]);
export type ApiConfig = z.output<typeof apiConfigSchema>;

/** Filtros de GET /api-status/: registro de peticiones de una clave o de todas. */
export const filtrosApiStatusSchema = {
  clave: idSchema.optional(),
  estado_http: z.coerce.number().int().min(100).max(599).optional(),
};

/** Multipart POST /usuario_staff/ sin fabricante_id: un administrador nuevo. */
export const crearStaffAdminSchema = z.object({
  username: textoLimpio({ min: 3, max: 60 }),
  email: emailSchema,
  first_name: textoLimpio({ max: 80 }),
  last_name: textoLimpio({ max: 80 }),
  password: z.string().min(8).max(128),
});
/** Multipart PATCH /usuario_staff/{id}/ de un administrador. */
export const actualizarStaffAdminSchema = z.object({
  first_name: textoLimpio({ max: 80 }).optional(),
  last_name: textoLimpio({ max: 80 }).optional(),
  email: emailSchema.optional(),
  activo: booleanoSchema.optional(),
});

/** PATCH /direccion/ con el id en el cuerpo (la forma de la especificación). */
export const idDireccionCuerpoSchema = z.object({ id: idSchema });

/** GET /busqueda/?ambito=admin: qué grupos buscar. */
export const GRUPOS_BUSQUEDA_ADMIN = [
  'pedidos',
  'clientes',
  'productos',
  'proveedores',
  'transportistas',
] as const;
export const filtrosBusquedaAdminSchema = {
  ambito: z.enum(['tienda', 'admin']).optional(),
  grupo: z.enum(GRUPOS_BUSQUEDA_ADMIN).optional(),
};
/** Texto de la búsqueda del administrador: 2 caracteres o más, o un número de pedido. */
export const textoBusquedaAdmin = z
  .string()
  .trim()
  .refine((t) => t.length >= 2 || /^\d+$/.test(t), {
    message: MENSAJES_OPERACIONES.busquedaCorta,
  });
