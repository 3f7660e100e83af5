// Respuestas del catálogo del proveedor: productos propios, variantes, promociones, medidas.
import { z } from 'zod';

/** Fila de GET /producto/ (propios; paginada o lista completa). */
export const filaProductoProveedorSchema = z.object({
  id: z.number().int(),
  fabricante: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  precio: z.number().int(),
  precio_mayorista: z.number().int().nullable(),
  cantidad_disponible: z.number().int(),
  stock_minimo: z.number().int(),
  categoria: z.number().int().nullable(),
  aprobado: z.boolean(),
  portada: z.string().nullable(),
  /** Cantidad de variantes. */
  variantes: z.number().int(),
});
export type FilaProductoProveedor = z.infer<typeof filaProductoProveedorSchema>;

/** Variante tal como la edita el proveedor (POST /variantes-productos/). */
export const varianteProveedorSchema = z.object({
  id: z.number().int(),
  producto: z.number().int(),
  color: z.string().nullable(),
  medida: z.string().nullable(),
  precio: z.number().int(),
  cantidad_disponible: z.number().int(),
});
export type VarianteProveedor = z.infer<typeof varianteProveedorSchema>;

/** GET /promocion/{id}/ y las escrituras de promociones. */
export const promocionSchema = z.object({
  id: z.number().int(),
  producto: z.number().int(),
  variante: z.number().int().nullable(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  precio_promocional: z.number().int(),
  fecha_inicio: z.string(),
  fecha_fin: z.string(),
  oferta_del_dia: z.boolean(),
});
export type Promocion = z.infer<typeof promocionSchema>;

/** GET /producto/{id}/editar/: el producto con imágenes, variantes y promociones. */
export const productoEdicionSchema = z.object({
  id: z.number().int(),
  fabricante: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  descripcion_extensa: z.string().nullable(),
  precio: z.number().int(),
  precio_mayorista: z.number().int().nullable(),
  cantidad_disponible: z.number().int(),
  stock_minimo: z.number().int(),
  categoria: z.number().int().nullable(),
  unidad_medida: z.number().int().nullable(),
  no_apto_menores: z.boolean(),
  aprobado: z.boolean(),
  video: z.string().nullable(),
  imagenes: z.array(z.object({ id: z.number().int(), imagen: z.string(), portada: z.boolean() })),
  variantes: z.array(varianteProveedorSchema),
  promociones: z.array(promocionSchema),
});
export type ProductoEdicion = z.infer<typeof productoEdicionSchema>;

/** GET /categoria/ (plana, con su nivel en el árbol; la tienda lee además `tiene_productos`). */
export const categoriaPlanaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nivel: z.number().int(),
});

/** GET /grupos-medidas/. */
export const grupoMedidaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type GrupoMedida = z.infer<typeof grupoMedidaSchema>;

/** GET /unidades-medidas/. */
export const unidadMedidaSchema = z.object({
  id: z.number().int(),
  grupo: z.number().int(),
  nombre: z.string(),
  abreviatura: z.string().nullable(),
});
export type UnidadMedida = z.infer<typeof unidadMedidaSchema>;

/** POST /cargar-archivo/: el informe de la importación (o de su vista previa). */
export const reporteImportacionSchema = z.object({
  aplicado: z.boolean(),
  importadas: z.number().int(),
  validas: z.number().int(),
  invalidas: z.number().int(),
  mensaje: z.string().nullable(),
  filas: z.array(
    z.object({
      fila: z.number().int(),
      nombre: z.string(),
      valida: z.boolean(),
      errores: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type ReporteImportacion = z.infer<typeof reporteImportacionSchema>;
