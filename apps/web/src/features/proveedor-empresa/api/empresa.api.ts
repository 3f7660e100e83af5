import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';
import { actualizarUsuario } from '../../../shared/sesion/sesion.store';
import { usuarioSesionSchema } from '../../../shared/sesion/usuario-sesion.schema';

export interface PuntoRetiro {
  id: number;
  nombre: string;
  calle_principal: string;
  calle_secundaria: string | null;
  numero: string | null;
  referencia: string | null;
  ubicacion: string;
  default: boolean;
  ciudad: number | null;
  nro_telefono: string | null;
}

export interface Fabricante {
  id: number;
  nombre: string;
  imagen_perfil: string | null;
  aprobado: boolean;
  nro_telefono: string | null;
  ruc: string | null;
  razon_social: string | null;
  resena_empresa: string | null;
  fecha_aceptacion_contrato: string | null;
  constancia_ruc: string | null;
  dias_apertura: string[];
  hora_apertura: string | null;
  hora_cierre: string | null;
  puntos_retiro: PuntoRetiro[];
}

export interface MiembroStaff {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  rol: 'propietario' | 'staff';
}

export interface Pausa {
  id: number;
  desde: string;
  hasta: string | null;
  motivo: string | null;
}

export interface Feriado {
  id: number;
  fecha: string;
  descripcion: string | null;
}

export interface ClaveApi {
  id: number;
  nombre: string;
  prefijo: string;
  activo: boolean;
  ultimo_uso_en: string | null;
  creado_en: string;
  clave?: string;
}

export const pedir = <T>(ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, opciones)) as Promise<T>;
export const enviar = <T>(ruta: string, opciones: OpcionesSolicitud) =>
  solicitar(ruta, opciones) as Promise<ResultadoApi<T> | null>;

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
    queryFn: ({ signal }) => pedir<Fabricante>(`/fabricante/${id}/`, { senal: signal }),
    enabled: id !== null,
  });
export const usePuntosRetiro = () =>
  useQuery({
    queryKey: empresaKeys.puntos(),
    queryFn: ({ signal }) => pedir<PuntoRetiro[]>('/punto-retiro/', { senal: signal }),
  });
export const useStaff = () =>
  useQuery({
    queryKey: empresaKeys.staff(),
    queryFn: ({ signal }) => pedir<MiembroStaff[]>('/usuario_staff/', { senal: signal }),
  });
export const usePausas = () =>
  useQuery({
    queryKey: empresaKeys.pausas(),
    queryFn: ({ signal }) => pedir<Pausa[]>('/pausas_fabricantes/', { senal: signal }),
  });
export const useFeriados = () =>
  useQuery({
    queryKey: empresaKeys.feriados(),
    queryFn: ({ signal }) => pedir<Feriado[]>('/fabricante_feriado/', { senal: signal }),
  });
export const useClavesApi = () =>
  useQuery({
    queryKey: empresaKeys.claves(),
    queryFn: ({ signal }) => pedir<ClaveApi[]>('/claves-api/', { senal: signal }),
  });
export const useCiudades = () =>
  useQuery({
    queryKey: empresaKeys.ciudades,
    queryFn: ({ signal }) =>
      pedir<{ id: number; nombre: string; departamento: string }[]>('/ciudad/', { senal: signal }),
    staleTime: 60 * 60_000,
  });
export const useRubros = () =>
  useQuery({
    queryKey: empresaKeys.rubros,
    queryFn: ({ signal }) => pedir<{ id: number; nombre: string }[]>('/rubro/', { senal: signal }),
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
