// Calificación de transportistas (ADR 016): bloqueo de la fila y promedio calculado por el
// módulo calificaciones dentro de la misma transacción.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { transportista } from './transportistas.tables.js';

/** Bloquea la fila del transportista hasta el fin de la transacción; false si no existe. */
export async function bloquearTransportistaParaCalificar(tx: Tx, id: number): Promise<boolean> {
  const filas = await tx
    .select({ id: transportista.id })
    .from(transportista)
    .where(eq(transportista.id, id))
    .for('update');
  return filas.length > 0;
}

export async function fijarRatingTransportista(
  tx: Tx,
  id: number,
  rating: number,
  ratings: number,
) {
  await tx.update(transportista).set({ rating, ratings }).where(eq(transportista.id, id));
}
