// Respuestas de la operación del transportista (spec §3 HojaRuta, Itinerario, Driver store;
// §7 Driver operations): oportunidades, hoja activa, mis rutas, conexión y balance.
import { z } from 'zod';
import { paginaSchema } from '../schemas/paginacion.schema.js';

const entero = z.number().int();
const instante = z.string().nullable();

/** Una parada de la hoja (retiro en el proveedor o entrega al cliente). */
export const paradaHojaSchema = z.object({
  id: entero,
  tipo: entero,
  estado: entero,
  usuario: entero.nullable(),
  fabricante: z.string().nullable(),
  fabricante_id: entero.nullable(),
  orden: entero,
  fecha_hora_calculada_desde: instante,
  fecha_hora_calculada_hasta: instante,
  direccion: z.string().nullable(),
  /** Texto "lat,lng". */
  ubicacion: z.string().nullable(),
  ciudad: z.string().nullable(),
  distancia: z.number().nullable(),
  tiempo_en_transito: z.number().nullable(),
  tiempo_parada_calculado: z.number().nullable(),
  referencia_orden: z.string().nullable(),
  pedidos: z.array(entero),
  ordenes_venta: z.array(entero),
  /** Referencia del lugar (portón, piso...). */
  direccion_itinerario: z.string().nullable(),
  telefono_itinerario: z.string().nullable(),
  ejecutado_en: instante,
  bloqueado: z.boolean(),
  /**
   * Efectivo contra entrega a cobrar en esta parada al confirmar el PIN (Gs.; 0 si nada): la parte
   * de las órdenes de venta que entrega, con su proporción del envío (ADR 026).
   */
  cobro_efectivo: entero,
  /** El cobro es sólo una parte del pedido: el resto se cobra en otra entrega. */
  cobro_efectivo_parcial: z.boolean(),
});
export type ParadaHoja = z.infer<typeof paradaHojaSchema>;

/**
 * Conciliación de la tarifa de una hoja terminada (ADR 017), sólo para el administrador en
 * GET /hoja_ruta/ y /hoja_ruta/{id}/: null mientras no terminó; sin rastreo, km y recalculada null.
 */
export const conciliacionTarifaSchema = z.object({
  kilometros_reales: z.number().nullable(),
  minutos_reales: entero,
  /** La prometida antes de aceptar: es la que se acredita. */
  tarifa_acreditada: entero,
  tarifa_recalculada: entero.nullable(),
  /** recalculada − acreditada. */
  diferencia: entero.nullable(),
  diferencia_pct: z.number().nullable(),
});
export type ConciliacionTarifaHoja = z.infer<typeof conciliacionTarifaSchema>;

/** Resumen de una hoja: tarifa, cantidades, ciudades y próxima parada (`next`). */
export const resumenHojaSchema = z.object({
  id: entero,
  fecha: z.string(),
  estado: entero,
  estado_nombre: z.string(),
  tipo_vehiculo: entero,
  transportista: entero.nullable(),
  /** Nombre y apellido del transportista asignado. */
  transportista_nombre: z.string().nullable(),
  vehiculo: entero.nullable(),
  tarifa_transportista: entero,
  cantidad_retiros: entero,
  cantidad_entregas: entero,
  cantidad_paradas: entero,
  minutos_trabajo: z.number(),
  kilometros_recorrido: z.number(),
  refrigeracion: entero,
  inicio: instante,
  fin: instante,
  ciudades: z.array(z.string()),
  next: entero.nullable(),
  finalizado: z.boolean(),
  pedidos: z.array(entero),
  /** Sólo para el administrador en GET /hoja_ruta/ y /hoja_ruta/{id}/. */
  conciliacion: conciliacionTarifaSchema.nullable().optional(),
});
export type ResumenHoja = z.infer<typeof resumenHojaSchema>;

/** Hoja con sus paradas en orden (GET /hoja-ruta-activa/, /hoja_ruta/{id}/, aceptar, ejecutar). */
export const hojaRutaDetalleSchema = resumenHojaSchema.extend({
  itinerarios: z.array(paradaHojaSchema),
});
export type HojaRutaDetalle = z.infer<typeof hojaRutaDetalleSchema>;

/** GET /mis-rutas/. */
export const paginaMisRutasSchema = paginaSchema(resumenHojaSchema);

/** Una oportunidad del listado: la hoja resumida con su tarifa. */
export const oportunidadResumenSchema = z.object({
  id: entero,
  expira_en: instante,
  hoja_ruta: resumenHojaSchema,
});
export type OportunidadResumen = z.infer<typeof oportunidadResumenSchema>;
export const paginaOportunidadesSchema = paginaSchema(oportunidadResumenSchema);

/** GET /oportunidad/{id}: la hoja con sus paradas. */
export const oportunidadDetalleSchema = z.object({
  id: entero,
  estado: entero,
  expira_en: instante,
  hoja_ruta: hojaRutaDetalleSchema.nullable(),
});
export type OportunidadDetalle = z.infer<typeof oportunidadDetalleSchema>;

/** POST y PATCH /conexion-transportista/. */
export const conexionTransportistaSchema = z.object({ conectado: z.boolean(), fecha: z.string() });

/** GET /ubicacion-transportista/ (spec §3 Driver map info). */
export const ubicacionTransportistaSchema = z.object({
  usuario: entero,
  rating: z.number().nullable(),
  conectado: z.boolean(),
  last_known_location: z
    .object({ lat: z.number(), lng: z.number(), fecha: z.string(), ago: z.number() })
    .nullable(),
});
export type UbicacionTransportista = z.infer<typeof ubicacionTransportistaSchema>;

/** GET /tiempo-activo-transportista/. */
export const tiempoActivoSchema = z.object({
  segundos: z.number(),
  minutos: z.number(),
  periodos: entero,
});

/** POST /check-pin/. */
export const checkPinRespuestaSchema = z.object({ valido: z.boolean(), itinerario_id: entero });

/** POST /reportar-incidente/: la hoja cancelada y los pedidos devueltos a despacho. */
export const incidenteReportadoSchema = z.object({ pedidos_afectados: z.array(entero) });

/** Un movimiento del balance del transportista (GET /transportista/movimientos/). */
export const movimientoTransportistaSchema = z.object({
  id: entero,
  monto: entero,
  motivo: z.string(),
  hoja_ruta: entero.nullable(),
  referencia: z.string().nullable(),
  descripcion: z.string().nullable(),
  balance_resultante: entero.nullable(),
  fecha: z.string(),
});
export type MovimientoTransportista = z.infer<typeof movimientoTransportistaSchema>;
export const paginaMovimientosTransportistaSchema = paginaSchema(movimientoTransportistaSchema);

/** Calificaciones recibidas (GET /obtener-calificaciones/): página con el promedio. */
export const calificacionesRecibidasSchema = paginaSchema(
  z.object({
    id: entero,
    calificacion: entero,
    comentario: z.string().nullable(),
    fecha: z.string(),
  }),
).extend({ rating: z.number(), ratings: entero });
export type CalificacionesRecibidas = z.infer<typeof calificacionesRecibidasSchema>;
