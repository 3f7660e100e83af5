import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, contarFilas, listado, type DefinicionListado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { comentarioProducto, producto } from './catalogo.tables.js';

const filaComentario = {
  id: comentarioProducto.id,
  producto: comentarioProducto.producto_id,
  producto_nombre: producto.nombre,
  fabricante: producto.fabricante_id,
  usuario: comentarioProducto.usuario_id,
  comentario: comentarioProducto.comentario,
  calificacion: comentarioProducto.calificacion,
  visible: comentarioProducto.visible,
  fecha: comentarioProducto.creado_en,
};

/** Comentarios de productos para moderar; por defecto los visibles (`visible=false`: los quitados). */
export function listarComentariosAdmin(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & {
    paginado: boolean;
    producto?: number | undefined;
    visible?: boolean | undefined;
  },
) {
  const def: DefinicionListado<unknown> = {
    contar: (where) => contarFilas(db, comentarioProducto, where),
    listar: async (where, orden, limit, offset) =>
      (
        await aplicarListado(
          db
            .select(filaComentario)
            .from(comentarioProducto)
            .innerJoin(producto, eq(producto.id, comentarioProducto.producto_id))
            .$dynamic(),
          where,
          orden,
          limit,
          offset,
        )
      ).map((c) => ({ ...c, fecha: c.fecha.toISOString() })),
    buscarEn: [comentarioProducto.comentario],
    ordenables: {
      id: comentarioProducto.id,
      fecha: comentarioProducto.creado_en,
      calificacion: comentarioProducto.calificacion,
    },
    ordenPorDefecto: [desc(comentarioProducto.creado_en), asc(comentarioProducto.id)],
    filtro: and(
      eq(comentarioProducto.visible, consulta.visible ?? true),
      consulta.producto === undefined
        ? undefined
        : eq(comentarioProducto.producto_id, consulta.producto),
    ),
  };
  return listado(request, consulta, def);
}

/** Quita un comentario de la tienda (queda guardado y en la bitácora, con su texto). */
export async function quitarComentario(db: Db, admin: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(comentarioProducto)
      .where(eq(comentarioProducto.id, id))
      .for('update');
    if (!antes) throw new NoEncontrado();
    if (!antes.visible) return;
    const [despues] = await tx
      .update(comentarioProducto)
      .set({ visible: false, actualizado_en: new Date() })
      .where(eq(comentarioProducto.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'comentario_producto',
      entidadId: id,
      accion: 'quitar',
      antes,
      despues,
    });
  });
}
