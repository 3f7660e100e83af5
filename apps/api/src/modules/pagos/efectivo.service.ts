// Efectivo contra entrega (ADR 021): se habilita por configuración, sólo con envío a domicilio
// y sólo si el pedido se creó con ese medio (no se cambia un pedido de tarjeta a efectivo ni al
// revés: el libro y la parada de entrega dependen del medio guardado en el pedido).
import { CLAVE_EFECTIVO_HABILITADO, MedioPago, MENSAJES, efectivoHabilitado } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { valorConfiguracion } from '../configuracion/configuracion.lectura.js';
import { medioYEntregaDe } from '../pedidos/pedidos.lectura.js';

/** ¿Está habilitado el efectivo contra entrega? (clave `efectivo_habilitado`). */
export async function efectivoDisponible(db: Db | Tx): Promise<boolean> {
  return efectivoHabilitado(await valorConfiguracion(db, CLAVE_EFECTIVO_HABILITADO));
}

/** 400 en `medio_pago` si se pide efectivo y no está habilitado. */
export async function exigirEfectivoHabilitado(db: Db | Tx, medioPago: number): Promise<void> {
  if (medioPago !== MedioPago.EFECTIVO) return;
  if (!(await efectivoDisponible(db))) {
    throw ErrorValidacion.campo('medio_pago', MENSAJES.efectivoDeshabilitado);
  }
}

/**
 * Antes de iniciar un pago: con efectivo, que esté habilitado, que el pedido sea a domicilio y
 * que se haya creado con efectivo; un pedido creado con efectivo no se paga con otro medio.
 */
export async function exigirEfectivoDelPedido(
  db: Db,
  pedidoId: number,
  medioPago: number,
): Promise<void> {
  const p = await medioYEntregaDe(db, pedidoId);
  if (!p) throw new NoEncontrado();
  const pideEfectivo = medioPago === MedioPago.EFECTIVO;
  if (!pideEfectivo && p.medio_pago !== MedioPago.EFECTIVO) return;
  if (pideEfectivo !== (p.medio_pago === MedioPago.EFECTIVO)) {
    throw ErrorValidacion.campo('medio_pago', MENSAJES.efectivoSoloAlComprar);
  }
  await exigirEfectivoHabilitado(db, medioPago);
  if (!p.delivery) throw ErrorValidacion.campo('medio_pago', MENSAJES.efectivoSoloDomicilio);
}
