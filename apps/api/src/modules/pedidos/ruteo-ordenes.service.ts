// Estados de ruteo de las órdenes de venta (spec §4 Routing): el lote de ruteo las reclama
// (10/20/50 → 30) y al terminar les pone 40, 50, 60 o 70 con su motivo.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EstadoOrdenVenta, EstadoRuteo, fechaAsuncion, type SituacionRuteo } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { reloj } from '../../lib/reloj.js';
import { ordenVenta, pedido } from './pedidos.tables.js';

/** Estados desde los que el lote programado toma una orden. */
export const ESTADOS_LOTE = [
  EstadoRuteo.ESPERANDO_HORA_PROCESO,
  EstadoRuteo.NO_RUTEABLE_REAGENDAR,
] as const;

/** Estados desde los que el administrador puede rutear una orden a mano. */
export const ESTADOS_MANUAL = [
  EstadoRuteo.ESPERANDO_ORDENES,
  EstadoRuteo.ESPERANDO_HORA_PROCESO,
  EstadoRuteo.NO_RUTEABLE_REAGENDAR,
  EstadoRuteo.RUTA_NO_ENCONTRADA,
  EstadoRuteo.SIN_VEHICULOS_VALIDOS,
] as const;

/** Un lote que murió a mitad de camino deja sus órdenes en 30: pasado este plazo se retoman. */
const MINUTOS_RECLAMO_VENCIDO = 30;

/**
 * Pasa a 30 (en proceso de ruteo) las órdenes confirmadas con envío en `estados`, con fecha de
 * retiro y de entrega hasta `hastaFecha`, y devuelve sus ids. Un candado de transacción hace que
 * sólo un proceso reclame a la vez; SKIP LOCKED saltea las filas que otra transacción tiene tomadas.
 */
export async function reclamarOrdenesParaRuteo(
  db: Db,
  opciones: { estados: readonly number[]; ids?: readonly number[]; hastaFecha: string },
): Promise<number[]> {
  if (opciones.ids?.length === 0) return [];
  return db.transaction(async (tx) => {
    // Db es genérico sobre el driver; PGlite y node-postgres devuelven ambos `{ rows }`.
    const candado = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(4242013) as ok`,
    )) as unknown as { rows: { ok: boolean }[] };
    if (!candado.rows[0]?.ok) return [];
    const estados = sql.join(
      opciones.estados.map((e) => sql`${e}`),
      sql`, `,
    );
    const filtroIds = opciones.ids
      ? sql`and ov.id in (${sql.join(
          opciones.ids.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : sql``;
    const r = (await tx.execute(sql`
      update orden_venta set estado_ruteo = ${EstadoRuteo.EN_PROCESO_RUTEO}, motivo_ruteo = null,
        actualizado_en = now()
      where id in (
        select ov.id from orden_venta ov join pedido p on p.id = ov.pedido_id
        where ov.estado = ${EstadoOrdenVenta.CONFIRMADO} and p.delivery
          and (ov.estado_ruteo in (${estados})
            or (ov.estado_ruteo = ${EstadoRuteo.EN_PROCESO_RUTEO}
              and ov.actualizado_en < now() - make_interval(mins => ${MINUTOS_RECLAMO_VENCIDO})))
          and (ov.fecha_retiro is null
            or (ov.fecha_retiro at time zone 'America/Asuncion')::date <= ${opciones.hastaFecha}::date)
          and (p.fecha_entrega is null or p.fecha_entrega <= ${opciones.hastaFecha}::date)
          ${filtroIds}
        order by ov.id
        for update of ov skip locked
      )
      returning id`)) as unknown as { rows: { id: number }[] };
    return r.rows.map((f) => Number(f.id)).sort((a, b) => a - b);
  });
}

/**
 * Lo que decide si un lote puede tomar cada una de estas órdenes (motivoOrdenOmitida), leído
 * con los mismos criterios que el reclamo. Las que no existen no están.
 */
export async function situacionesRuteo(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, SituacionRuteo>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .select({
      id: ordenVenta.id,
      estado: ordenVenta.estado,
      delivery: pedido.delivery,
      estado_ruteo: ordenVenta.estado_ruteo,
      reclamo_vigente: sql<boolean>`${ordenVenta.estado_ruteo} = ${EstadoRuteo.EN_PROCESO_RUTEO}
        and ${ordenVenta.actualizado_en} >= now() - make_interval(mins => ${MINUTOS_RECLAMO_VENCIDO})`,
      fecha_retiro: ordenVenta.fecha_retiro,
      fecha_entrega: pedido.fecha_entrega,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .where(inArray(ordenVenta.id, [...ids]));
  return new Map(
    filas.map(({ id, fecha_retiro, ...f }) => [
      id,
      { ...f, fecha_retiro: fecha_retiro ? fechaAsuncion(fecha_retiro) : null },
    ]),
  );
}

/** Resultado del lote para cada orden reclamada. */
export interface ResultadoRuteo {
  id: number;
  estado: number;
  motivo: string | null;
}

export async function fijarEstadosRuteo(tx: Tx, resultados: readonly ResultadoRuteo[]) {
  // Un UPDATE por estado y motivo (no uno por orden): el lote de 500 no frena al resto de la API.
  const grupos = new Map<string, { estado: number; motivo: string | null; ids: number[] }>();
  for (const r of resultados) {
    const clave = JSON.stringify([r.estado, r.motivo]);
    const g = grupos.get(clave) ?? { estado: r.estado, motivo: r.motivo, ids: [] };
    g.ids.push(r.id);
    grupos.set(clave, g);
  }
  for (const g of grupos.values()) {
    await tx
      .update(ordenVenta)
      .set({ estado_ruteo: g.estado, motivo_ruteo: g.motivo, actualizado_en: reloj.ahora() })
      .where(
        and(
          inArray(ordenVenta.id, g.ids),
          eq(ordenVenta.estado_ruteo, EstadoRuteo.EN_PROCESO_RUTEO),
        ),
      );
  }
}

/** Estado de ruteo de unas órdenes (para tests y lecturas del despacho). */
export async function estadosRuteo(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: ordenVenta.id,
      estado_ruteo: ordenVenta.estado_ruteo,
      motivo_ruteo: ordenVenta.motivo_ruteo,
      delivery: pedido.delivery,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .where(inArray(ordenVenta.id, [...ids]));
}
