import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada, Notificacion, TipoNotificacion } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, contarFilas, listado, type DefinicionListado } from '../../lib/listado.js';
import { notificacion } from './notificaciones.tables.js';

type Fila = typeof notificacion.$inferSelect;

const lectura = (n: Fila): Notificacion => ({
  id: n.id,
  tipo: n.tipo as TipoNotificacion,
  titulo: n.titulo,
  cuerpo: n.cuerpo,
  payload: (n.payload as Record<string, unknown> | null) ?? null,
  leida: n.leida_en !== null,
  leida_en: n.leida_en?.toISOString() ?? null,
  creado_en: n.creado_en.toISOString(),
});

/** Notificaciones del usuario, las más nuevas primero (con `leida` para filtrar). */
export async function listarNotificaciones(
  db: Db,
  request: FastifyRequest,
  usuarioId: number,
  consulta: ConsultaPaginada & { paginado: boolean; leida?: boolean | undefined },
) {
  const def: DefinicionListado<Notificacion> = {
    contar: (where) => contarFilas(db, notificacion, where),
    listar: async (where, orden, limit, offset) =>
      (
        await aplicarListado(db.select().from(notificacion).$dynamic(), where, orden, limit, offset)
      ).map(lectura),
    buscarEn: [notificacion.titulo, notificacion.cuerpo],
    ordenables: { creado_en: notificacion.creado_en },
    ordenPorDefecto: [desc(notificacion.creado_en), desc(notificacion.id)],
    filtro: and(
      eq(notificacion.usuario_id, usuarioId),
      consulta.leida === undefined
        ? undefined
        : consulta.leida
          ? isNotNull(notificacion.leida_en)
          : isNull(notificacion.leida_en),
    ),
  };
  return listado(request, consulta, def);
}

/** Marca una notificación propia como leída (o no leída); la de otro usuario no existe. */
export async function marcarNotificacion(db: Db, usuarioId: number, id: number, leida: boolean) {
  const [fila] = await db
    .update(notificacion)
    .set({ leida_en: leida ? new Date() : null })
    .where(and(eq(notificacion.id, id), eq(notificacion.usuario_id, usuarioId)))
    .returning();
  if (!fila) throw new NoEncontrado();
  return lectura(fila);
}

/** Marca como leídas todas las notificaciones pendientes del usuario. */
export async function marcarTodasLeidas(db: Db, usuarioId: number) {
  const filas = await db
    .update(notificacion)
    .set({ leida_en: new Date() })
    .where(and(eq(notificacion.usuario_id, usuarioId), isNull(notificacion.leida_en)))
    .returning({ id: notificacion.id });
  return { marcadas: filas.length };
}
