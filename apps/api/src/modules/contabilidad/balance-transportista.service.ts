// Balance del transportista: la tarifa de cada hoja terminada se acredita una sola vez en el libro
// mayor, y sus movimientos se leen de ahí (una sola fuente de verdad, ADR 019 y 021).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ConsultaPaginada } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { paginar } from '../../lib/paginacion.js';
import { movimientoContable as mov } from './contabilidad.tables.js';
import { asentarViaje } from './libro.service.js';

/**
 * Acredita la tarifa de una hoja terminada como asiento del libro mayor (transportista contra
 * envío), reflejado en este libro. La clave es la hoja (`viaje:<id>`): repetir no acredita dos
 * veces. Devuelve true si acreditó.
 */
export async function acreditarViaje(
  tx: Tx,
  datos: { transportistaId: number; hojaRutaId: number; monto: number },
): Promise<boolean> {
  if (datos.monto <= 0) return false;
  return asentarViaje(tx, datos);
}

/**
 * Movimientos del transportista leídos del libro mayor (la misma fuente que /balance/ y el
 * administrador): tarifas, pagos, efectivo cobrado y depositado, los más nuevos primero, con el
 * saldo que dejó cada uno (> 0 la plataforma le debe; < 0 él debe efectivo).
 */
export function movimientosDe(
  db: Db,
  request: FastifyRequest,
  transportistaId: number,
  consulta: ConsultaPaginada,
) {
  const where = and(eq(mov.cuenta, 'transportista'), eq(mov.transportista_id, transportistaId));
  const saldo = sql<string>`sum(${mov.monto}) over (order by ${mov.creado_en}, ${mov.id})`;
  return paginar(request, consulta, {
    contar: async () => (await db.select({ n: count() }).from(mov).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select({
            id: mov.id,
            monto: mov.monto,
            concepto: mov.concepto,
            hoja_ruta_id: mov.hoja_ruta_id,
            asiento: mov.asiento,
            descripcion: mov.descripcion,
            creado_en: mov.creado_en,
            saldo,
          })
          .from(mov)
          .where(where)
          .orderBy(desc(mov.creado_en), desc(mov.id))
          .limit(limit)
          .offset(offset)
      ).map((m) => ({
        id: m.id,
        monto: m.monto,
        motivo: m.concepto,
        hoja_ruta: m.hoja_ruta_id,
        referencia: m.asiento,
        descripcion: m.descripcion,
        balance_resultante: Number(m.saldo),
        fecha: m.creado_en.toISOString(),
      })),
  });
}
