// Lo que contabilidad lee de otros módulos (ADR 010: modelo de lectura, sólo lee).
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { partesCobroEfectivo } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { filtroInstantes, type FiltroFechas } from '../../lib/filtro-fechas.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante, margen, usuarioFabricante } from '../fabricantes/fabricantes.tables.js';
import { vehiculo } from '../flota/flota.tables.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { ordenVenta, pedido, productoPedido } from '../pedidos/pedidos.tables.js';
import { empresaTransporte, transportista } from '../transportistas/transportistas.tables.js';
import { movimientoContable as mov } from './contabilidad.tables.js';

type Lector = Db | Tx;

/** Pedido con sus líneas (categoría incluida) y los márgenes vigentes de sus proveedores. */
export async function ventaDePedido(db: Lector, pedidoId: number) {
  const [p] = await db
    .select({
      id: pedido.id,
      usuario_id: pedido.usuario_id,
      estado: pedido.estado,
      fecha: pedido.fecha,
      medio_pago: pedido.medio_pago,
      subtotal: pedido.subtotal,
      costo_envio: pedido.costo_envio,
      total: pedido.total,
      ruc: pedido.ruc,
      razon_social: pedido.razon_social,
      transportista_id: pedido.transportista_id,
    })
    .from(pedido)
    .where(eq(pedido.id, pedidoId));
  if (!p) return null;
  const lineas = await db
    .select({
      producto_id: productoPedido.producto_id,
      fabricante_id: productoPedido.fabricante_id,
      categoria_id: producto.categoria_id,
      nombre: productoPedido.nombre,
      cantidad: productoPedido.cantidad,
      precio: productoPedido.precio,
      total: productoPedido.total,
      tipo_iva: productoPedido.tipo_iva,
      comision: productoPedido.comision,
    })
    .from(productoPedido)
    .innerJoin(producto, eq(producto.id, productoPedido.producto_id))
    .where(eq(productoPedido.pedido_id, pedidoId))
    .orderBy(productoPedido.id);
  const ordenes = await db
    .select({
      id: ordenVenta.id,
      fabricante_id: ordenVenta.fabricante_id,
      comision: ordenVenta.comision,
    })
    .from(ordenVenta)
    .where(eq(ordenVenta.pedido_id, pedidoId));
  const fabricantes = [...new Set(lineas.map((l) => l.fabricante_id))];
  const margenes =
    fabricantes.length === 0
      ? []
      : await db
          .select({
            fabricante_id: margen.fabricante_id,
            categoria_id: margen.categoria_id,
            tipo: margen.tipo,
            margen: margen.margen,
          })
          .from(margen)
          .where(inArray(margen.fabricante_id, fabricantes));
  return { pedido: p, lineas, ordenes, margenes };
}

