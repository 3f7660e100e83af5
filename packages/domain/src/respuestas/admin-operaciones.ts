// Respuestas del panel de administración: tablero, búsqueda, errores, API, staff, pedidos e impresión.
import { z } from 'zod';
import { detallePedidoSchema } from './pedidos.js';
import { ordenVentaDetalleSchema } from './ventas.js';

const entero = z.number().int();
const texto = z.string();

/** GET /inicio-dashboard/. */
export const tableroAdminSchema = z.object({
  ventas_hoy: z.object({ total: entero, pedidos: entero }),
  ventas_7_dias: z.array(z.object({ fecha: texto, total: entero, pedidos: entero })),
  pedidos_por_estado: z.array(z.object({ estado: entero, estado_nombre: texto, cantidad: entero })),
  aprobaciones_pendientes: z.object({
    proveedores: entero,
    productos: entero,
    transportistas: entero,
    vehiculos: entero,
  }),
  entregas_atrasadas: z.array(
    z.object({
      itinerario: entero,
      hoja_ruta: entero,
      direccion: texto.nullable(),
      hasta: texto,
      minutos_atraso: entero,
    }),
  ),
  alertas_stock: z.array(
    z.object({
      producto: entero,
      nombre: texto,
      fabricante: entero,
      fabricante_nombre: texto,
      cantidad_disponible: entero,
      stock_minimo: entero,
    }),
  ),
  errores_pendientes: entero,
  generado_en: texto,
});
export type TableroAdmin = z.infer<typeof tableroAdminSchema>;

/** Un resultado de GET /busqueda/?ambito=admin. */
export const resultadoBusquedaAdminSchema = z.object({
  grupo: z.enum(['pedidos', 'clientes', 'productos', 'proveedores', 'transportistas']),
  id: entero,
  titulo: texto,
  detalle: texto,
  enlace: texto,
});
export type ResultadoBusquedaAdmin = z.infer<typeof resultadoBusquedaAdminSchema>;

/** Error reportado por una app (GET /errores/, /obtener-error/). */
export const errorAppSchema = z.object({
  id: entero,
  archivo: texto.nullable(),
  mensaje: texto,
  excepcion: texto.nullable(),
  origen: z.enum(['app', 'servidor']),
  usuario: entero.nullable(),
  usuario_nombre: texto.nullable(),
  version_app: texto.nullable(),
  url: texto.nullable(),
  controlado: z.boolean(),
  controlado_por: entero.nullable(),
  controlado_en: texto.nullable(),
  creado_en: texto,
});
export type ErrorApp = z.infer<typeof errorAppSchema>;

/** GET /all-errores/: los pendientes y los totales. */
export const resumenErroresSchema = z.object({
  pendientes: entero,
  atendidos: entero,
  ultimos: z.array(errorAppSchema),
});

/** Clave de un socio tal como la ve el administrador (GET /api-status/). */
export const claveApiAdminSchema = z.object({
  id: entero,
  nombre: texto,
  prefijo: texto,
  fabricante: entero.nullable(),
  fabricante_nombre: texto.nullable(),
  activo: z.boolean(),
  revocada_en: texto.nullable(),
  ultimo_uso_en: texto.nullable(),
  creado_en: texto,
  peticiones_24h: entero,
  errores_24h: entero,
});
export type ClaveApiAdmin = z.infer<typeof claveApiAdminSchema>;

export const registroApiSchema = z.object({
  id: entero,
  clave: entero.nullable(),
  metodo: texto,
  ruta: texto,
  estado_http: entero,
  duracion_ms: entero,
  ip: texto.nullable(),
  creado_en: texto,
});
export type RegistroApi = z.infer<typeof registroApiSchema>;

/** GET /api-status/: claves, uso y el registro de peticiones (paginado). */
export const estadoApiSchema = z.object({
  claves: z.array(claveApiAdminSchema),
  peticiones_24h: entero,
  errores_24h: entero,
  registro: z.object({
    count: entero,
    next: texto.nullable(),
    previous: texto.nullable(),
    results: z.array(registroApiSchema),
  }),
});
export type EstadoApi = z.infer<typeof estadoApiSchema>;

/** POST /api-config/: la clave (con el secreto sólo al crearla). */
export const resultadoApiConfigSchema = claveApiAdminSchema
  .omit({ peticiones_24h: true, errores_24h: true })
  .extend({ clave: texto.optional() });

