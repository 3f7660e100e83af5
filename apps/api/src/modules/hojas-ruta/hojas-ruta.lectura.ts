// Modelo de lectura de la hoja de ruta (spec §3 HojaRuta e Itinerario) para el transportista y
// el administrador. El PIN nunca sale de aquí: sólo si la parada quedó bloqueada.
import { and, asc, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ETIQUETAS_ESTADO_HOJA_RUTA,
  EstadoHojaRuta,
  EstadoItinerario,
  EstadoOportunidad,
  EstadoPedido,
  MedioPago,
  TipoParada,
  type ConsultaPaginada,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { paginar } from '../../lib/paginacion.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { cobroEfectivoDePedidos } from '../contabilidad/contabilidad.lectura.js';
import { pedidosParaOperacion } from '../pedidos/logistica-pedido.service.js';
import { nombresDeTransportistas } from '../transportistas/torre.lectura.js';
import { hojaRuta, itinerario, itinerarioPedido, oportunidad } from './hojas-ruta.tables.js';

/** Intentos fallidos de PIN o código de retiro tras los que la parada queda bloqueada. */
export const MAXIMO_INTENTOS_PIN = 5;

type FilaHoja = typeof hojaRuta.$inferSelect;

/** Carga que el vehículo debe llevar (la calcula el despacho al crear la hoja). */
export const requisitosDe = (h: FilaHoja) => ({
  peso_kg: h.peso_carga_kg,
  volumen_cm3: h.volumen_carga_cm3,
  refrigeracion: h.refrigeracion,
});

/** Pedidos atendidos por la hoja (entregas y retiros). */
export async function pedidosDeHoja(db: Db | Tx, hojaRutaId: number): Promise<number[]> {
  const filas = await db
    .selectDistinct({ id: itinerarioPedido.pedido_id })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .where(eq(itinerario.hoja_ruta_id, hojaRutaId));
  return filas.map((f) => f.id);
}

/** Órdenes de venta que se retiran en la hoja. */
export async function ordenesVentaDeHoja(db: Db | Tx, hojaRutaId: number): Promise<number[]> {
  const filas = await db
    .selectDistinct({ id: itinerarioPedido.orden_venta_id })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .where(
      and(eq(itinerario.hoja_ruta_id, hojaRutaId), isNotNull(itinerarioPedido.orden_venta_id)),
    );
  return filas.map((f) => f.id).filter((id): id is number => id !== null);
}

/** Resumen de una hoja: tarifa, cantidades, ciudades, próxima parada. */
export async function resumenHoja(db: Db | Tx, h: FilaHoja) {
  const [r] = await resumenesHojas(db, [h]);
  return r!;
}

/**
 * Resúmenes de varias hojas con tres consultas en total (paradas, ofertas vencidas y pedidos),
 * no tres por hoja: la lista de oportunidades la piden todos los transportistas conectados.
 */
export async function resumenesHojas(db: Db | Tx, hojas: readonly FilaHoja[]) {
  const ids = hojas.map((h) => h.id);
  if (ids.length === 0) return [];
  const [paradas, vencidas, pedidos, nombres] = await Promise.all([
    db
      .select({
        hoja: itinerario.hoja_ruta_id,
        id: itinerario.id,
        estado: itinerario.estado,
        ciudad: ciudad.nombre,
      })
      .from(itinerario)
      .leftJoin(ciudad, eq(ciudad.id, itinerario.ciudad_id))
      .where(inArray(itinerario.hoja_ruta_id, ids))
      .orderBy(asc(itinerario.hoja_ruta_id), asc(itinerario.orden)),
    db
      .select({ hoja: oportunidad.hoja_ruta_id, n: count() })
      .from(oportunidad)
      .where(
        and(
          inArray(oportunidad.hoja_ruta_id, ids),
          eq(oportunidad.estado, EstadoOportunidad.VENCIDA),
        ),
      )
      .groupBy(oportunidad.hoja_ruta_id),
    db
      .selectDistinct({ hoja: itinerario.hoja_ruta_id, id: itinerarioPedido.pedido_id })
      .from(itinerarioPedido)
      .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
      .where(inArray(itinerario.hoja_ruta_id, ids)),
    nombresDeTransportistas(
      db,
      hojas.map((h) => h.transportista_id),
    ),
  ]);
  const conVencidas = new Set(vencidas.filter((v) => v.n > 0).map((v) => v.hoja));
  return hojas.map((h) => {
    const propias = paradas.filter((p) => p.hoja === h.id);
    const proxima = propias.find(
      (p) => p.estado === EstadoItinerario.PENDIENTE || p.estado === EstadoItinerario.EN_CAMINO,
    );
    return {
      id: h.id,
      fecha: h.fecha,
      estado: h.estado,
      estado_nombre: ETIQUETAS_ESTADO_HOJA_RUTA[h.estado as EstadoHojaRuta],
      tipo_vehiculo: h.tipo_vehiculo_id,
      transportista: h.transportista_id,
      transportista_nombre:
        h.transportista_id === null ? null : (nombres.get(h.transportista_id) ?? null),
      vehiculo: h.vehiculo_id,
      tarifa_transportista: h.tarifa_transportista,
      monto: h.monto,
      cantidad_retiros: h.cantidad_retiros,
      cantidad_entregas: h.cantidad_entregas,
      cantidad_paradas: h.cantidad_paradas,
      minutos_trabajo: h.minutos_trabajo,
      kilometros_recorrido: h.kilometros_recorrido,
      refrigeracion: h.refrigeracion,
      peso_carga_kg: h.peso_carga_kg,
      volumen_carga_cm3: h.volumen_carga_cm3,
      inicio: h.inicio?.toISOString() ?? null,
      fin: h.fin?.toISOString() ?? null,
      ciudades: [...new Set(propias.map((p) => p.ciudad).filter((c): c is string => c !== null))],
      next: proxima?.id ?? null,
      finalizado: h.finalizado,
      pedidos: pedidos.filter((p) => p.hoja === h.id).map((p) => p.id),
      // Marca para el administrador: se ofreció y nadie la aceptó a tiempo.
      sin_aceptar_a_tiempo: conVencidas.has(h.id) && h.transportista_id === null,
    };
  });
}

const PENDIENTES: number[] = [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO];

/** Pedidos en efectivo contra entrega todavía sin entregar (sin cobrar), con su total. */
export async function pedidosEnEfectivo(db: Db | Tx, ids: readonly number[]) {
  return (await pedidosParaOperacion(db, ids)).filter(
    (p) => p.medio_pago === MedioPago.EFECTIVO && p.estado < EstadoPedido.ENTREGADO,
  );
}

/** Una fila de entrega de un pedido: la parada y la orden de venta que lleva (null: no la nombra). */
interface FilaEntrega {
  itinerario_id: number;
  pedido_id: number;
  orden_venta_id: number | null;
}

/** Filas de todas las paradas de entrega (de cualquier hoja y estado) de los pedidos dados. */
async function entregasDePedidos(
  db: Db | Tx,
  pedidoIds: readonly number[],
): Promise<FilaEntrega[]> {
  if (pedidoIds.length === 0) return [];
  return db
    .select({
      itinerario_id: itinerarioPedido.itinerario_id,
      pedido_id: itinerarioPedido.pedido_id,
      orden_venta_id: itinerarioPedido.orden_venta_id,
    })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .where(
      and(
        inArray(itinerarioPedido.pedido_id, [...pedidoIds]),
        eq(itinerario.tipo, TipoParada.ENTREGA),
      ),
    );
}

/**
 * Órdenes de venta del pedido que entrega la parada: las que nombra y, si alguna fila no nombra
 * orden (hojas armadas a mano), las del pedido que ninguna otra entrega nombra.
 */
function ordenesQueEntrega(
  filas: readonly FilaEntrega[],
  itinerarioId: number,
  pedidoId: number,
  ordenesDelPedido: readonly number[],
): number[] {
  const delPedido = filas.filter((f) => f.pedido_id === pedidoId);
  const propias = delPedido.filter((f) => f.itinerario_id === itinerarioId);
  const nombradas = new Set(
    propias.flatMap((f) => (f.orden_venta_id === null ? [] : [f.orden_venta_id])),
  );
  if (propias.some((f) => f.orden_venta_id === null)) {
    const enOtras = new Set(
      delPedido.filter((f) => f.itinerario_id !== itinerarioId).map((f) => f.orden_venta_id),
    );
    for (const o of ordenesDelPedido) if (!enOtras.has(o)) nombradas.add(o);
  }
  return ordenesDelPedido.filter((o) => nombradas.has(o));
}

/** Efectivo a cobrar en una parada de entrega. */
export interface CobroParada {
  monto: number;
  /** La parada cobra sólo una parte de sus pedidos: el resto va con otra entrega. */
  parcial: boolean;
}

/**
 * Efectivo a cobrar por parada de entrega pendiente (ADR 021 y 026): cada entrega cobra la parte
 * de las órdenes de venta que entrega (su total más la proporción del envío, regla
 * `partesCobroEfectivo`), sin lo ya cobrado y nunca más de lo que el cliente debe del pedido. Si
 * el pedido tiene otras órdenes que van en otra entrega, la parada lo marca como cobro parcial.
 */
export async function cobrosEnEfectivo(
  db: Db | Tx,
  paradas: readonly { id: number; tipo: number; estado: number; hoja_ruta_id: number }[],
  atendidos: readonly { itinerario_id: number; pedido_id: number }[],
): Promise<Map<number, CobroParada>> {
  const cobros = new Map<number, CobroParada>();
  const entregas = new Set(
    paradas
      .filter((p) => p.tipo === TipoParada.ENTREGA && PENDIENTES.includes(p.estado))
      .map((p) => p.id),
  );
  const ids = [
    ...new Set(atendidos.filter((a) => entregas.has(a.itinerario_id)).map((a) => a.pedido_id)),
  ];
  const efectivo = ids.length === 0 ? [] : await pedidosEnEfectivo(db, ids);
  if (efectivo.length === 0) return cobros;
  const enEfectivo = efectivo.map((p) => p.id);
  const [filas, estados] = await Promise.all([
    entregasDePedidos(db, enEfectivo),
    cobroEfectivoDePedidos(db, enEfectivo),
  ]);
  for (const parada of entregas) {
    let monto = 0;
    let parcial = false;
    for (const pedidoId of enEfectivo) {
      const e = estados.get(pedidoId);
      if (!e || !filas.some((f) => f.itinerario_id === parada && f.pedido_id === pedidoId))
        continue;
      const suyas = ordenesQueEntrega(
        filas,
        parada,
        pedidoId,
        e.ordenes.map((o) => o.id),
      );
      const pendiente = (o: (typeof e.ordenes)[number]) => Math.max(0, o.parte - o.cobrado);
      // Sin órdenes de venta (hojas armadas a mano) el pedido se cobra entero.
      const aca =
        e.ordenes.length === 0
          ? e.adeudado
          : e.ordenes.filter((o) => suyas.includes(o.id)).reduce((s, o) => s + pendiente(o), 0);
      const cobrar = Math.max(0, Math.min(aca, e.adeudado));
      monto += cobrar;
      if (cobrar > 0 && cobrar < e.adeudado) parcial = true;
    }
    if (monto > 0) cobros.set(parada, { monto, parcial });
  }
  return cobros;
}

/**
 * Órdenes de venta en efectivo que se cobran al completar la entrega: por pedido en efectivo de
 * la parada, las que entrega y ya se retiraron (lo no retirado no se entrega ni se cobra).
 */
export async function ordenesACobrarEnEntrega(
  db: Db | Tx,
  itinerarioId: number,
  pedidoIds: readonly number[],
): Promise<Map<number, number[]>> {
  const res = new Map<number, number[]>();
  const enEfectivo = (await pedidosEnEfectivo(db, pedidoIds)).map((p) => p.id);
  if (enEfectivo.length === 0) return res;
  const [filas, estados] = await Promise.all([
    entregasDePedidos(db, enEfectivo),
    cobroEfectivoDePedidos(db, enEfectivo),
  ]);
  for (const pedidoId of enEfectivo) {
    const e = estados.get(pedidoId);
    if (!e) continue;
    const suyas = ordenesQueEntrega(
      filas,
      itinerarioId,
      pedidoId,
      e.ordenes.map((o) => o.id),
    );
    const retiradas = e.ordenes.filter((o) => o.retirada).map((o) => o.id);
    res.set(
      pedidoId,
      suyas.filter((o) => retiradas.includes(o)),
    );
  }
  return res;
}

/** Hoja con sus paradas en orden; null si no existe. */
export async function detalleHoja(db: Db | Tx, id: number) {
  const [h] = await db.select().from(hojaRuta).where(eq(hojaRuta.id, id));
  if (!h) return null;
  const paradas = await db
    .select({
      it: itinerario,
      ciudad: ciudad.nombre,
      fabricante: fabricante.nombre,
      fabricante_imagen_perfil: fabricante.imagen_perfil,
    })
    .from(itinerario)
    .leftJoin(ciudad, eq(ciudad.id, itinerario.ciudad_id))
    .leftJoin(fabricante, eq(fabricante.id, itinerario.fabricante_id))
    .where(eq(itinerario.hoja_ruta_id, id))
    .orderBy(asc(itinerario.orden));
  const ids = paradas.map((p) => p.it.id);
  const atendidos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(itinerarioPedido)
          .where(inArray(itinerarioPedido.itinerario_id, ids));
  const cobros = await cobrosEnEfectivo(
    db,
    paradas.map((p) => p.it),
    atendidos,
  );
  return {
    ...(await resumenHoja(db, h)),
    itinerarios: paradas.map(({ it, ...p }) => {
      const propios = atendidos.filter((a) => a.itinerario_id === it.id);
      return {
        id: it.id,
        tipo: it.tipo,
        estado: it.estado,
        usuario: it.usuario_id,
        fabricante: p.fabricante,
        fabricante_id: it.fabricante_id,
        fabricante_imagen_perfil: p.fabricante_imagen_perfil,
        orden: it.orden,
        fecha_hora_calculada_desde: it.fecha_hora_calculada_desde?.toISOString() ?? null,
        fecha_hora_calculada_hasta: it.fecha_hora_calculada_hasta?.toISOString() ?? null,
        direccion: it.direccion,
        ubicacion: it.ubicacion,
        ciudad: p.ciudad,
        distancia: it.distancia,
        tiempo_en_transito: it.tiempo_en_transito,
        tiempo_parada_calculado: it.tiempo_parada_calculado,
        referencia_orden: it.referencia_orden,
        pedidos: [...new Set(propios.map((a) => a.pedido_id))],
        ordenes_venta: [
          ...new Set(propios.map((a) => a.orden_venta_id).filter((o): o is number => o !== null)),
        ],
        direccion_itinerario: it.direccion_itinerario,
        telefono_itinerario: it.telefono_itinerario,
        ejecutado_en: it.ejecutado_en?.toISOString() ?? null,
        bloqueado: it.pin_intentos >= MAXIMO_INTENTOS_PIN,
        cobro_efectivo: cobros.get(it.id)?.monto ?? 0,
        cobro_efectivo_parcial: cobros.get(it.id)?.parcial ?? false,
      };
    }),
  };
}

/** Hojas aceptadas por el transportista, las más recientes primero (paginado). */
export function misRutas(
  db: Db,
  request: FastifyRequest,
  transportistaId: number,
  consulta: ConsultaPaginada,
) {
  const where = eq(hojaRuta.transportista_id, transportistaId);
  return paginar(request, consulta, {
    contar: async () => (await db.select({ n: count() }).from(hojaRuta).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) => {
      const filas = await db
        .select()
        .from(hojaRuta)
        .where(where)
        .orderBy(desc(hojaRuta.fecha), desc(hojaRuta.id))
        .limit(limit)
        .offset(offset);
      return resumenesHojas(db, filas);
    },
  });
}

/** La hoja en curso del transportista o, si no hay, la aceptada más próxima; null si ninguna. */
export async function hojaActivaDe(db: Db, transportistaId: number) {
  const [h] = await db
    .select({ id: hojaRuta.id })
    .from(hojaRuta)
    .where(
      and(
        eq(hojaRuta.transportista_id, transportistaId),
        inArray(hojaRuta.estado, [EstadoHojaRuta.EN_CURSO, EstadoHojaRuta.ACEPTADA]),
      ),
    )
    .orderBy(desc(hojaRuta.estado), asc(hojaRuta.fecha), asc(hojaRuta.id))
    .limit(1);
  return h ? detalleHoja(db, h.id) : null;
}

/** Hoja en curso del transportista con la parada en la que está (para el rastreo). */
export async function hojaEnCursoDe(db: Db | Tx, transportistaId: number) {
  const [h] = await db
    .select({ id: hojaRuta.id })
    .from(hojaRuta)
    .where(
      and(
        eq(hojaRuta.transportista_id, transportistaId),
        eq(hojaRuta.estado, EstadoHojaRuta.EN_CURSO),
      ),
    )
    .limit(1);
  return h?.id ?? null;
}

/** Paradas de entrega pendientes que atienden el pedido en una hoja en curso, con su plan. */
export async function entregaPendienteDe(db: Db | Tx, pedidoId: number) {
  const [p] = await db
    .select({
      hoja_ruta_id: hojaRuta.id,
      transportista_id: hojaRuta.transportista_id,
      itinerario_id: itinerario.id,
      orden: itinerario.orden,
      lat: itinerario.lat,
      lng: itinerario.lng,
      eta_plan: itinerario.fecha_hora_calculada_desde,
    })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .innerJoin(hojaRuta, eq(hojaRuta.id, itinerario.hoja_ruta_id))
    .where(
      and(
        eq(itinerarioPedido.pedido_id, pedidoId),
        eq(itinerario.tipo, 10),
        ne(itinerario.estado, EstadoItinerario.COMPLETADO),
        eq(hojaRuta.estado, EstadoHojaRuta.EN_CURSO),
        isNotNull(hojaRuta.transportista_id),
      ),
    )
    .limit(1);
  return p ?? null;
}

/** Paradas aún no hechas de una hoja, en orden, con su posición (para estimar llegadas). */
export async function paradasPendientes(db: Db | Tx, hojaRutaId: number) {
  return db
    .select({
      id: itinerario.id,
      orden: itinerario.orden,
      lat: itinerario.lat,
      lng: itinerario.lng,
      tiempo_parada_calculado: itinerario.tiempo_parada_calculado,
    })
    .from(itinerario)
    .where(
      and(
        eq(itinerario.hoja_ruta_id, hojaRutaId),
        inArray(itinerario.estado, [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO]),
      ),
    )
    .orderBy(asc(itinerario.orden));
}

/** Oferta abierta (ofrecida) de la hoja para el transportista; null si no tiene. */
export async function oportunidadAbiertaDe(
  db: Db | Tx,
  transportistaId: number,
  hojaRutaId: number,
): Promise<number | null> {
  const [o] = await db
    .select({ id: oportunidad.id })
    .from(oportunidad)
    .where(
      and(
        eq(oportunidad.hoja_ruta_id, hojaRutaId),
        eq(oportunidad.transportista_id, transportistaId),
        eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
      ),
    )
    .orderBy(desc(oportunidad.id))
    .limit(1);
  return o?.id ?? null;
}
