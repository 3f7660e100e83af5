import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MENSAJES, MENSAJES_ADMINISTRACION, guardarMargenSchema } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { esViolacionForanea } from './violaciones.js';
import { fabricante, margen } from './fabricantes.tables.js';

type Fila = typeof margen.$inferSelect;

const lectura = (m: Fila) => ({
  id: m.id,
  id_fabricante: m.fabricante_id,
  categoria: m.categoria_id,
  margen: m.margen,
  tipo: m.tipo,
});

/** Márgenes de la plataforma (de un proveedor, o de todos). */
export async function listarMargenes(db: Db, fabricanteId?: number) {
  const filas = await db
    .select()
    .from(margen)
    .where(fabricanteId === undefined ? undefined : eq(margen.fabricante_id, fabricanteId))
    .orderBy(asc(margen.fabricante_id), asc(margen.categoria_id));
  return filas.map(lectura);
}

/**
 * Márgenes vigentes de unos proveedores, para calcular la comisión de una venta en el momento
 * en que se paga (lo ya pagado guarda la comisión que se cobró).
 */
export async function margenesVigentes(db: Db | Tx, fabricanteIds: readonly number[]) {
  if (fabricanteIds.length === 0) return [];
  return db
    .select({
      fabricante_id: margen.fabricante_id,
      categoria_id: margen.categoria_id,
      tipo: margen.tipo,
      margen: margen.margen,
    })
    .from(margen)
    .where(inArray(margen.fabricante_id, [...fabricanteIds]));
}

/**
 * Fija el margen de un proveedor (sin categoría) o de un proveedor en una categoría; con `id`
 * edita ese margen. Rige para los pedidos que se creen desde ahora, nunca para los ya pagados.
 */
export async function guardarMargen(
  db: Db,
  admin: UsuarioAutenticado,
  datos: z.output<typeof guardarMargenSchema>,
) {
  const categoria = datos.categoria ?? null;
  try {
    return await db.transaction(async (tx) => {
      const [f] = await tx
        .select({ id: fabricante.id })
        .from(fabricante)
        .where(eq(fabricante.id, datos.id_fabricante));
      if (!f) throw ErrorValidacion.campo('id_fabricante', MENSAJES.noEncontrado);
      const donde: SQL | undefined =
        datos.id !== undefined
          ? eq(margen.id, datos.id)
          : and(
              eq(margen.fabricante_id, datos.id_fabricante),
              categoria === null ? isNull(margen.categoria_id) : eq(margen.categoria_id, categoria),
            );
      const [antes] = await tx.select().from(margen).where(donde).for('update');
      if (datos.id !== undefined) {
        if (!antes) throw new NoEncontrado();
        if (antes.fabricante_id !== datos.id_fabricante || antes.categoria_id !== categoria) {
          throw ErrorValidacion.campo('id', MENSAJES_ADMINISTRACION.margenCategoriaDistinta);
        }
      }
      const [m] = antes
        ? await tx
            .update(margen)
            .set({ margen: datos.margen, tipo: datos.tipo, actualizado_en: new Date() })
            .where(eq(margen.id, antes.id))
            .returning()
        : await tx
            .insert(margen)
            .values({
              fabricante_id: datos.id_fabricante,
              categoria_id: categoria,
              margen: datos.margen,
              tipo: datos.tipo,
            })
            .returning();
      if (!m) throw new Error('no se guardó el margen');
      await registrarAuditoria(tx, {
        usuarioId: admin.id,
        entidad: 'margen',
        entidadId: m.id,
        accion: antes ? 'editar' : 'crear',
        antes: antes ?? null,
        despues: m,
      });
      return lectura(m);
    });
  } catch (e) {
    // La categoría no existe (clave foránea).
    if (esViolacionForanea(e)) throw ErrorValidacion.campo('categoria', MENSAJES.noEncontrado);
    throw e;
  }
}
