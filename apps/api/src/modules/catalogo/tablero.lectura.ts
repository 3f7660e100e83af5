// Modelo de lectura del catálogo para el panel de administración (tablero y búsqueda).
import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { producto } from './catalogo.tables.js';

const vigente = and(eq(producto.activo, true), isNull(producto.eliminado_en));

/** Productos nuevos o editados que esperan moderación (no rechazados). */
export async function productosPendientes(db: Db): Promise<number> {
  const [f] = await db
    .select({ n: count() })
    .from(producto)
    .where(and(vigente, eq(producto.aprobado, false), isNull(producto.motivo_rechazo)));
  return f?.n ?? 0;
}

/** Productos publicados con stock en o bajo su mínimo, los más escasos primero. */
export function alertasStockGlobal(db: Db, limite: number) {
  return db
    .select({
      producto: producto.id,
      nombre: producto.nombre,
      fabricante: producto.fabricante_id,
      cantidad_disponible: producto.cantidad_disponible,
      stock_minimo: producto.stock_minimo,
    })
    .from(producto)
    .where(
      and(
        vigente,
        eq(producto.aprobado, true),
        sql`${producto.stock_minimo} > 0`,
        lte(producto.cantidad_disponible, producto.stock_minimo),
      ),
    )
    .orderBy(asc(sql`${producto.cantidad_disponible} - ${producto.stock_minimo}`), asc(producto.id))
    .limit(limite);
}

export function buscarProductos(db: Db, texto: string, limite: number) {
  return db
    .select({
      id: producto.id,
      nombre: producto.nombre,
      precio: producto.precio,
      fabricante: producto.fabricante_id,
      aprobado: producto.aprobado,
    })
    .from(producto)
    .where(and(isNull(producto.eliminado_en), condicionBusqueda(texto, [producto.nombre])))
    .orderBy(desc(producto.id))
    .limit(limite);
}
