import { and, between, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { filtroInstantes, type FiltroFechas } from '../../lib/filtro-fechas.js';
import { categoria, producto } from '../catalogo/catalogo.tables.js';
import { pago } from '../contabilidad/contabilidad.tables.js';
import { ordenVenta, pedido, productoPedido } from '../pedidos/pedidos.tables.js';

export interface FiltroVentas extends FiltroFechas {
  fabricanteId: number;
}

const fechaLocal = sql`(${pedido.fecha} at time zone 'America/Asuncion')::date`;

/** Líneas vendidas: pedidos pagados hasta entregados (10 a 40) del fabricante en el rango. */
function condicion(f: FiltroVentas): SQL | undefined {
  return and(
    eq(productoPedido.fabricante_id, f.fabricanteId),
    between(pedido.estado, 10, 40),
    filtroInstantes(pedido.fecha, f),
  );
}

const unidades = sql<number>`coalesce(sum(${productoPedido.cantidad}), 0)::int`;
const vendido = sql<number>`coalesce(sum(${productoPedido.total}), 0)::bigint`;
/**
 * Comisión fijada en la orden de venta al pagar (margen del proveedor o comisión de la
 * categoría), repartida entre sus líneas en proporción a su total: la suma por pedido es la de
 * la orden, la misma que asienta la contabilidad.
 */
const comision = sql<number>`coalesce(round(sum(${ordenVenta.comision}::numeric * ${productoPedido.total} / nullif(${ordenVenta.total}, 0))), 0)::bigint`;
const ordenDeLaLinea = and(
  eq(ordenVenta.pedido_id, productoPedido.pedido_id),
  eq(ordenVenta.fabricante_id, productoPedido.fabricante_id),
);

export async function ventasPorProducto(db: Db, f: FiltroVentas) {
  return db
    .select({
      producto: productoPedido.producto_id,
      nombre: sql<string>`max(${productoPedido.nombre})`,
      unidades,
      total: vendido,
      pedidos: sql<number>`count(distinct ${productoPedido.pedido_id})::int`,
    })
    .from(productoPedido)
    .innerJoin(pedido, eq(pedido.id, productoPedido.pedido_id))
    .where(condicion(f))
    .groupBy(productoPedido.producto_id)
    .orderBy(desc(vendido), productoPedido.producto_id)
    .then((filas) => filas.map((x) => ({ ...x, total: Number(x.total) })));
}

export async function totalesVentas(db: Db, f: FiltroVentas) {
  const [t] = await db
    .select({
      unidades,
      vendido,
      comision,
      pedidos: sql<number>`count(distinct ${productoPedido.pedido_id})::int`,
    })
    .from(productoPedido)
    .innerJoin(pedido, eq(pedido.id, productoPedido.pedido_id))
    .leftJoin(ordenVenta, ordenDeLaLinea)
    .where(condicion(f));
  return {
    unidades: t?.unidades ?? 0,
    vendido: Number(t?.vendido ?? 0),
    comision: Number(t?.comision ?? 0),
    pedidos: t?.pedidos ?? 0,
  };
}

export async function ordenesPorEstado(db: Db, fabricanteId: number) {
  const filas = await db
    .select({ estado: ordenVenta.estado, n: sql<number>`count(*)::int` })
    .from(ordenVenta)
    .where(eq(ordenVenta.fabricante_id, fabricanteId))
    .groupBy(ordenVenta.estado);
  const de = (e: number) => filas.find((x) => x.estado === e)?.n ?? 0;
  return { creadas: de(0), confirmadas: de(10), finalizadas: de(20) };
}

export async function ventasPorDia(db: Db, f: FiltroVentas) {
  const filas = await db
    .select({ fecha: sql<string>`${fechaLocal}::text`, unidades, total: vendido })
    .from(productoPedido)
    .innerJoin(pedido, eq(pedido.id, productoPedido.pedido_id))
    .where(condicion(f))
    .groupBy(fechaLocal)
    .orderBy(fechaLocal);
  return filas.map((x) => ({ ...x, total: Number(x.total) }));
}

export async function ventasPorCategoria(db: Db, f: FiltroVentas) {
  const filas = await db
    .select({
      categoria: producto.categoria_id,
      nombre: sql<string>`coalesce(max(${categoria.nombre}), 'Sin categoría')`,
      unidades,
      total: vendido,
      comision,
    })
    .from(productoPedido)
    .innerJoin(pedido, eq(pedido.id, productoPedido.pedido_id))
    .leftJoin(ordenVenta, ordenDeLaLinea)
    .innerJoin(producto, eq(producto.id, productoPedido.producto_id))
    .leftJoin(categoria, eq(categoria.id, producto.categoria_id))
    .where(condicion(f))
    .groupBy(producto.categoria_id)
    .orderBy(desc(vendido));
  return filas.map((x) => ({ ...x, total: Number(x.total), comision: Number(x.comision) }));
}

/** Pagos ya hechos al fabricante (contabilidad, tipo 20). */
export async function pagadoAFabricante(db: Db, fabricanteId: number) {
  const [t] = await db
    .select({ monto: sql<number>`coalesce(sum(${pago.monto}), 0)::bigint` })
    .from(pago)
    .where(and(eq(pago.tipo, 20), eq(pago.fabricante_id, fabricanteId)));
  return Number(t?.monto ?? 0);
}
