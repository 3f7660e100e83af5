// Estados del pedido y de la orden de venta que cambian durante una ruta (retiro, entrega,
// incidente) y los datos que la operación lee de ellos. La operación vive en hojas-ruta.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  EstadoOrdenVenta,
  EstadoPedido,
  EstadoRuteo,
  MENSAJES_OPERACION,
  aplicarTransicion,
  TRANSICIONES_ORDEN_VENTA,
  TRANSICIONES_PEDIDO,
  type TransicionPedido,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { NoEncontrado } from '../../lib/errores.js';
import { reloj } from '../../lib/reloj.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { exigirTransicion } from './pedidos.service.js';
import { historialPedido, ordenVenta, pedido } from './pedidos.tables.js';

async function transicionar(
  tx: Tx,
  pedidoId: number,
  t: TransicionPedido,
  detalle: string,
  extra: Partial<typeof pedido.$inferInsert> = {},
): Promise<void> {
  const [p] = await tx.select().from(pedido).where(eq(pedido.id, pedidoId)).for('update');
  if (!p) return;
  const estado = exigirTransicion(p.estado, t);
  await tx
    .update(pedido)
    .set({ estado, actualizado_en: reloj.ahora(), ...extra })
    .where(eq(pedido.id, pedidoId));
  await tx.insert(historialPedido).values({ pedido_id: pedidoId, estado, transicion: t, detalle });
}

/** Datos de los pedidos que la operación necesita: dueño, PIN y estado. */
export async function pedidosParaOperacion(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: pedido.id,
      usuario_id: pedido.usuario_id,
      estado: pedido.estado,
      contrasena_entrega: pedido.contrasena_entrega,
      transportista_id: pedido.transportista_id,
      medio_pago: pedido.medio_pago,
      total: pedido.total,
    })
    .from(pedido)
    .where(inArray(pedido.id, [...ids]));
}

/** Pedido del cliente para rastrearlo: `null` si no existe. */
export async function pedidoParaRastreo(db: Db | Tx, id: number) {
  const [p] = await db
    .select({
      id: pedido.id,
      usuario_id: pedido.usuario_id,
      estado: pedido.estado,
      transportista_id: pedido.transportista_id,
      lat: pedido.lat,
      lng: pedido.lng,
    })
    .from(pedido)
    .where(eq(pedido.id, id));
  return p ?? null;
}

/** El transportista que acepta la ruta queda asignado a sus pedidos. */
export async function asignarTransportista(
  tx: Tx,
  pedidoIds: readonly number[],
  transportistaId: number | null,
): Promise<void> {
  if (pedidoIds.length === 0) return;
  await tx
    .update(pedido)
    .set({ transportista_id: transportistaId, actualizado_en: reloj.ahora() })
    .where(inArray(pedido.id, [...pedidoIds]));
}

/**
 * Retiro confirmado: las órdenes de venta pasan a 20 Finalizado y sus pedidos a 20 En proceso;
 * un pedido pasa a 30 Enviado cuando todas sus órdenes de venta a entregar fueron retiradas.
 * Devuelve los pedidos que quedaron en camino.
 */
