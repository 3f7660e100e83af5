// Pedidos y órdenes de venta vistos por el administrador: detalle completo e impresión con QR.
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ETIQUETAS_ESTADO_PEDIDO, EstadoPedido } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { reembolsoDePedido } from '../contabilidad/contabilidad.lectura.js';
import { contactoDeUsuario } from '../cuentas/tablero.lectura.js';
import { nombresFabricantes } from '../fabricantes/tablero.lectura.js';
import { incidenteAbiertoDePedido } from '../hojas-ruta/incidentes.service.js';
import { detalleOrden } from './ordenes-venta.service.js';
import { detallePedido } from './pedidos-lectura.service.js';
import { historialPedido, pedido } from './pedidos.tables.js';

/**
 * GET /pedido_staff/{id}/: el detalle del pedido con su cliente, el historial de estados, si ya
 * se reembolsó (lo sabe contabilidad) y, en 50 Incidente, el incidente abierto (hojas-ruta).
 */
export async function detallePedidoStaff(db: Db, id: number, u: UsuarioAutenticado) {
  const base = await detallePedido(db, id, u);
  const [p] = await db
    .select({ usuario_id: pedido.usuario_id, nro_telefono: pedido.nro_telefono })
    .from(pedido)
    .where(eq(pedido.id, id));
  if (!p) throw new NoEncontrado();
  const cliente = (await contactoDeUsuario(db, p.usuario_id)) ?? {
    id: p.usuario_id,
    nombre: `Usuario ${p.usuario_id}`,
    email: null,
    nro_telefono: null,
  };
  const [historial, reembolsadoEn, incidente] = await Promise.all([
    db
      .select()
      .from(historialPedido)
      .where(eq(historialPedido.pedido_id, id))
      .orderBy(asc(historialPedido.creado_en), asc(historialPedido.id)),
    reembolsoDePedido(db, id),
    base.estado === EstadoPedido.INCIDENTE ? incidenteAbiertoDePedido(db, id) : null,
  ]);
  return {
    ...base,
    // Como en el JSON de /pedido/{id}/ (la respuesta declarada lo pide como texto).
    ordenes_venta: base.ordenes_venta.map((o) => ({
      ...o,
      fecha_retiro: o.fecha_retiro?.toISOString() ?? null,
    })),
    cliente,
    nro_telefono: p.nro_telefono,
    historial: historial.map((h) => ({
      estado: h.estado,
      estado_nombre: ETIQUETAS_ESTADO_PEDIDO[h.estado as EstadoPedido],
      transicion: h.transicion,
      detalle: h.detalle,
      fecha: h.creado_en.toISOString(),
    })),
    reembolsado: reembolsadoEn !== null,
    reembolsado_en: reembolsadoEn?.toISOString() ?? null,
    incidente_abierto: incidente,
  };
}

/** Lo que codifica el QR de la etiqueta: el pedido y la orden, legible por el escáner del depósito. */
export const contenidoQr = (pedidoId: number, ordenId: number) =>
  `NEMU:PEDIDO:${pedidoId}:OV:${ordenId}`;

/** GET /imprimir/{id}/: la orden de venta con los datos de la etiqueta y el QR del pedido. */
export async function impresionOrden(db: Db, ordenId: number, u: UsuarioAutenticado) {
  const orden = await detalleOrden(db, ordenId, u);
  const [p] = await db
    .select({
      usuario_id: pedido.usuario_id,
      nro_telefono: pedido.nro_telefono,
      ciudad: pedido.ciudad_nombre,
    })
    .from(pedido)
    .where(eq(pedido.id, orden.pedido));
  if (!p) throw new NoEncontrado();
  const [contacto, nombres] = await Promise.all([
    contactoDeUsuario(db, p.usuario_id),
    nombresFabricantes(db, [orden.fabricante]),
  ]);
  const qr = contenidoQr(orden.pedido, orden.id);
  return {
    ...orden,
    fabricante_nombre: nombres.get(orden.fabricante) ?? `Proveedor ${orden.fabricante}`,
    cliente_nombre: orden.cliente ?? contacto?.nombre ?? `Cliente ${p.usuario_id}`,
    nro_telefono: p.nro_telefono ?? contacto?.nro_telefono ?? null,
    ciudad: p.ciudad,
    qr_contenido: qr,
    qr_svg: await QRCode.toString(qr, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}
