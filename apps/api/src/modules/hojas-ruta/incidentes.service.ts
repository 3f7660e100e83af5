// Incidentes de ruta vistos desde un pedido (ADR 015): cuál lo dejó en 50 Incidente, qué
// órdenes de venta se retiraron en esa hoja y el cierre del incidente por un administrador.
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  ETIQUETAS_TIPO_INCIDENTE,
  EstadoItinerario,
  TipoParada,
  type TipoIncidente,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { reloj } from '../../lib/reloj.js';
import { incidente, itinerario, itinerarioPedido } from './hojas-ruta.tables.js';

/** El último incidente de una hoja de ruta por la que pasó el pedido. */
async function ultimoIncidente(db: Db | Tx, pedidoId: number) {
  const hojasDelPedido = db
    .select({ id: itinerario.hoja_ruta_id })
    .from(itinerario)
    .innerJoin(itinerarioPedido, eq(itinerarioPedido.itinerario_id, itinerario.id))
    .where(eq(itinerarioPedido.pedido_id, pedidoId));
  const [i] = await db
    .select()
    .from(incidente)
    .where(inArray(incidente.hoja_ruta_id, hojasDelPedido))
    .orderBy(desc(incidente.creado_en), desc(incidente.id))
    .limit(1);
  return i ?? null;
}

/** El incidente sin resolver del pedido, para el detalle del administrador; null si no hay. */
export async function incidenteAbiertoDePedido(db: Db | Tx, pedidoId: number) {
  const i = await ultimoIncidente(db, pedidoId);
  if (!i || i.resuelto_en !== null) return null;
  return {
    id: i.id,
    hoja_ruta: i.hoja_ruta_id,
    tipo_incidente: i.tipo_incidente,
    tipo_nombre: ETIQUETAS_TIPO_INCIDENTE[i.tipo_incidente as TipoIncidente] ?? 'Incidente',
    fecha: i.creado_en.toISOString(),
  };
}

/**
 * Lo que hace falta para resolver el incidente de un pedido: la hoja del último incidente, las
 * órdenes de venta del pedido retiradas en ella y los pedidos con carga a bordo en esa hoja.
 * null si el pedido no pasó por una hoja con incidente.
 */
export async function incidenteParaResolver(tx: Tx, pedidoId: number) {
  const i = await ultimoIncidente(tx, pedidoId);
  if (!i?.hoja_ruta_id) return null;
  const retirados = await tx
    .select({ pedido: itinerarioPedido.pedido_id, orden: itinerarioPedido.orden_venta_id })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .where(
      and(
        eq(itinerario.hoja_ruta_id, i.hoja_ruta_id),
        eq(itinerario.tipo, TipoParada.RETIRO),
        eq(itinerario.estado, EstadoItinerario.COMPLETADO),
        isNotNull(itinerarioPedido.orden_venta_id),
      ),
    );
  return {
    hoja_ruta: i.hoja_ruta_id,
    ordenes_retiradas: retirados
      .filter((r) => r.pedido === pedidoId)
      .flatMap((r) => (r.orden === null ? [] : [r.orden])),
    pedidos_a_bordo: [...new Set(retirados.map((r) => r.pedido))],
  };
}

/** Marca resueltos por el administrador los incidentes abiertos de una hoja; devuelve sus ids. */
export async function resolverIncidentesDeHoja(
  tx: Tx,
  hojaRutaId: number,
  administradorId: number,
): Promise<number[]> {
  const ahora = reloj.ahora();
  const filas = await tx
    .update(incidente)
    .set({ resuelto_en: ahora, resuelto_por: administradorId, actualizado_en: ahora })
    .where(and(eq(incidente.hoja_ruta_id, hojaRutaId), isNull(incidente.resuelto_en)))
    .returning({ id: incidente.id });
  return filas.map((f) => f.id).sort((a, b) => a - b);
}
