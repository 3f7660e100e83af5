// Respuestas del alta de transportistas, sus vehículos y el panel de la empresa de transporte.
import { z } from 'zod';
import { paginaSchema } from '../schemas/paginacion.schema.js';
import { transportistaSchema, vehiculoSchema } from '../schemas/transportista.schema.js';

/** GET /transportista/{id}/: la ficha con vencimientos, suspensión y el documento faltante (§4). */
export const fichaTransportistaSchema = transportistaSchema.extend({
  /** Nombre y apellido de su cuenta. */
  nombre: z.string(),
  tipo_usuario: z.number().int().nullable(),
  poliza_vencimiento: z.string().nullable(),
  fecha_aprobacion: z.string().nullable(),
  conectado: z.boolean(),
  suspendido: z.boolean(),
  suspendido_en: z.string().nullable(),
  documento_faltante: z.object({ campo: z.string(), etiqueta: z.string() }).nullable(),
});
export type FichaTransportista = z.infer<typeof fichaTransportistaSchema>;

/** GET /vehiculo/{id}/ (y cada fila de GET /vehiculo/). */
export const fichaVehiculoSchema = vehiculoSchema.extend({
  /** Nombre y apellido de su transportista. */
  transportista_nombre: z.string().nullable(),
  empresa_transporte: z.number().int().nullable(),
  tipo_vehiculo_nombre: z.string().nullable(),
  poliza_vencimiento: z.string().nullable(),
  refrigeracion: z.number().int(),
  suspendido: z.boolean(),
  suspendido_en: z.string().nullable(),
});
export type FichaVehiculo = z.infer<typeof fichaVehiculoSchema>;
export const paginaVehiculosSchema = paginaSchema(fichaVehiculoSchema);

/** GET /empresa-transporte/{id}/: el perfil de la empresa de transporte. */
export const perfilEmpresaTransporteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  razon_social: z.string().nullable(),
  ruc: z.string().nullable(),
  nro_telefono: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  aprobado: z.boolean(),
  fecha_aprobacion: z.string().nullable(),
});
export type PerfilEmpresaTransporte = z.infer<typeof perfilEmpresaTransporteSchema>;

/** Chofer asignado a un vehículo de la empresa. */
export const choferEmpresaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  aprobado: z.boolean(),
  conectado: z.boolean(),
  vehiculos: z.array(z.string()),
});
export type ChoferEmpresa = z.infer<typeof choferEmpresaSchema>;

/** GET /empresa-transporte/{id}/inicio/: flota por estado, choferes y el mes en curso. */
export const inicioEmpresaTransporteSchema = z.object({
  flota: z.object({
    total: z.number().int(),
    aprobados: z.number().int(),
    pendientes: z.number().int(),
    activos: z.number().int(),
    suspendidos: z.number().int(),
  }),
  choferes: z.array(choferEmpresaSchema),
  mes: z.object({
    desde: z.string(),
    rutas: z.number().int(),
    ganancias: z.number().int(),
  }),
});
export type InicioEmpresaTransporte = z.infer<typeof inicioEmpresaTransporteSchema>;

/** GET /empresa-transporte/{id}/balance/: ganancias por las rutas terminadas de sus vehículos. */
export const balanceEmpresaTransporteSchema = z.object({
  ganancias_mes: z.number().int(),
  rutas_mes: z.number().int(),
  ganancias_total: z.number().int(),
  rutas_total: z.number().int(),
  por_mes: z.array(
    z.object({ mes: z.string(), rutas: z.number().int(), ganancias: z.number().int() }),
  ),
  /** Del libro mayor (ADR 021): pagado a sus choferes, saldo neto y efectivo sin depositar. */
  pagado: z.number().int(),
  saldo: z.number().int(),
  efectivo_pendiente: z.number().int(),
});
export type BalanceEmpresaTransporte = z.infer<typeof balanceEmpresaTransporteSchema>;

/** Fila de GET /empresa-transporte/{id}/movimientos/: una ruta terminada de un vehículo suyo. */
export const movimientoEmpresaTransporteSchema = z.object({
  hoja_ruta: z.number().int(),
  fecha: z.string(),
  fin: z.string().nullable(),
  vehiculo: z.number().int(),
  numero_chapa: z.string(),
  transportista: z.number().int().nullable(),
  transportista_nombre: z.string().nullable(),
  cantidad_paradas: z.number().int(),
  kilometros_recorrido: z.number(),
  monto: z.number().int(),
});
export type MovimientoEmpresaTransporte = z.infer<typeof movimientoEmpresaTransporteSchema>;
export const paginaMovimientosEmpresaSchema = paginaSchema(movimientoEmpresaTransporteSchema);
