// Libro de balance del transportista (sólo inserciones; el disparador de 0002_libros mantiene
// transportista.balance). Un viaje se acredita una sola vez por hoja de ruta.
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { paginar } from '../../lib/paginacion.js';
import { movimientoBalanceTransportista as mov } from './contabilidad.tables.js';

/**
 * Acredita la tarifa de una hoja terminada. La clave de idempotencia es la hoja
 * (`viaje:<id>` y el índice único de motivo 'viaje'): repetir no acredita dos veces.
 * Devuelve true si acreditó.
 */
export async function acreditarViaje(
  tx: Tx,
  datos: { transportistaId: number; hojaRutaId: number; monto: number },
): Promise<boolean> {
  if (datos.monto <= 0) return false;
  const filas = await tx
    .insert(mov)
    .values({
      transportista_id: datos.transportistaId,
      monto: datos.monto,
      motivo: 'viaje',
      hoja_ruta_id: datos.hojaRutaId,
      referencia: `viaje:${datos.hojaRutaId}`,
      descripcion: `Tarifa de la hoja de ruta ${datos.hojaRutaId}`,
    })
    .onConflictDoNothing()
    .returning({ id: mov.id });
  return filas.length > 0;
}

/** Movimientos del transportista, los más nuevos primero. */
export function movimientosDe(
  db: Db,
  request: FastifyRequest,
  transportistaId: number,
  consulta: ConsultaPaginada,
) {
  const where = eq(mov.transportista_id, transportistaId);
  return paginar(request, consulta, {
    contar: async () => (await db.select({ n: count() }).from(mov).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select()
          .from(mov)
          .where(where)
          .orderBy(desc(mov.creado_en), desc(mov.id))
          .limit(limit)
          .offset(offset)
      ).map((m) => ({
        id: m.id,
        monto: m.monto,
        motivo: m.motivo,
        hoja_ruta: m.hoja_ruta_id,
        referencia: m.referencia,
        descripcion: m.descripcion,
        balance_resultante: m.balance_resultante,
        fecha: m.creado_en.toISOString(),
      })),
  });
}
