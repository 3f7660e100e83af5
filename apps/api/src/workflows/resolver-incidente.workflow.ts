// Resolución de un incidente de ruta por el administrador (POST /resolver-incidente/): cruza
// pedidos (estado y órdenes de venta), hojas-ruta (el incidente) y auditoría en una transacción.
import {
  EstadoPedido,
  MENSAJES_OPERACION,
  formatearMensaje,
  type IncidenteResuelto,
} from '@nemu/domain';
import type { Db } from '../db/client.js';
import { registrarAuditoria } from '../modules/auditoria/auditoria.service.js';
import {
  incidenteParaResolver,
  resolverIncidentesDeHoja,
} from '../modules/hojas-ruta/incidentes.service.js';
import {
  bloquearPedidoEnIncidente,
  pedidosParaOperacion,
  resolverIncidentePedido,
} from '../modules/pedidos/logistica-pedido.service.js';

/**
 * El pedido en 50 Incidente vuelve a 20 En proceso; las órdenes de venta retiradas en la hoja
 * fallida vuelven a despacho: operaciones lleva la carga de vuelta al punto de retiro del
 * proveedor, así que la nueva hoja hace un retiro nuevo allí. El incidente de la hoja queda
 * resuelto por el administrador cuando ya no quedan pedidos suyos en 50. Cliente avisado y
 * acción auditada.
 */
export async function resolverIncidente(
  db: Db,
  administradorId: number,
  pedidoId: number,
): Promise<IncidenteResuelto> {
  return db.transaction(async (tx) => {
    const p = await bloquearPedidoEnIncidente(tx, pedidoId);
    const inc = await incidenteParaResolver(tx, p.id);
    const hoja = inc?.hoja_ruta ?? null;
    const ordenes = await resolverIncidentePedido(
      tx,
      p.id,
      inc?.ordenes_retiradas ?? null,
      formatearMensaje(MENSAJES_OPERACION.devueltaADespachoTrasIncidente, { hoja: hoja ?? '—' }),
    );
    let resueltos: number[] = [];
    if (inc) {
      const otros = await pedidosParaOperacion(
        tx,
        inc.pedidos_a_bordo.filter((id) => id !== p.id),
      );
      if (!otros.some((o) => o.estado === EstadoPedido.INCIDENTE)) {
        resueltos = await resolverIncidentesDeHoja(tx, inc.hoja_ruta, administradorId);
      }
    }
    await registrarAuditoria(tx, {
      usuarioId: administradorId,
      entidad: 'pedido',
      entidadId: p.id,
      accion: 'resolver_incidente',
      antes: { estado: p.estado, hoja_ruta: hoja },
      despues: { estado: EstadoPedido.EN_PROCESO, ordenes_venta: ordenes, incidentes: resueltos },
    });
    return {
      pedido_id: p.id,
      estado: EstadoPedido.EN_PROCESO,
      hoja_ruta: hoja,
      ordenes_venta: ordenes,
      incidentes_resueltos: resueltos,
    };
  });
}
