import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paginaSchema } from '@nemu/domain';
import { z } from 'zod';
import { solicitar } from '../../../shared/api/cliente-api';
import { datosDe } from '../../../shared/api/consulta';
import { tarjetaProductoSchema } from '../../../shared/tienda/tienda.schema';

export interface NodoCategoria {
  id: number;
  nombre: string;
  imagen: string | null;
  superior: number | null;
  tiene_productos: boolean;
  hijos: NodoCategoria[];
}
const nodoSchema: z.ZodType<NodoCategoria> = z.lazy(() =>
  z.object({
    id: z.number(),
    nombre: z.string(),
    imagen: z.string().nullable(),
    superior: z.number().nullable(),
    tiene_productos: z.boolean(),
    hijos: z.array(nodoSchema),
  }),
);

const imagenSchema = z.object({
  id: z.number(),
  imagen: z.string(),
  portada: z.boolean(),
  variante: z.number().nullable(),
});
const varianteSchema = z.object({
  id: z.number(),
  color: z.string().nullable(),
  medida: z.string().nullable(),
  precio: z.number(),
  cantidad_disponible: z.number(),
});
export const detalleProductoSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  descripcion_extensa: z.string().nullable(),
  especificaciones: z.string().nullable(),
  precio: z.number(),
  precio_mayorista: z.number().nullable(),
  cantidad: z.number(),
  compra_mejorada: z.boolean(),
  cantidad_disponible: z.number(),
  no_apto_menores: z.boolean(),
  unidad_medida: z
    .object({ id: z.number(), nombre: z.string(), abreviatura: z.string().nullable() })
    .nullable(),
  imagenes: z.array(imagenSchema),
  variantes: z.array(varianteSchema),
  rating: z.number(),
  ratings: z.number(),
  comentarios: z.array(
    z.object({
      id: z.number(),
      comentario: z.string(),
      calificacion: z.number().nullable(),
      usuario: z.string(),
    }),
  ),
  fabricante_detalle: z.object({
    id: z.number(),
    nombre: z.string(),
    abierto: z.boolean(),
    estado_apertura: z.string(),
    proxima_apertura: z.string().nullable(),
  }),
});
export type DetalleProducto = z.infer<typeof detalleProductoSchema>;
export type VarianteProducto = z.infer<typeof varianteSchema>;

export const catalogoKeys = {
  todo: ['catalogo'] as const,
  categorias: () => [...catalogoKeys.todo, 'categorias'] as const,
  producto: (id: number) => [...catalogoKeys.todo, 'producto', id] as const,
  deCategoria: (id: number, page: number) =>
    [...catalogoKeys.todo, 'de-categoria', id, page] as const,
};

export const categoriasQueryOptions = () =>
  queryOptions({
    queryKey: catalogoKeys.categorias(),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/categoria/', {
          parametros: { web: true },
          esquema: z.array(nodoSchema),
          senal: signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
export const useCategorias = () => useQuery(categoriasQueryOptions());

export const useProducto = (id: number) =>
  useQuery({
    queryKey: catalogoKeys.producto(id),
    queryFn: ({ signal }) =>
      datosDe(solicitar(`/producto/${id}/`, { esquema: detalleProductoSchema, senal: signal })),
  });

export const useProductosDeCategoria = (id: number, page: number) =>
  useQuery({
    queryKey: catalogoKeys.deCategoria(id, page),
    queryFn: ({ signal }) =>
      datosDe(
        solicitar('/producto_buscador/', {
          parametros: { categoria: id, page, page_size: 20 },
          esquema: paginaSchema(tarjetaProductoSchema),
          senal: signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Busca un nodo (y su camino desde la raíz) en el árbol. */
export function buscarEnArbol(arbol: readonly NodoCategoria[], id: number): NodoCategoria[] | null {
  for (const nodo of arbol) {
    if (nodo.id === id) return [nodo];
    const camino = buscarEnArbol(nodo.hijos, id);
    if (camino) return [nodo, ...camino];
  }
  return null;
}