export async function registrarRetiro(
  tx: Tx,
  ordenVentaIds: readonly number[],
  hojaRutaId: number,
): Promise<number[]> {
  if (ordenVentaIds.length === 0) return [];
  const ordenes = await tx
    .select()
    .from(ordenVenta)
    .where(inArray(ordenVenta.id, [...ordenVentaIds]))
    .for('update');
  const pedidos = new Set<number>();
  for (const ov of ordenes) {
    const r = aplicarTransicion(
      TRANSICIONES_ORDEN_VENTA,
      ov.estado as EstadoOrdenVenta,
      'finalizar',
    );
    if (r.permitida) {
      await tx
        .update(ordenVenta)
        .set({ estado: r.estado, retirado_en: reloj.ahora(), actualizado_en: reloj.ahora() })
        .where(eq(ordenVenta.id, ov.id));
    }
    pedidos.add(ov.pedido_id);
  }
  const enCamino: number[] = [];
  for (const pedidoId of pedidos) {
    const detalle = `Retiro en la hoja de ruta ${hojaRutaId}`;
    const [p] = await tx
      .select({ estado: pedido.estado })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    if (p?.estado === EstadoPedido.PAGADO) await transicionar(tx, pedidoId, 'procesar', detalle);
    const pendientes = await tx
      .select({ id: ordenVenta.id })
      .from(ordenVenta)
      .where(
        and(
          eq(ordenVenta.pedido_id, pedidoId),
          ne(ordenVenta.estado, EstadoOrdenVenta.FINALIZADO),
          ne(ordenVenta.estado_ruteo, EstadoRuteo.NO_ES_DELIVERY),
        ),
      );
    const [actual] = await tx
      .select({ estado: pedido.estado, usuario_id: pedido.usuario_id })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    if (pendientes.length === 0 && actual?.estado === EstadoPedido.EN_PROCESO) {
      await transicionar(tx, pedidoId, 'enviar', detalle);
      await notificar(
        tx,
        actual.usuario_id,
        'pedido',
        { pedido_id: pedidoId },
        {
          detalle: MENSAJES_OPERACION.pedidoEnCaminoDetalle,
        },
      );
      enCamino.push(pedidoId);
    }
  }
  return enCamino;
}

/** Entrega con el PIN correcto: 30 → 40 Entregado y aviso al cliente. */
export async function registrarEntrega(
  tx: Tx,
  pedidoIds: readonly number[],
  hojaRutaId: number,
): Promise<void> {
  for (const p of await pedidosParaOperacion(tx, pedidoIds)) {
    await transicionar(tx, p.id, 'entregar', `Entregado en la hoja de ruta ${hojaRutaId}`, {
      entregado_en: reloj.ahora(),
    });
    await notificar(
      tx,
      p.usuario_id,
      'pedido',
      { pedido_id: p.id },
      {
        detalle: MENSAJES_OPERACION.pedidoEntregadoDetalle,
      },
    );
  }
}

/** Incidente: los pedidos afectados pasan a 50 y el cliente recibe un aviso. */
export async function registrarIncidente(
  tx: Tx,
  pedidoIds: readonly number[],
  detalle: string,
): Promise<number[]> {
  const afectados: number[] = [];
  for (const p of await pedidosParaOperacion(tx, pedidoIds)) {
    const desde: readonly number[] = TRANSICIONES_PEDIDO.reportar_incidente.desde;
    if (!desde.includes(p.estado)) continue;
    await transicionar(tx, p.id, 'reportar_incidente', detalle);
    await notificar(
      tx,
      p.usuario_id,
      'pedido',
      { pedido_id: p.id },
      {
        detalle: MENSAJES_OPERACION.pedidoIncidenteDetalle,
      },
    );
    afectados.push(p.id);
  }
  return afectados;
}

/**
 * Las órdenes de venta de paradas no atendidas vuelven a despacho: de 40 Ruteado a
 * 20 Esperando hora proceso, para el próximo lote.
 */
export async function devolverADespacho(
  tx: Tx,
  ordenVentaIds: readonly number[],
  motivo: string,
): Promise<void> {
  if (ordenVentaIds.length === 0) return;
  await tx
    .update(ordenVenta)
    .set({
      estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
      motivo_ruteo: motivo,
      actualizado_en: reloj.ahora(),
    })
    .where(
      and(
        inArray(ordenVenta.id, [...ordenVentaIds]),
        eq(ordenVenta.estado_ruteo, EstadoRuteo.RUTEADO),
      ),
    );
}

/**
 * El pedido a resolver, bloqueado hasta el fin de la transacción: 404 si no existe y 409 si no
 * está en 50 Incidente (regla `resolver_incidente` de domain).
 */
