import {
  claveApiSchema,
  feriadoRespuestaSchema,
  listaCiudadesSchema,
  listaPuntosRetiroSchema,
  listaRubrosSchema,
  miembroStaffSchema,
  pausaRespuestaSchema,
  perfilFabricanteSchema,
} from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { pedir } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';
import { actualizarUsuario } from '../../../shared/sesion/sesion.store';
import { usuarioSesionSchema } from '../../../shared/sesion/usuario-sesion.schema';

export type {
  FeriadoRespuesta as Feriado,
  PerfilFabricante as Fabricante,
  PuntoRetiro,
} from '@nemu/domain';

export const empresaKeys = {
  todo: ['proveedor', 'empresa'] as const,
  fabricante: (id: number) => [...empresaKeys.todo, 'fabricante', id] as const,
  puntos: () => [...empresaKeys.todo, 'puntos'] as const,
  staff: () => [...empresaKeys.todo, 'staff'] as const,
  pausas: () => [...empresaKeys.todo, 'pausas'] as const,
  feriados: () => [...empresaKeys.todo, 'feriados'] as const,
  claves: () => [...empresaKeys.todo, 'claves'] as const,
  ciudades: ['ciudades'] as const,
  rubros: ['rubros'] as const,
};

export const useFabricante = (id: number | null) =>
  useQuery({
    queryKey: empresaKeys.fabricante(id ?? 0),
    queryFn: ({ signal }) => pedir(perfilFabricanteSchema, `/fabricante/${id}/`, { senal: signal }),
    enabled: id !== null,
  });
export const usePuntosRetiro = () =>
  useQuery({
    queryKey: empresaKeys.puntos(),
    queryFn: ({ signal }) => pedir(listaPuntosRetiroSchema, '/punto-retiro/', { senal: signal }),
  });
export const useStaff = () =>
  useQuery({
    queryKey: empresaKeys.staff(),
    queryFn: ({ signal }) =>
      pedir(z.array(miembroStaffSchema), '/usuario_staff/', { senal: signal }),
  });
export const usePausas = () =>
  useQuery({
    queryKey: empresaKeys.pausas(),
    queryFn: ({ signal }) =>
      pedir(z.array(pausaRespuestaSchema), '/pausas_fabricantes/', { senal: signal }),
  });
export const useFeriados = () =>
  useQuery({
    queryKey: empresaKeys.feriados(),
    queryFn: ({ signal }) =>
      pedir(z.array(feriadoRespuestaSchema), '/fabricante_feriado/', { senal: signal }),
  });
export const useClavesApi = () =>
  useQuery({
    queryKey: empresaKeys.claves(),
    queryFn: ({ signal }) => pedir(z.array(claveApiSchema), '/claves-api/', { senal: signal }),
  });
export const useCiudades = () =>
  useQuery({
    queryKey: empresaKeys.ciudades,
    queryFn: ({ signal }) => pedir(listaCiudadesSchema, '/ciudad/', { senal: signal }),
    staleTime: 60 * 60_000,
  });
export const useRubros = () =>
  useQuery({
    queryKey: empresaKeys.rubros,
    queryFn: ({ signal }) => pedir(listaRubrosSchema, '/rubro/', { senal: signal }),
    staleTime: 60 * 60_000,
  });

/** Escritura que refresca los datos de la empresa. */
export function useAccionEmpresa<V, T = unknown>(
  accion: (v: V) => Promise<ResultadoApi<T> | null>,
) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: accion,
    onSuccess: () => cliente.invalidateQueries({ queryKey: empresaKeys.todo }),
  });
}

/** Vuelve a leer la sesión (tras registrarse, el usuario pasa a ser proveedor). */
export async function refrescarSesion(): Promise<void> {
  const r = await solicitar('/sesion/', { esquema: usuarioSesionSchema });
  if (r?.kind === 'ok') actualizarUsuario(r.data);
}
