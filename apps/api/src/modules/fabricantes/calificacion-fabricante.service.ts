// Calificación de proveedores (ADR 016): bloqueo de la fila y promedio calculado por el módulo
// calificaciones dentro de la misma transacción.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { fabricante } from './fabricantes.tables.js';

/** Bloquea la fila del proveedor hasta el fin de la transacción; false si no existe. */
export async function bloquearFabricanteParaCalificar(tx: Tx, id: number): Promise<boolean> {
  const filas = await tx
    .select({ id: fabricante.id })
    .from(fabricante)
    .where(eq(fabricante.id, id))
    .for('update');
  return filas.length > 0;
}

export async function fijarRatingFabricante(tx: Tx, id: number, rating: number, ratings: number) {
  await tx.update(fabricante).set({ rating, ratings }).where(eq(fabricante.id, id));
}
