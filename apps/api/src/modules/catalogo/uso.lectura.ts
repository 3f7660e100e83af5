// Si una entidad de referencia está en uso en el catálogo (para negar su baja con un 409).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categoria, producto, productoRubro } from './catalogo.tables.js';

const existe = async (q: Promise<{ n: number }[]>) => ((await q)[0]?.n ?? 0) > 0;

/** Productos (no eliminados) con ese rubro. */
export function rubroEnProductos(db: Db, rubroId: number): Promise<boolean> {
  return existe(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(productoRubro)
      .innerJoin(producto, eq(producto.id, productoRubro.producto_id))
      .where(and(eq(productoRubro.rubro_id, rubroId), isNull(producto.eliminado_en))),
  );
}

/** Productos (no eliminados) de esa categoría. */
export function categoriaConProductos(db: Db, categoriaId: number): Promise<boolean> {
  return existe(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(producto)
      .where(and(eq(producto.categoria_id, categoriaId), isNull(producto.eliminado_en))),
  );
}

/** Subcategorías activas de esa categoría. */
export function categoriaConHijas(db: Db, categoriaId: number): Promise<boolean> {
  return existe(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(categoria)
      .where(and(eq(categoria.superior_id, categoriaId), eq(categoria.activo, true))),
  );
}
