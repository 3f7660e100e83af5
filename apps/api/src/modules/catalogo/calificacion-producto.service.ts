// Calificación de productos (ADR 016): el módulo calificaciones bloquea el producto, guarda la
// calificación y fija el promedio calculado de su tabla; con comentario, queda en la tienda.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { comentarioProducto, producto } from './catalogo.tables.js';

/** Bloquea la fila del producto hasta el fin de la transacción; false si no existe. */
export async function bloquearProductoParaCalificar(tx: Tx, id: number): Promise<boolean> {
  const filas = await tx
    .select({ id: producto.id })
    .from(producto)
    .where(eq(producto.id, id))
    .for('update');
  return filas.length > 0;
}

export async function fijarRatingProducto(tx: Tx, id: number, rating: number, ratings: number) {
  await tx.update(producto).set({ rating, ratings }).where(eq(producto.id, id));
}

/** El comentario de una calificación, visible en la página del producto y en la moderación. */
export async function comentarProductoCalificado(
  tx: Tx,
  c: { productoId: number; usuarioId: number; comentario: string; calificacion: number },
) {
  await tx.insert(comentarioProducto).values({
    producto_id: c.productoId,
    usuario_id: c.usuarioId,
    comentario: c.comentario,
    calificacion: c.calificacion,
  });
}
