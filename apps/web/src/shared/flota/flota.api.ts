// Vehículos (§7 Vehiculo) que usan el transportista (/driver) y la empresa (/adm_transportista):
// cada uno ve sólo los de su alcance; la API lo decide por la sesión.
import {
  fichaVehiculoSchema,
  listaCiudadesSchema,
  paginaVehiculosSchema,
  tipoVehiculoSchema,
} from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../api/cliente-api';
import { enviar, pedir } from '../api/consulta';
import type { ResultadoApi } from '../api/resultado';

export type { FichaVehiculo } from '@nemu/domain';

export const flotaKeys = {
  todo: ['flota'] as const,
  vehiculos: (filtros: Record<string, string | number | boolean | undefined>) =>
    [...flotaKeys.todo, 'vehiculos', filtros] as const,
  vehiculo: (id: number) => [...flotaKeys.todo, 'vehiculo', id] as const,
  tipos: ['tipos-vehiculo'] as const,
  ciudades: ['ciudades'] as const,
};

export const useVehiculos = (
  filtros: { page?: number; moderado?: boolean; activo?: boolean; search?: string } = {},
) =>
  useQuery({
    queryKey: flotaKeys.vehiculos(filtros),
    queryFn: ({ signal }) =>
      pedir(paginaVehiculosSchema, '/vehiculo/', {
        parametros: { page: 1, page_size: 50, ...filtros },
        senal: signal,
      }),
  });

export const useVehiculo = (id: number | null) =>
  useQuery({
    queryKey: flotaKeys.vehiculo(id ?? 0),
    queryFn: ({ signal }) => pedir(fichaVehiculoSchema, `/vehiculo/${id}/`, { senal: signal }),
    enabled: id !== null && id > 0,
  });

export const useTiposVehiculo = () =>
  useQuery({
    queryKey: flotaKeys.tipos,
    queryFn: ({ signal }) =>
      pedir(z.array(tipoVehiculoSchema), '/tipo-vehiculo/', { senal: signal }),
    staleTime: 60 * 60_000,
  });

export const useCiudades = () =>
  useQuery({
    queryKey: flotaKeys.ciudades,
    queryFn: ({ signal }) => pedir(listaCiudadesSchema, '/ciudad/', { senal: signal }),
    staleTime: 60 * 60_000,
  });

/** Escritura sobre vehículos: al terminar bien, se vuelven a leer. */
export function useAccionFlota<V, T = unknown>(accion: (v: V) => Promise<ResultadoApi<T> | null>) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: accion,
    onSuccess: (r) => {
      if (r?.kind === 'ok') void cliente.invalidateQueries({ queryKey: flotaKeys.todo });
    },
  });
}

export const guardarVehiculo = ({ id, datos }: { id: number | null; datos: FormData }) =>
  enviar(fichaVehiculoSchema, id === null ? '/vehiculo/' : `/vehiculo/${id}/`, {
    metodo: id === null ? 'POST' : 'PATCH',
    cuerpo: datos,
  });

export const activarVehiculo = ({ id, activar }: { id: number; activar: boolean }) =>
  enviar(fichaVehiculoSchema, `/vehiculo/${id}/`, { metodo: 'PUT', cuerpo: { activar } });

export const eliminarVehiculo = (id: number) => solicitar(`/vehiculo/${id}/`, { metodo: 'DELETE' });
