// Modelo de lectura para la torre de control: órdenes de venta aún sin retirar por estado de ruteo.
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import { EstadoOrdenVenta, EstadoPedido, EstadoRuteo } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { ordenVenta, pedido } from './pedidos.tables.js';

/** Máximo de órdenes en espera que lista la torre (las más viejas primero). */
export const MAXIMO_ORDENES_EN_ESPERA = 100;

// Órdenes vivas: sin retirar, de pedidos pagados, en proceso o con incidente.
const vivas = and(
  inArray(ordenVenta.estado, [EstadoOrdenVenta.CREADO, EstadoOrdenVenta.CONFIRMADO]),
  inArray(pedido.estado, [EstadoPedido.PAGADO, EstadoPedido.EN_PROCESO, EstadoPedido.INCIDENTE]),
);

/** Cantidad de órdenes vivas por estado de ruteo. */
export async function ordenesPorEstadoRuteo(db: Db) {
  return db
    .select({ estado_ruteo: ordenVenta.estado_ruteo, cantidad: count() })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .where(vivas)
    .groupBy(ordenVenta.estado_ruteo)
    .orderBy(asc(ordenVenta.estado_ruteo));
}

/** Órdenes vivas que esperan ruta (ni ruteadas ni de retiro en el local). */
export async function ordenesEnEspera(db: Db, limite = MAXIMO_ORDENES_EN_ESPERA) {
  return db
    .select({
      id: ordenVenta.id,
      pedido_id: ordenVenta.pedido_id,
      fabricante: fabricante.nombre,
      estado_ruteo: ordenVenta.estado_ruteo,
      motivo_ruteo: ordenVenta.motivo_ruteo,
      fecha_retiro: ordenVenta.fecha_retiro,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .leftJoin(fabricante, eq(fabricante.id, ordenVenta.fabricante_id))
    .where(
      and(
        vivas,
        notInArray(ordenVenta.estado_ruteo, [EstadoRuteo.RUTEADO, EstadoRuteo.NO_ES_DELIVERY]),
      ),
    )
    .orderBy(asc(ordenVenta.creado_en), asc(ordenVenta.id))
    .limit(limite);
}
