// Reference data read shapes (spec §3): rubros, familias, líneas, ciudades, configuración,
// refrigeración, tipos de vehículo, mensajes predeterminados.
import { z } from 'zod';
import { cadenaFrioSchema } from '../enums/logistica.enum.js';
import { tipoMensajeChatSchema } from '../enums/chat.enum.js';
import { decimalSchema, guaraniesSchema, textoLimpio, textoOpcional } from './campos.schema.js';

const numeroNulo = z.number().nullable();

/** Rubro, Familia, Línea and Ciudad share `{id, nombre}`. */
export const referenciaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export const rubroSchema = referenciaSchema;
export const familiaSchema = referenciaSchema;
export const lineaSchema = referenciaSchema;
export const ciudadSchema = referenciaSchema;
export type Referencia = z.infer<typeof referenciaSchema>;

/** Create/update body of a rubro, familia, línea or ciudad. */
export const guardarReferenciaSchema = z.object({ nombre: textoLimpio({ max: 120 }) });

export const configuracionSchema = z.object({
  id: z.number().int(),
  clave: z.string(),
  valor: z.string(),
});
export type Configuracion = z.infer<typeof configuracionSchema>;
export const editarConfiguracionSchema = z.object({
  clave: textoLimpio({ max: 100 }),
  valor: z.string().max(5000),
});

export const refrigeracionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  refrigeracion: cadenaFrioSchema,
});
export type Refrigeracion = z.infer<typeof refrigeracionSchema>;

export const tipoVehiculoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  subida_bandera: numeroNulo,
  precio_minimo: numeroNulo,
  precio_km: numeroNulo,
  precio_minuto: numeroNulo,
  refrigeracion: cadenaFrioSchema.nullable(),
  precio_parada: numeroNulo,
  peso_maximo_kg: numeroNulo,
  espacio_alto_cm: numeroNulo,
  espacio_ancho_cm: numeroNulo,
  espacio_profundidad_cm: numeroNulo,
});
export type TipoVehiculo = z.infer<typeof tipoVehiculoSchema>;

const guaraniesNulo = guaraniesSchema.nullish();
const medidaNula = decimalSchema.pipe(z.number().min(0)).nullish();

/** Create/update body of a vehicle type (prices in guaraníes, sizes in cm, weight in kg). */
export const guardarTipoVehiculoSchema = z.object({
  nombre: textoLimpio({ max: 100 }),
  subida_bandera: guaraniesNulo,
  precio_minimo: guaraniesNulo,
  precio_km: guaraniesNulo,
  precio_minuto: guaraniesNulo,
  refrigeracion: cadenaFrioSchema.nullish(),
  precio_parada: guaraniesNulo,
  peso_maximo_kg: medidaNula,
  espacio_alto_cm: medidaNula,
  espacio_ancho_cm: medidaNula,
  espacio_profundidad_cm: medidaNula,
});

export const mensajePredeterminadoSchema = z.object({
  id: z.number().int(),
  mensaje: z.string(),
  estado: z.boolean(),
  /** null: for both customers and drivers. */
  tipo: tipoMensajeChatSchema.nullable(),
});
export type MensajePredeterminado = z.infer<typeof mensajePredeterminadoSchema>;

export const preguntaFrecuenteSchema = z.object({
  id: z.number().int(),
  pregunta: z.string(),
  respuesta: z.string(),
});
export const guardarPreguntaFrecuenteSchema = z.object({
  pregunta: textoLimpio({ max: 500 }),
  respuesta: textoLimpio({ max: 5000 }),
});

/** POST /guardar-error/ {archivo, mensaje, excepcion} (client error log). */
export const guardarErrorSchema = z.object({
  archivo: textoOpcional(500),
  mensaje: textoLimpio({ max: 2000 }),
  excepcion: textoOpcional(20000),
});
