// Torre de control del administrador (GET /torre-de-control/, /admin/monitoreo) y sus eventos
// en vivo por el canal /ws (a los administradores).
import { z } from 'zod';

const entero = z.number().int();
const punto = z.object({ lat: z.number(), lng: z.number() });

/** Estado de un transportista en la torre (decisión del proyecto, derivado de sus hojas). */
export const EstadoTransportistaTorre = {
  LIBRE: 'libre',
  ASIGNADO: 'asignado',
  EN_RUTA: 'en_ruta',
  SIN_SENAL: 'sin_senal',
} as const;
export type EstadoTransportistaTorre =
  (typeof EstadoTransportistaTorre)[keyof typeof EstadoTransportistaTorre];
export const ETIQUETAS_ESTADO_TRANSPORTISTA_TORRE: Readonly<
  Record<EstadoTransportistaTorre, string>
> = {
  libre: 'Libre',
  asignado: 'Con hoja aceptada',
  en_ruta: 'En ruta',
  sin_senal: 'Sin señal',
};
/** Minutos sin posición tras los que un transportista conectado se muestra «sin señal». */
export const MINUTOS_SIN_SENAL_TORRE = 10;

export const transportistaTorreSchema = z.object({
  id: entero,
  nombre: z.string(),
  telefono: z.string().nullable(),
  estado: z.enum(['libre', 'asignado', 'en_ruta', 'sin_senal']),
  ubicacion: punto.nullable(),
  /** Hora de la última posición (ISO) y segundos desde entonces. */
  fecha: z.string().nullable(),
  ago: entero.nullable(),
  hoja_ruta_id: entero.nullable(),
});
export type TransportistaTorre = z.infer<typeof transportistaTorreSchema>;

export const paradaTorreSchema = z.object({
  id: entero,
  hoja_ruta_id: entero,
  tipo: entero,
  estado: entero,
  orden: entero,
  ubicacion: punto.nullable(),
  direccion: z.string().nullable(),
  ciudad: z.string().nullable(),
  fecha_hora_calculada_desde: z.string().nullable(),
  fecha_hora_calculada_hasta: z.string().nullable(),
  ejecutado_en: z.string().nullable(),
  /** Pendiente y fuera de su ventana: minutos de atraso (0 si va a tiempo). */
  atrasada: z.boolean(),
  minutos_atraso: entero,
});
export type ParadaTorre = z.infer<typeof paradaTorreSchema>;

export const hojaTorreSchema = z.object({
  id: entero,
  fecha: z.string(),
  estado: entero,
  estado_nombre: z.string(),
  transportista_id: entero.nullable(),
  transportista_nombre: z.string().nullable(),
  inicio: z.string().nullable(),
  paradas_total: entero,
  paradas_hechas: entero,
  /** 0–100. */
  progreso: entero,
  paradas_atrasadas: entero,
  paradas: z.array(paradaTorreSchema),
});
export type HojaTorre = z.infer<typeof hojaTorreSchema>;

export const ordenEsperaTorreSchema = z.object({
  id: entero,
  pedido_id: entero,
  fabricante: z.string().nullable(),
  estado_ruteo: entero,
  motivo_ruteo: z.string().nullable(),
  fecha_retiro: z.string().nullable(),
});

export const torreControlSchema = z.object({
  generado_en: z.string(),
  transportistas: z.array(transportistaTorreSchema),
  hojas: z.array(hojaTorreSchema),
  /** Paradas atrasadas de todas las hojas activas, la más atrasada primero. */
  paradas_atrasadas: z.array(paradaTorreSchema),
  /** Órdenes de venta confirmadas y aún sin retirar, por estado de ruteo (10–80). */
  ordenes_por_ruteo: z.array(
    z.object({ estado_ruteo: entero, estado_nombre: z.string(), cantidad: entero }),
  ),
  /** Las que esperan (todo salvo 40 ruteado y 80 retiro en local), las más viejas primero. */
  ordenes_en_espera: z.array(ordenEsperaTorreSchema),
  hojas_sin_asignar: entero,
});
export type TorreControl = z.infer<typeof torreControlSchema>;

/** Evento `torre_ubicacion` (a los administradores): un transportista se movió. */
export const eventoTorreUbicacionSchema = z.object({
  transportista_id: entero,
  lat: z.number(),
  lng: z.number(),
  fecha: z.string(),
});
export type EventoTorreUbicacion = z.infer<typeof eventoTorreUbicacionSchema>;

/** Evento `torre_cambio`: cambió una hoja, una parada o la conexión de un transportista. */
export const eventoTorreCambioSchema = z.object({
  motivo: z.enum(['hoja', 'parada', 'conexion', 'ruteo']),
  hoja_ruta_id: entero.nullable(),
  transportista_id: entero.nullable(),
});
export type EventoTorreCambio = z.infer<typeof eventoTorreCambioSchema>;

export const EVENTOS_TORRE = { ubicacion: 'torre_ubicacion', cambio: 'torre_cambio' } as const;
