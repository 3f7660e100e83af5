// Lecturas del catálogo y de los puntos de retiro que el checkout necesita para cotizar.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { categoria, producto, varianteProducto } from '../catalogo/catalogo.tables.js';
import { productoVisible } from '../catalogo/productos.lectura.js';
import { fabricante, puntoRetiro } from '../fabricantes/fabricantes.tables.js';

export function productosParaCompra(db: Db, ids: number[]) {
  return db
    .select({
      id: producto.id,
      nombre: producto.nombre,
      fabricante_id: producto.fabricante_id,
      precio: producto.precio,
      precio_mayorista: producto.precio_mayorista,
      compra_mejorada: producto.compra_mejorada,
      cantidad_minima_mayorista: producto.cantidad,
      cantidad_disponible: producto.cantidad_disponible,
      /** Aprobado, activo, sin borrar y de un fabricante aprobado y activo, como en la tienda. */
      visible: productoVisible.mapWith(Boolean),
      no_apto_menores: producto.no_apto_menores,
      tipo_iva: categoria.tipo_iva,
      comision: categoria.comision,
    })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .leftJoin(categoria, eq(categoria.id, producto.categoria_id))
    .where(inArray(producto.id, ids));
}

export function variantesParaCompra(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: varianteProducto.id,
      producto_id: varianteProducto.producto_id,
      precio: varianteProducto.precio,
      cantidad_disponible: varianteProducto.cantidad_disponible,
      activo: varianteProducto.activo,
    })
    .from(varianteProducto)
    .where(inArray(varianteProducto.id, ids));
}

export function puntosRetiroDe(db: Db, fabricanteIds: number[]) {
  return db
    .select({
      fabricante_id: puntoRetiro.fabricante_id,
      lat: puntoRetiro.lat,
      lng: puntoRetiro.lng,
      default: puntoRetiro.default,
    })
    .from(puntoRetiro)
    .where(and(inArray(puntoRetiro.fabricante_id, fabricanteIds), eq(puntoRetiro.activo, true)));
}

/** Categoría de cada producto (para elegir el margen del proveedor en esa categoría). */
export async function categoriasDeProductos(
  db: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .select({ id: producto.id, categoria_id: producto.categoria_id })
    .from(producto)
    .where(inArray(producto.id, [...ids]));
  return new Map(filas.map((f) => [f.id, f.categoria_id]));
}
