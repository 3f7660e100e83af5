// Modelo de lectura del despacho (ADR 010): lo que el lote de ruteo necesita de las órdenes de
// venta reclamadas (retiro, entrega, carga) y del horario de sus proveedores, y las órdenes
// devueltas a despacho que toma el lote de rescate (ADR 025).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { EstadoHojaRuta, EstadoOrdenVenta } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { configuracion } from '../configuracion/configuracion.tables.js';
import { producto } from '../catalogo/catalogo.tables.js';
import {
  fabricante,
  feriadoFabricante,
  pausaFabricante,
  puntoRetiro,
} from '../fabricantes/fabricantes.tables.js';
import { hojaRuta, itinerario, itinerarioPedido } from '../hojas-ruta/hojas-ruta.tables.js';
import { ordenVenta, ordenVentaItem, pedido } from '../pedidos/pedidos.tables.js';

export interface ItemCarga {
  orden_venta_id: number;
  cantidad: number;
  peso_kg: number | null;
  alto_cm: number | null;
  ancho_cm: number | null;
  profundidad_cm: number | null;
  refrigeracion: number;
}

export interface OrdenParaRutear {
  id: number;
  pedido_id: number;
  total: number;
  fabricante_id: number;
  fabricante_nombre: string;
  fabricante_telefono: string | null;
  dias_apertura: string[] | null;
  hora_apertura: string | null;
  hora_cierre: string | null;
  fecha_retiro: Date | null;
  punto_lat: number | null;
  punto_lng: number | null;
  punto_direccion: string | null;
  punto_ciudad_id: number | null;
  punto_telefono: string | null;
  usuario_id: number;
  entrega_lat: number | null;
  entrega_lng: number | null;
  entrega_direccion: string | null;
  entrega_referencia: string | null;
  entrega_ciudad_id: number | null;
  entrega_telefono: string | null;
  entrega_programada: boolean;
  fecha_entrega: string | null;
  hora_entrega_inicio: string | null;
  hora_entrega_fin: string | null;
  contrasena_entrega: string | null;
  items: ItemCarga[];
}

export interface HorarioEspecial {
  fabricante_id: number;
  fecha: string;
  hora_apertura: string | null;
  hora_cierre: string | null;
}

export interface PausaLeida {
  fabricante_id: number;
  desde: Date;
  hasta: Date | null;
}

