// Llamadas de la operación del transportista (§7 Driver operations) con TanStack Query.
import {
  TipoCalificacion,
  calificacionesRecibidasSchema,
  checkPinRespuestaSchema,
  conexionTransportistaSchema,
  fichaVehiculoSchema,
  hojaRutaDetalleSchema,
  incidenteReportadoSchema,
  oportunidadDetalleSchema,
  paginaMisRutasSchema,
  paginaMovimientosTransportistaSchema,
  paginaOportunidadesSchema,
  paginaVehiculosSchema,
  tiempoActivoSchema,
  ubicacionTransportistaSchema,
  type PosicionRastreo,
  type TipoIncidente,
} from '@nemu/domain';
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar } from '../../../shared/api/cliente-api';
import { pedir } from '../../../shared/api/consulta';

export const TAMANO_PAGINA_OPERACION = 10;

export const operacionKeys = {
  todo: ['driver-operacion'] as const,
  estado: ['driver-operacion', 'estado'] as const,
  hojaActiva: ['driver-operacion', 'hoja-activa'] as const,
  oportunidades: (pagina: number) => ['driver-operacion', 'oportunidades', pagina] as const,
  oportunidad: (id: number) => ['driver-operacion', 'oportunidad', id] as const,
  misRutas: (pagina: number) => ['driver-operacion', 'mis-rutas', pagina] as const,
  movimientos: (pagina: number, tamano: number) =>
    ['driver-operacion', 'movimientos', pagina, tamano] as const,
  vehiculos: ['driver-operacion', 'vehiculos'] as const,
  tiempoActivo: ['driver-operacion', 'tiempo-activo'] as const,
  calificaciones: (id: number, pagina: number) =>
    ['driver-operacion', 'calificaciones', id, pagina] as const,
};

/** Conexión y última ubicación conocida del propio transportista. */
export const useEstadoTransportista = () =>
  useQuery({
    queryKey: operacionKeys.estado,
    queryFn: ({ signal }) =>
      pedir(ubicacionTransportistaSchema, '/ubicacion-transportista/', { senal: signal }),
  });

/** Hoja en curso o aceptada; `null` si no hay (204). */
export const useHojaActiva = () =>
  useQuery({
    queryKey: operacionKeys.hojaActiva,
    queryFn: ({ signal }) =>
      pedir(hojaRutaDetalleSchema.nullable(), '/hoja-ruta-activa/', { senal: signal }),
  });

export const useOportunidades = (pagina: number, refrescoMs: number | false = 30_000) =>
  useQuery({
    queryKey: operacionKeys.oportunidades(pagina),
    placeholderData: keepPreviousData,
    refetchInterval: refrescoMs,
    queryFn: ({ signal }) =>
      pedir(paginaOportunidadesSchema, '/oportunidades/', {
        parametros: { page: pagina, page_size: TAMANO_PAGINA_OPERACION },
        senal: signal,
      }),
  });

