import {
  configuracionSchema,
  paginaSchema,
  preguntaFrecuenteSchema,
  rubroSchema,
  tipoVehiculoSchema,
} from '@nemu/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { solicitar, type OpcionesSolicitud } from '../../../shared/api/cliente-api';
import { enviar, pedir } from '../../../shared/api/consulta';
import { auditoriaKeys, parametrosApi, type FiltrosLista } from '../../../shared/admin';

export const categoriaAdminSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  comision: z.number(),
  superior: z.number().int().nullable(),
  tipo_iva: z.number().int(),
  no_apto_menores: z.boolean(),
  icono: z.string().nullable(),
  imagen: z.string().nullable(),
  nivel: z.number().int(),
  orden: z.number().int(),
});
export type CategoriaAdmin = z.infer<typeof categoriaAdminSchema>;

export const margenSchema = z.object({
  id: z.number().int(),
  id_fabricante: z.number().int(),
  categoria: z.number().int().nullable(),
  margen: z.number(),
  tipo: z.number().int(),
});
export type Margen = z.infer<typeof margenSchema>;

export const proveedorOpcionSchema = z.object({ id: z.number().int(), nombre: z.string() });

export type TipoVehiculo = z.infer<typeof tipoVehiculoSchema>;
export type Rubro = z.infer<typeof rubroSchema>;
export type PreguntaFrecuente = z.infer<typeof preguntaFrecuenteSchema>;
export type Configuracion = z.infer<typeof configuracionSchema>;

export const catalogoAdminKeys = {
  todo: ['admin', 'catalogo'] as const,
  categorias: ['admin', 'catalogo', 'categorias'] as const,
  margenes: (fabricante: number | null) => ['admin', 'catalogo', 'margenes', fabricante] as const,
  proveedores: (texto: string) => ['admin', 'catalogo', 'proveedores', texto] as const,
  tipos: (f: FiltrosLista) => ['admin', 'catalogo', 'tipos', f] as const,
  tipo: (id: number) => ['admin', 'catalogo', 'tipo', id] as const,
  rubros: ['admin', 'catalogo', 'rubros'] as const,
  preguntas: (f: FiltrosLista) => ['admin', 'catalogo', 'preguntas', f] as const,
  configuracion: ['admin', 'catalogo', 'configuracion'] as const,
};

export const useCategoriasAdmin = () =>
  useQuery({
    queryKey: catalogoAdminKeys.categorias,
    queryFn: ({ signal }) => pedir(z.array(categoriaAdminSchema), '/categoria/', { senal: signal }),
  });

export const useMargenes = (fabricante: number | null) =>
  useQuery({
    queryKey: catalogoAdminKeys.margenes(fabricante),
    queryFn: ({ signal }) =>
      pedir(z.array(margenSchema), '/updateMargen/', {
        parametros: { id_fabricante: fabricante ?? undefined },
        senal: signal,
      }),
  });

/** Proveedores aprobados por nombre (para elegir a quién fijarle el margen). */
export const useProveedoresOpciones = (texto: string) =>
  useQuery({
    queryKey: catalogoAdminKeys.proveedores(texto),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(proveedorOpcionSchema), '/fabricante/', {
        parametros: { page: 1, page_size: 20, search: texto || undefined, ordering: 'nombre' },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTiposVehiculo = (f: FiltrosLista) =>
  useQuery({
    queryKey: catalogoAdminKeys.tipos(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(tipoVehiculoSchema), '/tipo-vehiculo/', {
        parametros: parametrosApi(f),
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useTipoVehiculo = (id: number) =>
  useQuery({
    queryKey: catalogoAdminKeys.tipo(id),
    queryFn: ({ signal }) => pedir(tipoVehiculoSchema, `/tipo-vehiculo/${id}/`, { senal: signal }),
  });

export const useRubros = () =>
  useQuery({
    queryKey: catalogoAdminKeys.rubros,
    queryFn: ({ signal }) => pedir(z.array(rubroSchema), '/rubro/', { senal: signal }),
  });

export const usePreguntas = (f: FiltrosLista) =>
  useQuery({
    queryKey: catalogoAdminKeys.preguntas(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(preguntaFrecuenteSchema), '/preguntas-frecuentes/', {
        parametros: parametrosApi(f),
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useConfiguracion = () =>
  useQuery({
    queryKey: catalogoAdminKeys.configuracion,
    queryFn: ({ signal }) =>
      pedir(z.array(configuracionSchema), '/configuracion/', { senal: signal }),
  });

/** Escritura cuyo cuerpo de respuesta no se lee (el detalle se vuelve a pedir). */
export const escribir = (ruta: string, opciones: OpcionesSolicitud) =>
  opciones.metodo === 'DELETE' ? solicitar(ruta, opciones) : enviar(z.unknown(), ruta, opciones);

/** Arma un multipart con los campos no vacíos y los archivos elegidos. */
export function formulario(
  campos: Record<string, string | number | boolean | null | undefined>,
  archivos: Record<string, File | null> = {},
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) {
    if (v !== undefined) f.append(k, v === null ? '' : String(v));
  }
  for (const [k, a] of Object.entries(archivos)) if (a) f.append(k, a);
  return f;
}

/** Tras guardar: refresca el catálogo del admin y la bitácora. */
export function useRefrescarCatalogo() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: catalogoAdminKeys.todo });
    void qc.invalidateQueries({ queryKey: auditoriaKeys.todo });
  };
}