export async function ordenesParaRutear(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { ordenes: [], pausas: [], feriados: [] };
  const filas = await db
    .select({
      id: ordenVenta.id,
      pedido_id: ordenVenta.pedido_id,
      total: ordenVenta.total,
      fabricante_id: ordenVenta.fabricante_id,
      fabricante_nombre: fabricante.nombre,
      fabricante_telefono: fabricante.nro_telefono,
      dias_apertura: fabricante.dias_apertura,
      hora_apertura: fabricante.hora_apertura,
      hora_cierre: fabricante.hora_cierre,
      fecha_retiro: ordenVenta.fecha_retiro,
      punto_lat: puntoRetiro.lat,
      punto_lng: puntoRetiro.lng,
      punto_calle: puntoRetiro.calle_principal,
      punto_numero: puntoRetiro.numero,
      punto_ciudad_id: puntoRetiro.ciudad_id,
      punto_telefono: puntoRetiro.nro_telefono,
      usuario_id: pedido.usuario_id,
      entrega_lat: pedido.lat,
      entrega_lng: pedido.lng,
      entrega_direccion: pedido.direccion,
      entrega_referencia: pedido.direccion_referencia,
      entrega_ciudad_id: pedido.ciudad_id,
      entrega_telefono: pedido.nro_telefono,
      entrega_programada: pedido.entrega_programada,
      fecha_entrega: pedido.fecha_entrega,
      hora_entrega_inicio: pedido.hora_entrega_inicio,
      hora_entrega_fin: pedido.hora_entrega_fin,
      contrasena_entrega: pedido.contrasena_entrega,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .innerJoin(fabricante, eq(fabricante.id, ordenVenta.fabricante_id))
    .leftJoin(puntoRetiro, eq(puntoRetiro.id, ordenVenta.punto_retiro_id))
    .where(inArray(ordenVenta.id, [...ids]))
    .orderBy(asc(ordenVenta.id));
  const items = await db
    .select({
      orden_venta_id: ordenVentaItem.orden_venta_id,
      cantidad: ordenVentaItem.cantidad,
      peso_kg: producto.peso_kg,
      alto_cm: producto.alto_cm,
      ancho_cm: producto.ancho_cm,
      profundidad_cm: producto.profundidad_cm,
      refrigeracion: producto.refrigeracion,
    })
    .from(ordenVentaItem)
    .innerJoin(producto, eq(producto.id, ordenVentaItem.producto_id))
    .where(inArray(ordenVentaItem.orden_venta_id, [...ids]));
  const fabricantes = [...new Set(filas.map((f) => f.fabricante_id))];
  const pausas: PausaLeida[] = await db
    .select({
      fabricante_id: pausaFabricante.fabricante_id,
      desde: pausaFabricante.desde,
      hasta: pausaFabricante.hasta,
    })
    .from(pausaFabricante)
    .where(inArray(pausaFabricante.fabricante_id, fabricantes));
  const feriados: HorarioEspecial[] = await db
    .select({
      fabricante_id: feriadoFabricante.fabricante_id,
      fecha: feriadoFabricante.fecha,
      hora_apertura: feriadoFabricante.hora_apertura,
      hora_cierre: feriadoFabricante.hora_cierre,
    })
    .from(feriadoFabricante)
    .where(inArray(feriadoFabricante.fabricante_id, fabricantes));
  const ordenes: OrdenParaRutear[] = filas.map(({ punto_calle, punto_numero, ...f }) => ({
    ...f,
    punto_direccion: punto_calle ? [punto_calle, punto_numero].filter(Boolean).join(' ') : null,
    items: items.filter((i) => i.orden_venta_id === f.id),
  }));
  return { ordenes, pausas, feriados };
}

/** Valor de una clave de la tabla de configuración (null si no existe). */
export async function valorConfiguracion(db: Db, clave: string): Promise<string | null> {
  const [fila] = await db
    .select({ valor: configuracion.valor })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return fila?.valor ?? null;
}

/** Orden devuelta a despacho con lo que decide si su franja espera al próximo corte. */
export interface OrdenDevuelta {
  id: number;
  fecha_retiro: Date | null;
  entrega_programada: boolean;
  fecha_entrega: string | null;
  hora_entrega_inicio: string | null;
  hora_entrega_fin: string | null;
}

/**
 * Órdenes de venta devueltas a despacho que esperan lote: confirmadas, con envío, en uno de
 * `estados` y en alguna hoja de ruta cancelada (un incidente antes del retiro, o una hoja que
 * nadie aceptó a tiempo). Una orden que nunca se ruteó no está en ninguna hoja.
 */
export async function ordenesDevueltas(
  db: Db,
  estados: readonly number[],
): Promise<OrdenDevuelta[]> {
  return db
    .selectDistinct({
      id: ordenVenta.id,
      fecha_retiro: ordenVenta.fecha_retiro,
      entrega_programada: pedido.entrega_programada,
      fecha_entrega: pedido.fecha_entrega,
      hora_entrega_inicio: pedido.hora_entrega_inicio,
      hora_entrega_fin: pedido.hora_entrega_fin,
    })
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .innerJoin(itinerarioPedido, eq(itinerarioPedido.orden_venta_id, ordenVenta.id))
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .innerJoin(hojaRuta, eq(hojaRuta.id, itinerario.hoja_ruta_id))
    .where(
      and(
        inArray(ordenVenta.estado_ruteo, [...estados]),
        eq(ordenVenta.estado, EstadoOrdenVenta.CONFIRMADO),
        eq(pedido.delivery, true),
        eq(hojaRuta.estado, EstadoHojaRuta.CANCELADA),
      ),
    )
    .orderBy(asc(ordenVenta.id));
}