export const useOportunidad = (id: number) =>
  useQuery({
    queryKey: operacionKeys.oportunidad(id),
    queryFn: ({ signal }) =>
      pedir(oportunidadDetalleSchema, `/oportunidad/${id}`, { senal: signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useMisRutas = (pagina: number) =>
  useQuery({
    queryKey: operacionKeys.misRutas(pagina),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      pedir(paginaMisRutasSchema, '/mis-rutas/', {
        parametros: { page: pagina, page_size: TAMANO_PAGINA_OPERACION },
        senal: signal,
      }),
  });

export const useMovimientos = (pagina: number, tamano = TAMANO_PAGINA_OPERACION) =>
  useQuery({
    queryKey: operacionKeys.movimientos(pagina, tamano),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      pedir(paginaMovimientosTransportistaSchema, '/transportista/movimientos/', {
        parametros: { page: pagina, page_size: tamano },
        senal: signal,
      }),
  });

/** Vehículos aprobados del transportista (para activar uno y empezar la ruta). */
export const useVehiculosAprobados = () =>
  useQuery({
    queryKey: operacionKeys.vehiculos,
    queryFn: ({ signal }) =>
      pedir(paginaVehiculosSchema, '/vehiculo/', {
        parametros: { page: 1, page_size: 50, moderado: true },
        senal: signal,
      }),
  });

/** Tiempo conectado hoy (desde la medianoche de Asunción). */
export const useTiempoActivoHoy = (desde: string) =>
  useQuery({
    queryKey: operacionKeys.tiempoActivo,
    refetchInterval: 60_000,
    queryFn: ({ signal }) =>
      pedir(tiempoActivoSchema, '/tiempo-activo-transportista/', {
        parametros: { fecha__gt: desde },
        senal: signal,
      }),
  });

export const useCalificacionesRecibidas = (transportistaId: number | null, pagina: number) =>
  useQuery({
    queryKey: operacionKeys.calificaciones(transportistaId ?? 0, pagina),
    enabled: transportistaId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      pedir(calificacionesRecibidasSchema, '/obtener-calificaciones/', {
        parametros: {
          id: transportistaId,
          tipo: TipoCalificacion.TRANSPORTISTA,
          page: pagina,
          page_size: TAMANO_PAGINA_OPERACION,
        },
        senal: signal,
      }),
  });

// Escrituras: devuelven el resultado de §8 para que la pantalla explique cada fallo.

export const cambiarConexion = (conectar: boolean, ubicacion: string | null) =>
  solicitar('/conexion-transportista/', {
    metodo: conectar ? 'POST' : 'PATCH',
    cuerpo: ubicacion ? { ubicacion } : {},
    esquema: conexionTransportistaSchema,
  });

export const aceptarRuta = (oportunidadId: number) =>
  solicitar('/aceptar-ruta/', {
    metodo: 'POST',
    cuerpo: { oportunidad_id: oportunidadId },
    esquema: hojaRutaDetalleSchema.nullable(),
  });

export const activarVehiculo = (vehiculoId: number) =>
  solicitar(`/vehiculo/${vehiculoId}/`, {
    metodo: 'PUT',
    cuerpo: { activar: true },
    esquema: fichaVehiculoSchema,
  });

export const empezarRuta = (rutaId: number, vehiculoId: number) =>
  solicitar('/empezar-ruta/', {
    metodo: 'POST',
    cuerpo: { ruta_id: rutaId, vehiculo_id: vehiculoId },
  });

export const ejecutarItinerario = (itinerarioId: number, pincode: string) =>
  solicitar('/ejecutar-itinerario/', {
    metodo: 'POST',
    cuerpo: { itinerario_id: itinerarioId, pincode },
    esquema: hojaRutaDetalleSchema.nullable(),
  });

export const comprobarPin = (itinerarioId: number, pincode: string) =>
  solicitar('/check-pin/', {
    metodo: 'POST',
    cuerpo: { itinerario_id: itinerarioId, pincode },
    esquema: checkPinRespuestaSchema,
  });

export interface DatosIncidente {
  tipo_incidente: TipoIncidente;
  hoja_ruta: number;
  itinerario: number | null;
  vehiculo: number | null;
  ubicacion: string | null;
}

export const reportarIncidente = (d: DatosIncidente) =>
  solicitar('/reportar-incidente/', {
    metodo: 'POST',
    cuerpo: d,
    esquema: incidenteReportadoSchema,
  });

/** Un lote de posiciones (cada una con la hora en que se tomó) en un solo pedido. */
export const enviarPosiciones = (lote: PosicionRastreo[]) =>
  solicitar('/rastreo-usuario/', { metodo: 'POST', cuerpo: lote });

/** Tras cualquier cambio de la operación se vuelve a leer todo lo del transportista. */
export function useRefrescarOperacion() {
  const cliente = useQueryClient();
  return useCallback(() => cliente.invalidateQueries({ queryKey: operacionKeys.todo }), [cliente]);
}
