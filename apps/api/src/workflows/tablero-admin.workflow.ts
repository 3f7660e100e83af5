// Tablero del administrador (/admin): lee de varios módulos a través de sus modelos de lectura.
import {
  ETIQUETAS_ESTADO_PEDIDO,
  fechaAsuncion,
  instanteAsuncion,
  sumarDias,
  type EstadoPedido,
  type TableroAdmin,
} from '@nemu/domain';
import type { Db } from '../db/client.js';
import { alertasStockGlobal, productosPendientes } from '../modules/catalogo/tablero.lectura.js';
import {
  nombresFabricantes,
  proveedoresPendientes,
} from '../modules/fabricantes/tablero.lectura.js';
import { vehiculosPendientes } from '../modules/flota/tablero.lectura.js';
import { paradasAtrasadas } from '../modules/hojas-ruta/tablero.lectura.js';
import { pedidosPorEstado, ventasPorDia } from '../modules/pedidos/tablero.lectura.js';
import { erroresPendientes } from '../modules/reporte-errores/reporte-errores.service.js';
import { transportistasPendientes } from '../modules/transportistas/tablero.lectura.js';

const DIAS = 7;

/** GET /inicio-dashboard/: ventas de hoy y de los últimos 7 días (Asunción), estados y alertas. */
export async function tableroAdmin(db: Db, ahora = new Date()): Promise<TableroAdmin> {
  const hoy = fechaAsuncion(ahora);
  const primerDia = sumarDias(hoy, -(DIAS - 1));
  const [
    ventas,
    estados,
    proveedores,
    productos,
    transportistas,
    vehiculos,
    atrasadas,
    stock,
    errores,
  ] = await Promise.all([
    ventasPorDia(db, instanteAsuncion(primerDia)),
    pedidosPorEstado(db),
    proveedoresPendientes(db),
    productosPendientes(db),
    transportistasPendientes(db),
    vehiculosPendientes(db),
    paradasAtrasadas(db, ahora, 20),
    alertasStockGlobal(db, 20),
    erroresPendientes(db),
  ]);
  const nombres = await nombresFabricantes(db, [...new Set(stock.map((s) => s.fabricante))]);
  const dias = Array.from({ length: DIAS }, (_, i) => sumarDias(primerDia, i));
  const ventas7 = dias.map(
    (fecha) => ventas.find((v) => v.fecha === fecha) ?? { fecha, total: 0, pedidos: 0 },
  );
  const deHoy = ventas7.at(-1) ?? { total: 0, pedidos: 0 };
  return {
    ventas_hoy: { total: deHoy.total, pedidos: deHoy.pedidos },
    ventas_7_dias: ventas7,
    pedidos_por_estado: estados.map((e) => ({
      estado: e.estado,
      estado_nombre: ETIQUETAS_ESTADO_PEDIDO[e.estado as EstadoPedido],
      cantidad: e.cantidad,
    })),
    aprobaciones_pendientes: { proveedores, productos, transportistas, vehiculos },
    entregas_atrasadas: atrasadas,
    alertas_stock: stock.map((s) => ({
      ...s,
      fabricante_nombre: nombres.get(s.fabricante) ?? `Proveedor ${s.fabricante}`,
    })),
    errores_pendientes: errores,
    generado_en: ahora.toISOString(),
  };
}
