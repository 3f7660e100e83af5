// Products, variants, images and favourites (spec §3, §7).
import { z } from 'zod';
import {
  booleanoSchema,
  decimalSchema,
  guaraniesSchema,
  idSchema,
  textoLimpio,
  textoOpcional,
} from './campos.schema.js';

export const imagenProductoSchema = z.object({
  id: z.number().int(),
  imagen: z.string(),
  producto: z.number().int(),
  portada: z.boolean(),
});
export type ImagenProducto = z.infer<typeof imagenProductoSchema>;

export const varianteProductoSchema = z.object({
  id: z.number().int(),
  color: z.string().nullable(),
  medida: z.string().nullable(),
  precio: z.number().int(),
  cantidad_disponible: z.number().int(),
  imagenes: z.array(imagenProductoSchema).default([]),
  cantidad: z.number().int().default(0),
});
export type VarianteProducto = z.infer<typeof varianteProductoSchema>;

export const productoSchema = z.object({
  id: z.number().int(),
  fabricante: z.number().int(),
  nombre: z.string(),
  rubros: z.array(z.number().int()).default([]),
  descripcion: z.string().nullable(),
  descripcion_extensa: z.string().nullable(),
  precio: z.number().int(),
  precio_mayorista: z.number().int().nullable(),
  cantidad_disponible: z.number().int(),
  /** Empty list: the UI shows the default logo as cover. */
  imagenes: z.array(imagenProductoSchema).default([]),
  categoria: z.number().int().nullable(),
  familia: z.number().int().nullable(),
  linea: z.number().int().nullable(),
  cantidad: z.number().int().default(0),
  compra_mejorada: z.boolean().default(false),
  no_apto_menores: z.boolean().default(false),
  especificaciones: z.string().nullable(),
  precio_variante: z.number().int().default(0),
  variantes: z.array(varianteProductoSchema).default([]),
});
export type Producto = z.infer<typeof productoSchema>;

/** Multipart create/update body of a product (supplier or admin). */
export const guardarProductoSchema = z.object({
  fabricante: idSchema,
  nombre: textoLimpio({ max: 200 }),
  rubros: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(idSchema),
    )
    .default([]),
  descripcion: textoOpcional(500),
  descripcion_extensa: textoOpcional(10000),
  precio: guaraniesSchema,
  precio_mayorista: guaraniesSchema.nullish(),
  cantidad_disponible: decimalSchema.pipe(z.number().int().min(0)),
  categoria: idSchema.nullish(),
  familia: idSchema.nullish(),
  linea: idSchema.nullish(),
  no_apto_menores: booleanoSchema.default(false),
  especificaciones: textoOpcional(10000),
});

/** Create/update body of a variant. */
export const guardarVarianteSchema = z.object({
  producto: idSchema,
  color: textoOpcional(60),
  medida: textoOpcional(60),
  precio: guaraniesSchema,
  cantidad_disponible: decimalSchema.pipe(z.number().int().min(0)),
});

/** POST /productos-imagen-portada/ {imagen_id}. */
export const imagenPortadaSchema = z.object({ imagen_id: idSchema });

export const favoritoSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int(),
  producto: z.number().int(),
  fecha: z.string(),
  activo: z.boolean(),
});
export type Favorito = z.infer<typeof favoritoSchema>;

/** POST /favorito/ {producto}. */
export const crearFavoritoSchema = z.object({ producto: idSchema });
/** PUT /favorito/{id}/ {activo}. */
export const actualizarFavoritoSchema = z.object({ activo: booleanoSchema });
