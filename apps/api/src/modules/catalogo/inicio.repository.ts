import { and, asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { producto } from './catalogo.tables.js';
import { aResumen, consultaResumen, productoVisible } from './productos.lectura.js';

/** Productos más vendidos de los proveedores abiertos ahora ("prods_abi"). */
export async function productosDeAbiertos(db: Db, fabricantes: readonly number[], limite: number) {
  if (fabricantes.length === 0) return [];
  const filas = await consultaResumen(db)
    .where(and(productoVisible, inArray(producto.fabricante_id, [...fabricantes])))
    .orderBy(desc(producto.cantidad_vendida), asc(producto.id))
    .limit(limite);
  return filas.map(aResumen);
}
