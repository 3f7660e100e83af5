// Drivers, vehicles, route sheets, itineraries and incidents (spec §3, §7 Driver operations).
import { z } from 'zod';
import {
  estadoItinerarioSchema,
  tipoIncidenteSchema,
  tipoParadaSchema,
} from '../enums/logistica.enum.js';
import {
  booleanoSchema,
  decimalSchema,
  fechaSchema,
  idSchema,
  listaIds,
  pinSchema,
  textoLimpio,
  ubicacionSchema,
} from './campos.schema.js';

const archivo = z.string().nullable();

export const transportistaSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int(),
  registro_frente: archivo,
  registro_dorso: archivo,
  registro_vencimiento: z.string().nullable(),
  antecedentesj: archivo,
  antecedentesp: archivo,
  poliza_seguro: archivo,
  aprobado: z.boolean(),
  ciudades: z.array(z.number().int()).default([]),
  vehiculos: z.array(z.number().int()).default([]),
  cantidad_viajes: z.number().int().default(0),
  ultimo_viaje: z.string().nullable(),
  rating: z.number().nullable(),
  ratings: z.number().int().default(0),
  fecha_aceptacion_contrato: z.string().nullable(),
  constancia_ruc: archivo,
  balance: z.number().int().default(0),
  activo: z.boolean(),
  bloqueado: z.boolean(),
  has_products: z.boolean().default(false),
});
export type Transportista = z.infer<typeof transportistaSchema>;

/** Admin list row of drivers. */
export const transportistaFilaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  razon_social: z.string().nullable(),
  ruc: z.string().nullable(),
  nro_documento: z.string().nullable(),
  nro_telefono: z.string().nullable(),
  imagen_perfil: archivo,
  email: z.string(),
  ciudades: z.array(z.number().int()).default([]),
  registro_frente: archivo,
  registro_dorso: archivo,
  registro_vencimiento: z.string().nullable(),
  antecedentesj: archivo,
  antecedentesp: archivo,
  aprobado: z.boolean(),
  bloqueado: z.boolean(),
  vehiculos: z.array(z.number().int()).default([]),
});
export type TransportistaFila = z.infer<typeof transportistaFilaSchema>;

/** Multipart text fields of POST/PATCH /transportista/ (files travel as parts). */
export const guardarTransportistaSchema = z.object({
  registro_vencimiento: fechaSchema,
  /** Comma-joined city ids ("1,2,3"). */
  ciudades: listaIds(1),
});

export const vehiculoSchema = z.object({
  id: z.number().int(),
  transportista: z.number().int().nullable(),
  tipo_vehiculo: z.number().int(),
  marca: z.string(),
  modelo: z.string(),
  ano: z.number().int().nullable(),
  color: z.string().nullable(),
  numero_chapa: z.string(),
  numero_chassis: z.string().nullable(),
  kilometraje: z.string().nullable(),
  poliza_seguro: archivo,
  habilitacion_frente: archivo,
  habilitacion_dorso: archivo,
  habilitacion_vencimiento: z.string().nullable(),
  peso_maximo: z.number().nullable(),
  espacio_alto_cm: z.number().nullable(),
  espacio_ancho_cm: z.number().nullable(),
  espacio_largo_cm: z.number().nullable(),
  aprobado: z.boolean(),
  activo: z.boolean(),
  fecha_agregado: z.string(),
  cantidad_viajes: z.number().int().default(0),
  ultimo_viaje: z.string().nullable(),
});
export type Vehiculo = z.infer<typeof vehiculoSchema>;

const medida = decimalSchema.pipe(z.number().min(0)).nullish();

/** Multipart text fields of POST/PATCH /vehiculo/. */
export const guardarVehiculoSchema = z.object({
  tipo_vehiculo: idSchema,
  marca: textoLimpio({ max: 60 }),
  modelo: textoLimpio({ max: 60 }),
  ano: z.coerce.number().int().min(1950).max(2100),
  color: textoLimpio({ max: 40 }),
  numero_chapa: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{5,8}$/)),
  /** Letters, digits and dashes only (VIN or local chassis number). */
  numero_chassis: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{0,30}$/))
    .nullish(),
  /** Kept as text (spec §3); digits only. */
  kilometraje: z
    .string()
    .transform((s) => s.replace(/[\s.]/g, ''))
    .pipe(z.string().regex(/^\d{0,7}$/))
    .nullish(),
  habilitacion_vencimiento: fechaSchema.nullish(),
  peso_maximo: medida,
  espacio_alto_cm: medida,
  espacio_ancho_cm: medida,
  espacio_largo_cm: medida,
});