export async function bloquearPedidoEnIncidente(tx: Tx, pedidoId: number) {
  const [p] = await tx
    .select({ id: pedido.id, usuario_id: pedido.usuario_id, estado: pedido.estado })
    .from(pedido)
    .where(eq(pedido.id, pedidoId))
    .for('update');
  if (!p) throw new NoEncontrado();
  exigirTransicion(p.estado, 'resolver_incidente');
  return p;
}

/**
 * Incidente resuelto por un administrador: el pedido pasa de 50 a 20 En proceso, sin
 * transportista, y sus órdenes de venta retiradas en la hoja fallida vuelven de 20 Finalizado a
 * 10 Confirmado y a despacho (ruteo 20), sin hora ni código de retiro. Operaciones devuelve la
 * carga al punto de retiro del proveedor, así que la nueva hoja la retira de nuevo allí (con un
 * código nuevo al aceptarse). `ordenVentaIds` null: todas las retiradas del pedido con envío.
 * El cliente recibe un aviso. Devuelve las órdenes que volvieron a despacho.
 */
export async function resolverIncidentePedido(
  tx: Tx,
  pedidoId: number,
  ordenVentaIds: readonly number[] | null,
  motivo: string,
): Promise<number[]> {
  await transicionar(tx, pedidoId, 'resolver_incidente', MENSAJES_OPERACION.incidenteResuelto, {
    transportista_id: null,
  });
  const filtro =
    ordenVentaIds === null
      ? eq(ordenVenta.estado_ruteo, EstadoRuteo.RUTEADO)
      : inArray(ordenVenta.id, [...ordenVentaIds]);
  const ordenes =
    ordenVentaIds?.length === 0
      ? []
      : await tx
          .select({ id: ordenVenta.id, estado: ordenVenta.estado })
          .from(ordenVenta)
          .where(and(eq(ordenVenta.pedido_id, pedidoId), filtro))
          .orderBy(ordenVenta.id)
          .for('update');
  const devueltas: number[] = [];
  for (const ov of ordenes) {
    const r = aplicarTransicion(
      TRANSICIONES_ORDEN_VENTA,
      ov.estado as EstadoOrdenVenta,
      'volver_a_retirar',
    );
    if (!r.permitida) continue;
    await tx
      .update(ordenVenta)
      .set({
        estado: r.estado,
        estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
        motivo_ruteo: motivo,
        retirado_en: null,
        codigo_retiro: null,
        actualizado_en: reloj.ahora(),
      })
      .where(eq(ordenVenta.id, ov.id));
    devueltas.push(ov.id);
  }
  const [p] = await pedidosParaOperacion(tx, [pedidoId]);
  if (p) {
    await notificar(
      tx,
      p.usuario_id,
      'pedido',
      { pedido_id: pedidoId },
      { detalle: MENSAJES_OPERACION.pedidoIncidenteResueltoDetalle },
    );
  }
  return devueltas;
}

/**
 * Código de retiro (ADR 015): 6 dígitos al azar por orden de venta, creado cuando un
 * transportista acepta la ruta; el proveedor lo ve en su venta y lo dicta al entregar la carga.
 */
export async function prepararCodigosRetiro(
  tx: Tx,
  ordenVentaIds: readonly number[],
): Promise<void> {
  for (const id of new Set(ordenVentaIds)) {
    await tx
      .update(ordenVenta)
      .set({ codigo_retiro: String(randomInt(0, 1_000_000)).padStart(6, '0') })
      .where(and(eq(ordenVenta.id, id), isNull(ordenVenta.codigo_retiro)));
  }
}

/** Códigos de retiro de las órdenes de venta de una parada. */
export async function codigosRetiro(db: Db | Tx, ordenVentaIds: readonly number[]) {
  if (ordenVentaIds.length === 0) return [];
  return db
    .select({ id: ordenVenta.id, codigo: ordenVenta.codigo_retiro })
    .from(ordenVenta)
    .where(inArray(ordenVenta.id, [...ordenVentaIds]));
}
