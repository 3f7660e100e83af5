import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  categoriaPlanaSchema,
  filaProductoProveedorSchema,
  grupoMedidaSchema,
  paginaSchema,
  productoEdicionSchema,
  promocionSchema,
  reporteImportacionSchema,
  unidadMedidaSchema,
  varianteProveedorSchema,
  type VarianteProveedor,
} from '@nemu/domain';
import { z } from 'zod';
import {
  API_BASE,
  VERSION_APP,
  solicitar,
  type OpcionesSolicitud,
} from '../../../shared/api/cliente-api';
import { enviar as enviarValidado, pedir } from '../../../shared/api/consulta';
import type { ResultadoApi } from '../../../shared/api/resultado';
import { obtenerToken } from '../../../shared/sesion/sesion.store';

export type {
  FilaProductoProveedor as FilaProducto,
  ProductoEdicion as ProductoDetalle,
  Promocion,
  ReporteImportacion,
  UnidadMedida,
  VarianteProveedor as Variante,
} from '@nemu/domain';

export interface FiltrosCatalogo {
  page: number;
  search: string;
  moderado?: boolean;
}

/** Escrituras cuyo cuerpo de respuesta no se lee. */
const enviar = (ruta: string, opciones: OpcionesSolicitud) => solicitar(ruta, opciones);

export const catalogoKeys = {
  todo: ['proveedor', 'catalogo'] as const,
  lista: (f: FiltrosCatalogo) => [...catalogoKeys.todo, 'lista', f] as const,
  grilla: (f: FiltrosGrilla) => [...catalogoKeys.todo, 'grilla', f] as const,
  producto: (id: number) => [...catalogoKeys.todo, 'producto', id] as const,
  promocion: (id: number) => [...catalogoKeys.todo, 'promocion', id] as const,
  categorias: ['categorias'] as const,
};

export const TAMANO_PAGINA = 12;
/** Filas por página de las grillas de precio e inventario. */
export const TAMANO_PAGINA_GRILLA = 25;

export type FiltrosGrilla = Pick<FiltrosCatalogo, 'page' | 'search'>;

export const useProductos = (f: FiltrosCatalogo) =>
  useQuery({
    queryKey: catalogoKeys.lista(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(filaProductoProveedorSchema), '/producto/', {
        parametros: {
          page: f.page,
          page_size: TAMANO_PAGINA,
          search: f.search || undefined,
          moderado: f.moderado,
        },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Una página de productos por nombre para las grillas de precio e inventario: los propios, o los de
 * todos los proveedores para el administrador (miles en un catálogo real: no caben en una tabla).
 */
export const useProductosGrilla = (f: FiltrosGrilla) =>
  useQuery({
    queryKey: catalogoKeys.grilla(f),
    queryFn: ({ signal }) =>
      pedir(paginaSchema(filaProductoProveedorSchema), '/producto/', {
        parametros: {
          page: f.page,
          page_size: TAMANO_PAGINA_GRILLA,
          search: f.search || undefined,
          ordering: 'nombre',
        },
        senal: signal,
      }),
    placeholderData: keepPreviousData,
  });

export const productoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogoKeys.producto(id),
    queryFn: ({ signal }) =>
      pedir(productoEdicionSchema, `/producto/${id}/editar/`, { senal: signal }),
  });

export const useProducto = (id: number) => useQuery(productoQueryOptions(id));

export const useCategorias = () =>
  useQuery({
    queryKey: catalogoKeys.categorias,
    queryFn: ({ signal }) => pedir(z.array(categoriaPlanaSchema), '/categoria/', { senal: signal }),
    staleTime: 10 * 60_000,
  });

/** Invalida todo el catálogo del proveedor tras una escritura. */
export function useInvalidarCatalogo() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: catalogoKeys.todo });
}