/** Usuario del staff: administrador (fabricante null) o del proveedor. */
export const usuarioStaffSchema = z.object({
  id: entero,
  username: texto,
  email: texto.nullable(),
  first_name: texto,
  last_name: texto,
  activo: z.boolean(),
  rol: z.enum(['administrador', 'propietario', 'staff']),
  fabricante_id: entero.nullable(),
});
export type UsuarioStaff = z.infer<typeof usuarioStaffSchema>;

/** GET /pedido_staff/{id}/: el detalle con cliente, historial y bitácora de rastreo. */
export const pedidoStaffDetalleSchema = detallePedidoSchema.extend({
  cliente: z.object({
    id: entero,
    nombre: texto,
    email: texto.nullable(),
    nro_telefono: texto.nullable(),
  }),
  nro_telefono: texto.nullable(),
  historial: z.array(
    z.object({
      estado: entero,
      estado_nombre: texto,
      transicion: texto,
      detalle: texto.nullable(),
      fecha: texto,
    }),
  ),
  /** Si el administrador ya lo reembolsó (POST /reembolso/): no se puede reembolsar otra vez. */
  reembolsado: z.boolean(),
  /** Cuándo se reembolsó (ISO); null si no se reembolsó. */
  reembolsado_en: texto.nullable(),
  /**
   * El incidente de ruta sin resolver que dejó el pedido en 50 Incidente (POST
   * /resolver-incidente/ lo resuelve); null si no hay.
   */
  incidente_abierto: z
    .object({
      id: entero,
      hoja_ruta: entero.nullable(),
      tipo_incidente: entero,
      tipo_nombre: texto,
      fecha: texto,
    })
    .nullable(),
});
export type PedidoStaffDetalle = z.infer<typeof pedidoStaffDetalleSchema>;

/** POST /resolver-incidente/: el pedido vuelve a 20 y sus órdenes retiradas, a despacho. */
export const incidenteResueltoSchema = z.object({
  pedido_id: entero,
  estado: entero,
  hoja_ruta: entero.nullable(),
  /** Órdenes de venta que vuelven a despacho para un retiro nuevo. */
  ordenes_venta: z.array(entero),
  /** Incidentes de la hoja marcados resueltos (vacío si otro pedido de la hoja sigue en 50). */
  incidentes_resueltos: z.array(entero),
});
export type IncidenteResuelto = z.infer<typeof incidenteResueltoSchema>;

/** GET /imprimir/{id}/: orden de venta imprimible con el QR del pedido. */
export const impresionOrdenSchema = ordenVentaDetalleSchema.extend({
  fabricante_nombre: texto,
  cliente_nombre: texto,
  nro_telefono: texto.nullable(),
  ciudad: texto.nullable(),
  /** SVG del QR con la referencia del pedido. */
  qr_svg: texto,
  qr_contenido: texto,
});
export type ImpresionOrden = z.infer<typeof impresionOrdenSchema>;

/** Pasos de un lote de ruteo cuya duración se mide (ms). */
export const FASES_LOTE_RUTEO = [
  'reclamo',
  'lectura',
  'problema',
  'solver',
  'verificacion',
  'guardado',
  'ofertas',
] as const;

/** POST /ruteo-ordenes-venta/: el resumen del lote de ruteo manual. */
export const resumenLoteRuteoSchema = z.object({
  lote_id: entero,
  fecha: texto,
  hora_corte: texto.nullable(),
  /** Órdenes que el lote tomó. */
  ordenes: entero,
  /** Hojas de ruta creadas. */
  hojas: z.array(entero),
  /** Cómo quedó cada orden tomada: su estado de ruteo y, si no se ruteó, por qué. */
  resultados: z.array(z.object({ id: entero, estado: entero, motivo: texto.nullable() })),
  /** Órdenes pedidas que el lote no tomó, con el motivo; su estado no cambia. */
  omitidas: z.array(z.object({ id: entero, motivo: texto })),
  duracion_solver_ms: entero.nullable(),
  duraciones_ms: z.partialRecord(z.enum(FASES_LOTE_RUTEO), entero),
});
export type ResumenLoteRuteo = z.infer<typeof resumenLoteRuteoSchema>;