/** Órdenes de venta con su pedido (para rendir o facturar al proveedor). */
export function ordenesVenta(db: Lector, ids: number[]) {
  return db
    .select({
      id: ordenVenta.id,
      pedido_id: ordenVenta.pedido_id,
      fabricante_id: ordenVenta.fabricante_id,
      total: ordenVenta.total,
      estado_pedido: pedido.estado,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .where(inArray(ordenVenta.id, ids));
}

/** Hojas de ruta terminadas de un transportista (rendición del transportista). */
export function hojasDe(db: Lector, ids: number[]) {
  return db
    .select({
      id: hojaRuta.id,
      transportista_id: hojaRuta.transportista_id,
      tarifa: hojaRuta.tarifa_transportista,
      fecha: hojaRuta.fecha,
      finalizado: hojaRuta.finalizado,
    })
    .from(hojaRuta)
    .where(inArray(hojaRuta.id, ids));
}

export interface Persona {
  id: number;
  nombre: string;
  ruc: string | null;
  razon_social: string | null;
  usuario_id: number | null;
}

/** Cliente (10), proveedor (20) o transportista (30) por id; null si no existe. */
export async function personaDe(db: Lector, tipo: number, id: number): Promise<Persona | null> {
  if (tipo === 20) {
    const [f] = await db
      .select({
        id: fabricante.id,
        nombre: fabricante.nombre,
        ruc: fabricante.ruc,
        razon_social: fabricante.razon_social,
      })
      .from(fabricante)
      .where(eq(fabricante.id, id));
    return f ? { ...f, usuario_id: null } : null;
  }
  if (tipo === 30) {
    const [t] = await db
      .select({
        id: transportista.id,
        usuario_id: transportista.usuario_id,
        first_name: usuario.first_name,
        last_name: usuario.last_name,
        ruc: usuario.ruc,
        razon_social: usuario.razon_social,
      })
      .from(transportista)
      .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
      .where(eq(transportista.id, id));
    return t
      ? {
          id: t.id,
          nombre: `${t.first_name} ${t.last_name}`.trim(),
          ruc: t.ruc,
          razon_social: t.razon_social,
          usuario_id: t.usuario_id,
        }
      : null;
  }
  const [u] = await db
    .select({
      id: usuario.id,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
      ruc: usuario.ruc,
      razon_social: usuario.razon_social,
    })
    .from(usuario)
    .where(eq(usuario.id, id));
  return u
    ? {
        id: u.id,
        nombre: `${u.first_name} ${u.last_name}`.trim(),
        ruc: u.ruc,
        razon_social: u.razon_social,
        usuario_id: u.id,
      }
    : null;
}

/** Nombres para mostrar de varias personas de un tipo. */
export async function nombresDe(
  db: Lector,
  tipo: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  if (tipo === 20) {
    const filas = await db
      .select({ id: fabricante.id, nombre: fabricante.nombre })
      .from(fabricante)
      .where(inArray(fabricante.id, ids));
    return new Map(filas.map((f) => [f.id, f.nombre]));
  }
  if (tipo === 30) {
    const filas = await db
      .select({ id: transportista.id, a: usuario.first_name, b: usuario.last_name })
      .from(transportista)
      .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
      .where(inArray(transportista.id, ids));
    return new Map(filas.map((f) => [f.id, `${f.a} ${f.b}`.trim()]));
  }
  const filas = await db
    .select({ id: usuario.id, a: usuario.first_name, b: usuario.last_name })
    .from(usuario)
    .where(inArray(usuario.id, ids));
  return new Map(filas.map((f) => [f.id, `${f.a} ${f.b}`.trim()]));
}

/** Transportistas cuyos vehículos son de la empresa que administra el usuario. */
export async function transportistasDeEmpresa(db: Lector, empresaId: number): Promise<number[]> {
  const filas = await db
    .selectDistinct({ id: vehiculo.transportista_id })
    .from(vehiculo)
    .where(
      and(eq(vehiculo.empresa_transporte_id, empresaId), isNotNull(vehiculo.transportista_id)),
    );
  return filas.flatMap((f) => (f.id === null ? [] : [f.id]));
}

export async function empresaDe(db: Lector, empresaId: number) {
  const [e] = await db
    .select({ id: empresaTransporte.id, nombre: empresaTransporte.nombre })
    .from(empresaTransporte)
    .where(eq(empresaTransporte.id, empresaId));
  return e ?? null;
}

/** Pedidos entre fechas para el reporte de pedidos. */
export function pedidosEntre(db: Lector, fechas: FiltroFechas, estado?: number) {
  return db
    .select({
      id: pedido.id,
      fecha: pedido.fecha,
      estado: pedido.estado,
      medio_pago: pedido.medio_pago,
      subtotal: pedido.subtotal,
      costo_envio: pedido.costo_envio,
      total: pedido.total,
      cliente: usuario.first_name,
      cliente_apellido: usuario.last_name,
      ruc: pedido.ruc,
    })
    .from(pedido)
    .innerJoin(usuario, eq(usuario.id, pedido.usuario_id))
    .where(
      and(
        filtroInstantes(pedido.fecha, fechas),
        estado === undefined ? undefined : eq(pedido.estado, estado),
      ),
    )
    .orderBy(pedido.fecha);
}

/** Pedidos pagados de un cliente (para facturarle). */
export function pedidosPagadosDe(db: Lector, usuarioId: number) {
  return db
    .select({ id: pedido.id, fecha: pedido.fecha, total: pedido.total, estado: pedido.estado })
    .from(pedido)
    .where(and(eq(pedido.usuario_id, usuarioId), gte(pedido.estado, 10)))
    .orderBy(pedido.id);
}

/** Órdenes de venta de un proveedor con su pedido (para su rendición). */
export function ordenesDeFabricante(db: Lector, fabricanteId: number) {
  return db
    .select({
      id: ordenVenta.id,
      pedido_id: ordenVenta.pedido_id,
      fecha: ordenVenta.creado_en,
      total: ordenVenta.total,
    })
    .from(ordenVenta)
    .where(eq(ordenVenta.fabricante_id, fabricanteId))
    .orderBy(ordenVenta.id);
}

/** Hojas terminadas de un transportista (para su rendición). */
export function hojasTerminadasDe(db: Lector, transportistaId: number) {
  return db
    .select({ id: hojaRuta.id, fecha: hojaRuta.fecha, tarifa: hojaRuta.tarifa_transportista })
    .from(hojaRuta)
    .where(and(eq(hojaRuta.transportista_id, transportistaId), eq(hojaRuta.finalizado, true)))
    .orderBy(hojaRuta.id);
}

/** Usuarios que reciben los avisos de una persona: el staff del proveedor o el transportista. */
export async function usuariosDePersona(db: Lector, tipo: number, id: number): Promise<number[]> {
  if (tipo === 20) {
    const filas = await db
      .select({ u: usuarioFabricante.usuario_id })
      .from(usuarioFabricante)
      .where(eq(usuarioFabricante.fabricante_id, id));
    return filas.map((f) => f.u);
  }
  if (tipo === 30) {
    const [t] = await db
      .select({ u: transportista.usuario_id })
      .from(transportista)
      .where(eq(transportista.id, id));
    return t ? [t.u] : [];
  }
  return [id];
}

/**
 * Tarifas acreditadas en el libro por las hojas hechas con vehículos de la empresa (la misma
 * fuente que el saldo de cada transportista), desde una fecha de hoja (Asunción) si se indica.
 */
export async function gananciasEmpresa(db: Db, empresaId: number, desde?: string) {
  const [f] = await db
    .select({
      rutas: sql<number>`count(distinct ${mov.hoja_ruta_id})`.mapWith(Number),
      ganancias: sql<string>`coalesce(sum(${mov.monto}), 0)`,
    })
    .from(mov)
    .innerJoin(hojaRuta, eq(hojaRuta.id, mov.hoja_ruta_id))
    .innerJoin(vehiculo, eq(vehiculo.id, hojaRuta.vehiculo_id))
    .where(viajesDeEmpresa(empresaId, desde));
  return { rutas: f?.rutas ?? 0, ganancias: Number(f?.ganancias ?? 0) };
}

/** Tarifas del libro por mes de la hoja ("YYYY-MM"), del más reciente al más antiguo. */
export async function gananciasEmpresaPorMes(db: Db, empresaId: number, desde: string) {
  const mes = sql<string>`to_char(${hojaRuta.fecha}, 'YYYY-MM')`;
  const filas = await db
    .select({
      mes,
      rutas: sql<number>`count(distinct ${mov.hoja_ruta_id})`.mapWith(Number),
      ganancias: sql<string>`coalesce(sum(${mov.monto}), 0)`,
    })
    .from(mov)
    .innerJoin(hojaRuta, eq(hojaRuta.id, mov.hoja_ruta_id))
    .innerJoin(vehiculo, eq(vehiculo.id, hojaRuta.vehiculo_id))
    .where(viajesDeEmpresa(empresaId, desde))
    .groupBy(mes)
    .orderBy(desc(mes));
  return filas.map((f) => ({ mes: f.mes, rutas: f.rutas, ganancias: Number(f.ganancias) }));
}

const viajesDeEmpresa = (empresaId: number, desde?: string) =>
  and(
    eq(mov.cuenta, 'transportista'),
    eq(mov.concepto, 'viaje'),
    eq(vehiculo.empresa_transporte_id, empresaId),
    desde === undefined ? undefined : sql`${hojaRuta.fecha} >= ${desde}`,
  );

/** Estado del cobro en efectivo de un pedido (ADR 026): cuánto va con cada orden y qué falta. */
export interface CobroEfectivoPedido {
  pedido_id: number;
  usuario_id: number;
  total: number;
  /** Órdenes de venta del pedido con su parte del total y si ya se retiraron. */
  ordenes: { id: number; parte: number; cobrado: number; retirada: boolean }[];
  /** Lo que el cliente todavía debe de este pedido según el libro (≤ 0: nada que cobrar). */
  adeudado: number;
}

/**
 * Cobro en efectivo de los pedidos dados: la parte de cada orden de venta (regla
 * `partesCobroEfectivo`), lo cobrado por orden (asientos `efectivo:<pedido>:<orden>`) y lo que
 * el cliente debe del pedido en el libro (la venta menos lo cobrado, o nada si se reembolsó).
 */
export async function cobroEfectivoDePedidos(
  db: Lector,
  pedidoIds: readonly number[],
): Promise<Map<number, CobroEfectivoPedido>> {
  const res = new Map<number, CobroEfectivoPedido>();
  if (pedidoIds.length === 0) return res;
  const ids = [...new Set(pedidoIds)];
  const pedidos = await db
    .select({ id: pedido.id, usuario_id: pedido.usuario_id, total: pedido.total })
    .from(pedido)
    .where(inArray(pedido.id, ids));
  const ordenes = await db
    .select({
      id: ordenVenta.id,
      pedido_id: ordenVenta.pedido_id,
      total: ordenVenta.total,
      retirado_en: ordenVenta.retirado_en,
    })
    .from(ordenVenta)
    .where(inArray(ordenVenta.pedido_id, ids));
  const cliente = await db
    .select({
      pedido_id: mov.pedido_id,
      orden_venta_id: mov.orden_venta_id,
      concepto: mov.concepto,
      total: sql<string>`sum(${mov.monto})`,
    })
    .from(mov)
    .where(and(eq(mov.cuenta, 'cliente'), inArray(mov.pedido_id, ids)))
    .groupBy(mov.pedido_id, mov.orden_venta_id, mov.concepto);
  for (const p of pedidos) {
    const propias = ordenes.filter((o) => o.pedido_id === p.id);
    const partes = partesCobroEfectivo(p.total, propias);
    const lineas = cliente.filter((c) => c.pedido_id === p.id);
    const cobradoDe = (ov: number) =>
      lineas
        .filter((c) => c.concepto === 'cobro_efectivo' && c.orden_venta_id === ov)
        .reduce((s, c) => s + Number(c.total), 0);
    res.set(p.id, {
      pedido_id: p.id,
      usuario_id: p.usuario_id,
      total: p.total,
      ordenes: propias.map((o) => ({
        id: o.id,
        parte: partes.get(o.id) ?? 0,
        cobrado: cobradoDe(o.id),
        retirada: o.retirado_en !== null,
      })),
      // Sin venta asentada no hay nada que cobrar (la suma es 0).
      adeudado: -lineas.reduce((s, c) => s + Number(c.total), 0),
    });
  }
  return res;
}

/** Clave del asiento que revierte la venta de un pedido reembolsado (uno por pedido). */
export const asientoReembolso = (pedidoId: number) => `reembolso:${pedidoId}`;

/** Cuándo se reembolsó un pedido (su asiento de reembolso); null si no se reembolsó. */
export async function reembolsoDePedido(db: Lector, pedidoId: number): Promise<Date | null> {
  const [f] = await db
    .select({ en: mov.creado_en })
    .from(mov)
    .where(eq(mov.asiento, asientoReembolso(pedidoId)))
    .limit(1);
  return f?.en ?? null;
}