export function useGuardarProducto(id?: number) {
  const invalidar = useInvalidarCatalogo();
  return useMutation({
    mutationFn: (datos: FormData) =>
      enviarValidado(productoEdicionSchema, id ? `/producto/${id}/` : '/producto/', {
        metodo: id ? 'PATCH' : 'POST',
        cuerpo: datos,
      }),
    onSuccess: () => invalidar(),
  });
}

export function useAccionCatalogo<V, T = unknown>(
  accion: (v: V) => Promise<ResultadoApi<T> | null>,
) {
  const invalidar = useInvalidarCatalogo();
  return useMutation({ mutationFn: accion, onSuccess: () => invalidar() });
}

export const eliminarProducto = (id: number) => enviar(`/producto/${id}/`, { metodo: 'DELETE' });
export const crearVariante = (v: Omit<VarianteProveedor, 'id'>) =>
  enviarValidado(varianteProveedorSchema, '/variantes-productos/', { metodo: 'POST', cuerpo: v });
export const borrarVariante = (id: number) =>
  enviar(`/borrar-variantes-productos/${id}`, { metodo: 'DELETE' });
export const elegirPortada = (imagen_id: number) =>
  enviar('/productos-imagen-portada/', { metodo: 'POST', cuerpo: { imagen_id } });
export const borrarImagen = (id: number) => enviar(`/imagen_producto/${id}/`, { metodo: 'DELETE' });
export const guardarPrecios = (
  items: { producto: number; precio: number; precio_mayorista: number | null }[],
) => enviar('/productos/precios/', { metodo: 'PATCH', cuerpo: { items } });
export const guardarInventario = (cuerpo: {
  motivo: string;
  items: { producto: number; cantidad_disponible: number; stock_minimo: number }[];
}) => enviar('/productos/inventario/', { metodo: 'PATCH', cuerpo });
export const crearPromocion = (producto: number, datos: Record<string, unknown>) =>
  enviarValidado(promocionSchema, `/producto/${producto}/promocion/create/`, {
    metodo: 'POST',
    cuerpo: datos,
  });
export const borrarPromocion = (id: number) => enviar(`/promocion/${id}/`, { metodo: 'DELETE' });
export const actualizarPromocion = ({
  id,
  datos,
}: {
  id: number;
  datos: Record<string, unknown>;
}) => enviarValidado(promocionSchema, `/promocion/${id}/`, { metodo: 'PATCH', cuerpo: datos });

export const usePromocion = (id: number) =>
  useQuery({
    queryKey: catalogoKeys.promocion(id),
    queryFn: ({ signal }) => pedir(promocionSchema, `/promocion/${id}/`, { senal: signal }),
  });

/** Grupos y unidades de medida (datos de referencia: cambian poco). */
export const useMedidas = () => {
  const grupos = useQuery({
    queryKey: ['grupos-medidas'],
    queryFn: ({ signal }) =>
      pedir(z.array(grupoMedidaSchema), '/grupos-medidas/', { senal: signal }),
    staleTime: 30 * 60_000,
  });
  const unidades = useQuery({
    queryKey: ['unidades-medidas'],
    queryFn: ({ signal }) =>
      pedir(z.array(unidadMedidaSchema), '/unidades-medidas/', { senal: signal }),
    staleTime: 30 * 60_000,
  });
  return { grupos, unidades };
};
export const importarArchivo = (datos: FormData) =>
  enviarValidado(reporteImportacionSchema, '/cargar-archivo/', { metodo: 'POST', cuerpo: datos });

/** Descarga un archivo de la API con la sesión (la plantilla de importación). */
export async function descargar(ruta: string, nombre: string): Promise<boolean> {
  const token = obtenerToken();
  const r = await fetch(`${API_BASE}${ruta}`, {
    headers: {
      'X-App-Version': VERSION_APP,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  }).catch(() => null);
  if (!r?.ok) return false;
  const url = URL.createObjectURL(await r.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  a.click();
  URL.revokeObjectURL(url);
  return true;
}
