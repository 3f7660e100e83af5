// Modelo de lectura del catálogo (ADR 010): la tarjeta de producto y la condición de
// visibilidad, para los módulos que muestran productos (búsqueda, carrito, favoritos, inicio).
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { imagenProducto, producto, varianteProducto } from './catalogo.tables.js';

/** Portada cuando un producto no tiene imágenes (spec §3): el logo de la marca. */
export const IMAGEN_POR_DEFECTO = '/favicon.svg';

/** Ruta pública de un archivo guardado bajo STORAGE_DIR. */
export const urlMedia = (relativa: string | null): string | null =>
  relativa === null ? null : `/media/${relativa}`;

/** Producto visible en la tienda: aprobado, activo, no eliminado, de un proveedor aprobado y activo. */
export const productoVisible: SQL = sql`${producto.aprobado} and ${producto.activo}
  and ${producto.eliminado_en} is null and ${fabricante.aprobado} and ${fabricante.activo}`;

const portadaSql = sql<string | null>`(select ${imagenProducto.imagen} from ${imagenProducto}
  where ${imagenProducto.producto_id} = ${producto.id}
  order by ${imagenProducto.portada} desc, ${imagenProducto.orden}, ${imagenProducto.id} limit 1)`;

/** Columnas de la tarjeta de producto (listas, búsqueda, favoritos, inicio). */
export const columnasResumen = {
  id: producto.id,
  nombre: producto.nombre,
  descripcion: producto.descripcion,
  precio: producto.precio,
  precio_mayorista: producto.precio_mayorista,
  cantidad: producto.cantidad,
  compra_mejorada: producto.compra_mejorada,
  cantidad_disponible: producto.cantidad_disponible,
  no_apto_menores: producto.no_apto_menores,
  categoria: producto.categoria_id,
  fabricante: producto.fabricante_id,
  fabricante_nombre: fabricante.nombre,
  rating: producto.rating,
  ratings: producto.ratings,
  vistas: producto.vistas,
  cantidad_vendida: producto.cantidad_vendida,
  portada: portadaSql.as('portada'),
  tiene_variantes: sql<boolean>`exists (select 1 from ${varianteProducto}
    where ${varianteProducto.producto_id} = ${producto.id} and ${varianteProducto.activo})`.as(
    'tiene_variantes',
  ),
};

/** Consulta base de tarjetas de productos visibles (con el fabricante unido). */
export const consultaResumen = (db: Db) =>
  db
    .select(columnasResumen)
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .$dynamic();

export type FilaResumen = Awaited<ReturnType<typeof consultaResumen>>[number];

export type ResumenProducto = Omit<FilaResumen, 'portada'> & { imagen: string };

export function aResumen({ portada, ...fila }: FilaResumen): ResumenProducto {
  return { ...fila, imagen: urlMedia(portada) ?? IMAGEN_POR_DEFECTO };
}

/** Tarjetas de productos visibles por id (favoritos, carrito). */
export async function resumenesPorId(db: Db, ids: readonly number[]): Promise<ResumenProducto[]> {
  if (ids.length === 0) return [];
  const filas = await consultaResumen(db).where(
    and(productoVisible, inArray(producto.id, [...ids])),
  );
  return filas.map(aResumen);
}

/** Productos activos de un fabricante con stock en o bajo el mínimo (panel del proveedor). */
export function alertasStock(db: Db, fabricanteId: number) {
  return db
    .select({
      id: producto.id,
      nombre: producto.nombre,
      cantidad_disponible: producto.cantidad_disponible,
      stock_minimo: producto.stock_minimo,
    })
    .from(producto)
    .where(
      and(
        eq(producto.fabricante_id, fabricanteId),
        isNull(producto.eliminado_en),
        eq(producto.activo, true),
        lte(producto.cantidad_disponible, producto.stock_minimo),
      ),
    )
    .orderBy(asc(producto.cantidad_disponible), asc(producto.nombre))
    .limit(20);
}
