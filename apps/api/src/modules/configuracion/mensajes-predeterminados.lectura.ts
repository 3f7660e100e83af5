// Modelo de lectura de los mensajes predeterminados del chat (ADR 016): tipo 0 cliente,
// 10 transportista, NULL ambos.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mensajePredeterminado } from './configuracion.tables.js';

const fila = {
  id: mensajePredeterminado.id,
  mensaje: mensajePredeterminado.mensaje,
  estado: mensajePredeterminado.estado,
  tipo: mensajePredeterminado.tipo,
};

/** Activos, en su orden; con `tipo`, los de ese lado y los de ambos. */
export function mensajesPredeterminados(db: Db, tipo: number | undefined) {
  return db
    .select(fila)
    .from(mensajePredeterminado)
    .where(
      and(
        eq(mensajePredeterminado.estado, true),
        tipo === undefined
          ? undefined
          : or(eq(mensajePredeterminado.tipo, tipo), isNull(mensajePredeterminado.tipo)),
      ),
    )
    .orderBy(asc(mensajePredeterminado.orden), asc(mensajePredeterminado.id));
}

/** Un mensaje predeterminado activo, o undefined. */
export async function mensajePredeterminadoActivo(db: Db, id: number) {
  const [m] = await db
    .select(fila)
    .from(mensajePredeterminado)
    .where(and(eq(mensajePredeterminado.id, id), eq(mensajePredeterminado.estado, true)));
  return m;
}
