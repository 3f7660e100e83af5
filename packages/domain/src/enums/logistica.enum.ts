// Estados y tipos de logística: ruteo, cadena de frío, incidentes, itinerarios y hojas de ruta (spec §3, §4).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

/** Estado de ruteo de una orden (spec §4); 50–80 son los motivos de no asignación. */
export const EstadoRuteo = {
  ESPERANDO_ORDENES: 10,
  ESPERANDO_HORA_PROCESO: 20,
  EN_PROCESO_RUTEO: 30,
  RUTEADO: 40,
  NO_RUTEABLE_REAGENDAR: 50,
  RUTA_NO_ENCONTRADA: 60,
  SIN_VEHICULOS_VALIDOS: 70,
  NO_ES_DELIVERY: 80,
} as const;
export type EstadoRuteo = ValorDe<typeof EstadoRuteo>;
export const ETIQUETAS_ESTADO_RUTEO: Readonly<Record<EstadoRuteo, string>> = {
  10: 'Esperando orden/es',
  20: 'Esperando hora proceso',
  30: 'En proceso de ruteo',
  40: 'Ruteado',
  50: 'No ruteable: Reagendar',
  60: 'Ruta no encontrada',
  70: 'Sin vehículos válidos',
  80: 'No es delivery',
};
export const estadoRuteoSchema = esquemaEnum(EstadoRuteo);

/** Cadena de frío (campo `refrigeracion`, spec §4). */
export const CadenaFrio = { NO_REFRIGERADO: 0, FRIO: 10, CONGELADO: 20 } as const;
export type CadenaFrio = ValorDe<typeof CadenaFrio>;
export const ETIQUETAS_CADENA_FRIO: Readonly<Record<CadenaFrio, string>> = {
  0: 'No refrigerado',
  10: 'Frío',
  20: 'Congelado',
};
export const cadenaFrioSchema = esquemaEnum(CadenaFrio);

/** Tipo de incidente reportado por el transportista (spec §4). */
export const TipoIncidente = {
  PROBLEMA_RUTA: 10,
  FALLA_MECANICA: 20,
  PROBLEMA_PERSONAL: 30,
} as const;
export type TipoIncidente = ValorDe<typeof TipoIncidente>;
export const ETIQUETAS_TIPO_INCIDENTE: Readonly<Record<TipoIncidente, string>> = {
  10: 'Problema en la ruta',
  20: 'Falla mecánica',
  30: 'Problema personal',
};
export const tipoIncidenteSchema = esquemaEnum(TipoIncidente);

/** Tipo de parada de un itinerario (spec §3). */
export const TipoParada = { ENTREGA: 10, RETIRO: 20 } as const;
export type TipoParada = ValorDe<typeof TipoParada>;
export const ETIQUETAS_TIPO_PARADA: Readonly<Record<TipoParada, string>> = {
  10: 'Entrega',
  20: 'Retiro',
};
export const tipoParadaSchema = esquemaEnum(TipoParada);

/** Estado de una parada (decisión del proyecto: la spec no da valores). */
export const EstadoItinerario = {
  PENDIENTE: 0,
  EN_CAMINO: 10,
  COMPLETADO: 20,
  INCIDENTE: 30,
} as const;
export type EstadoItinerario = ValorDe<typeof EstadoItinerario>;
export const ETIQUETAS_ESTADO_ITINERARIO: Readonly<Record<EstadoItinerario, string>> = {
  0: 'Pendiente',
  10: 'En camino',
  20: 'Completado',
  30: 'Incidente',
};
export const estadoItinerarioSchema = esquemaEnum(EstadoItinerario);

/**
 * Estado de una hoja de ruta (decisión del proyecto): una oportunidad es una hoja
 * DISPONIBLE; aceptar-ruta la pasa a ACEPTADA, empezar-ruta a EN_CURSO.
 */
export const EstadoHojaRuta = {
  DISPONIBLE: 0,
  ACEPTADA: 10,
  EN_CURSO: 20,
  FINALIZADA: 30,
  CANCELADA: 40,
} as const;
export type EstadoHojaRuta = ValorDe<typeof EstadoHojaRuta>;
export const ETIQUETAS_ESTADO_HOJA_RUTA: Readonly<Record<EstadoHojaRuta, string>> = {
  0: 'Disponible',
  10: 'Aceptada',
  20: 'En curso',
  30: 'Finalizada',
  40: 'Cancelada',
};
export const estadoHojaRutaSchema = esquemaEnum(EstadoHojaRuta);

/** Estado de la oferta de una hoja a un transportista (decisión del proyecto). */
export const EstadoOportunidad = { OFRECIDA: 10, ACEPTADA: 20, CERRADA: 30, VENCIDA: 40 } as const;
export type EstadoOportunidad = ValorDe<typeof EstadoOportunidad>;