/** PUT /vehiculo/{id}/ {activar}. */
export const activarVehiculoSchema = z.object({ activar: booleanoSchema });
/** POST /aprobar-vehiculo/ {vehiculo_id}. */
export const aprobarVehiculoSchema = z.object({ vehiculo_id: idSchema });
/** POST /aprobar-transportista/ {transportista_id}. */
export const aprobarTransportistaSchema = z.object({ transportista_id: idSchema });

export const itinerarioSchema = z.object({
  id: z.number().int(),
  tipo: tipoParadaSchema,
  estado: estadoItinerarioSchema,
  usuario: z.number().int().nullable(),
  fabricante: z.string().nullable(),
  fabricante_id: z.number().int().nullable(),
  fabricante_imagen_perfil: z.string().nullable(),
  orden: z.number().int(),
  fecha_hora_calculada_desde: z.string().nullable(),
  direccion: z.string().nullable(),
  ubicacion: z.string(),
  ciudad: z.string().nullable(),
  /** Metres. */
  distancia: z.number().nullable(),
  /** Seconds. */
  tiempo_en_transito: z.number().nullable(),
  tiempo_parada_calculado: z.number().nullable(),
  referencia_orden: z.string().nullable(),
  pedidos: z.array(z.number().int()).default([]),
  direccion_itinerario: z.string().nullable(),
  telefono_itinerario: z.string().nullable(),
});
export type Itinerario = z.infer<typeof itinerarioSchema>;

export const hojaRutaSchema = z.object({
  id: z.number().int(),
  fecha: z.string(),
  tipo_vehiculo: z.number().int().nullable(),
  transportista: z.number().int().nullable(),
  vehiculo: z.number().int().nullable(),
  pedidos: z.array(z.number().int()).default([]),
  pedido: z.number().int().nullable(),
  tarifa_transportista: z.number().int(),
  cantidad_retiros: z.number().int(),
  cantidad_entregas: z.number().int(),
  cantidad_paradas: z.number().int(),
  minutos_trabajo: z.number(),
  kilometros_recorrido: z.number(),
  inicio: z.string().nullable(),
  fin: z.string().nullable(),
  itinerarios: z.array(itinerarioSchema).default([]),
  ciudades: z.array(z.string()).default([]),
  /** Next stop to execute, if any. */
  next: itinerarioSchema.nullable(),
  finalizado: z.boolean(),
  monto: z.number().int(),
});
export type HojaRuta = z.infer<typeof hojaRutaSchema>;

/** POST /aceptar-ruta/ {oportunidad_id}. */
export const aceptarRutaSchema = z.object({ oportunidad_id: idSchema });
/** POST /empezar-ruta/ {ruta_id, vehiculo_id}. */
export const empezarRutaSchema = z.object({ ruta_id: idSchema, vehiculo_id: idSchema });
/** POST /check-pin/ {itinerario_id, pincode}. */
export const checkPinSchema = z.object({ itinerario_id: idSchema, pincode: pinSchema });
/** POST /ejecutar-itinerario/ {itinerario_id, pincode}. */
export const ejecutarItinerarioSchema = checkPinSchema;

/** POST /reportar-incidente/ (spec §3 incident report). */
export const reportarIncidenteSchema = z.object({
  tipo_incidente: z.coerce.number().pipe(tipoIncidenteSchema),
  hoja_ruta: idSchema,
  itinerario: idSchema.nullish(),
  vehiculo: idSchema.nullish(),
  ubicacion: ubicacionSchema.nullish(),
});
export type ReporteIncidente = z.output<typeof reportarIncidenteSchema>;

/** POST /rastreo-usuario/: a driver's position. */
export const rastreoUsuarioSchema = z.object({
  ubicacion: ubicacionSchema,
  precision: z.coerce.number().min(0).nullish(),
});
