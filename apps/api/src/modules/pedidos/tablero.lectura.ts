// Modelo de lectura de pedidos para el panel de administración: ventas, estados y búsqueda.
import { and, count, desc, eq, gte, or, sql, sum } from 'drizzle-orm';
import { EstadoPedido } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { pedido } from './pedidos.tables.js';

const ZONA = 'America/Asuncion';
const pagado = gte(pedido.estado, EstadoPedido.PAGADO);
const diaLocal = sql<string>`to_char(${pedido.fecha} at time zone ${sql.raw(`'${ZONA}'`)}, 'YYYY-MM-DD')`;

/** Ventas (pedidos pagados en adelante) por día de Asunción desde `desde` (inclusive). */
export async function ventasPorDia(db: Db, desde: Date) {
  const filas = await db
    .select({ fecha: diaLocal, total: sum(pedido.total).mapWith(Number), pedidos: count() })
    .from(pedido)
    .where(and(pagado, gte(pedido.fecha, desde)))
    .groupBy(diaLocal);
  return filas.map((f) => ({ fecha: f.fecha, total: f.total ?? 0, pedidos: f.pedidos }));
}

export function pedidosPorEstado(db: Db) {
  return db
    .select({ estado: pedido.estado, cantidad: count() })
    .from(pedido)
    .groupBy(pedido.estado)
    .orderBy(pedido.estado);
}

/** Pedidos por número, razón social, RUC, dirección o teléfono. */
export function buscarPedidos(db: Db, texto: string, limite: number) {
  const numero = /^#?\d{1,9}$/.test(texto.trim()) ? Number(texto.trim().replace('#', '')) : null;
  const porTexto = condicionBusqueda(texto, [
    pedido.razon_social,
    pedido.ruc,
    pedido.direccion,
    pedido.ciudad_nombre,
    pedido.nro_telefono,
  ]);
  return db
    .select({
      id: pedido.id,
      estado: pedido.estado,
      total: pedido.total,
      fecha: pedido.fecha,
      razon_social: pedido.razon_social,
      usuario_id: pedido.usuario_id,
    })
    .from(pedido)
    .where(numero === null ? porTexto : or(eq(pedido.id, numero), porTexto))
    .orderBy(desc(pedido.fecha))
    .limit(limite);
}
