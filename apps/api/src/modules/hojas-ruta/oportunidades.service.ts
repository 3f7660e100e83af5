// Oportunidades: una hoja de ruta sin transportista ofrecida a los transportistas que pueden
// hacerla. Aceptar es una carrera: gana un solo UPDATE condicional, los demás reciben 409.
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EstadoHojaRuta,
  EstadoOportunidad,
  MENSAJES_CONTABILIDAD,
  MENSAJES_OPERACION,
  distanciaKm,
  fechaAsuncion,
  formatearMensaje,
  type ConsultaPaginada,
  type Punto,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { definirProgramado } from '../../jobs/trabajos.js';
import { Conflicto, NoEncontrado } from '../../lib/errores.js';
import { paginar } from '../../lib/paginacion.js';
import { reloj } from '../../lib/reloj.js';
import { idsAdministradores } from '../cuentas/administradores.service.js';
import { excedenTopeEfectivo } from '../contabilidad/liquidaciones.service.js';
import { faltaDeCapacidad, vehiculosActivos } from '../flota/vehiculo-ruta.service.js';
import { notificar, notificarCadaUno } from '../notificaciones/notificaciones.service.js';
import {
  asignarTransportista,
  devolverADespacho,
  prepararCodigosRetiro,
} from '../pedidos/logistica-pedido.service.js';
import {
  exigirHabilitado,
  posicionesDe,
  transportistasDisponibles,
} from '../transportistas/operacion.service.js';
import {
  detalleHoja,
  ordenesVentaDeHoja,
  pedidosDeHoja,
  pedidosEnEfectivo,
  requisitosDe,
  resumenesHojas,
} from './hojas-ruta.lectura.js';
import { aceptacionRuta, hojaRuta, itinerario, oportunidad } from './hojas-ruta.tables.js';

/** Minutos que una oferta queda abierta antes de volver a ofrecer la hoja. */
export const MINUTOS_OPORTUNIDAD = 15;

/**
 * Cómo se estima el viaje de un transportista hasta la primera parada (el mismo modelo que usa
 * el despacho sin OSRM: línea recta × circuidad a la velocidad media), con un margen para el
 * tránsito: quien no llega a tiempo no recibe la oferta.
 */
export interface ModeloViaje {
  velocidadKmh: number;
  circuidad: number;
}
/** El viaje estimado se estira este factor (tránsito, salir del lugar) para el corte. */
export const MARGEN_VIAJE = 1.2;

/** Milisegundos estimados de `desde` a `hasta`, con el margen. */
export function viajeEstimadoMs(desde: Punto, hasta: Punto, viaje: ModeloViaje): number {
  const horas = (distanciaKm(desde, hasta) * viaje.circuidad) / viaje.velocidadKmh;
  return Math.round(horas * 3_600_000 * MARGEN_VIAJE);
}

/**
 * Hasta cuándo puede aceptar un transportista: la oferta dura `MINUTOS_OPORTUNIDAD` pero nunca
 * más allá del momento en que, saliendo de donde está, ya no llega a la primera parada antes de
 * `inicio_limite` (null: la hoja no tiene franjas conocidas y sólo cuenta la duración).
 */
export function corteDeAceptacion(
  ahora: Date,
  inicioLimite: Date | null,
  posicion: Punto | undefined,
  primera: Punto | null,
  viaje: ModeloViaje | undefined,
): Date {
  const duracion = ahora.getTime() + MINUTOS_OPORTUNIDAD * 60_000;
  if (inicioLimite === null) return new Date(duracion);
  const traslado = posicion && primera && viaje ? viajeEstimadoMs(posicion, primera, viaje) : 0;
  return new Date(Math.min(duracion, inicioLimite.getTime() - traslado));
}

/**
 * De los transportistas dados, los que superan el tope de efectivo sin depositar, si la hoja
 * lleva pedidos en efectivo contra entrega (si no, ninguno): no la reciben ni la aceptan.
 */
async function excedidosSiHayEfectivo(
  tx: Tx,
  hojaRutaId: number,
  transportistaIds: readonly number[],
): Promise<Set<number>> {
  if (transportistaIds.length === 0) return new Set();
  const efectivo = await pedidosEnEfectivo(tx, await pedidosDeHoja(tx, hojaRutaId));
  if (efectivo.length === 0) return new Set();
  return excedenTopeEfectivo(tx, transportistaIds);
}

/**
 * Primera ronda de una hoja: no a los vehículos con más frío del que pide la carga (un furgón
 * refrigerado no se va con una carga común mientras hay cargas con frío que sólo él puede llevar).
 * Si ya venció alguna oferta de la hoja o sólo alcanzan vehículos con frío de más, a todos los
 * que alcanzan.
 */
async function sinFrioDeMas<V extends { refrigeracion: number }>(
  tx: Tx,
  hoja: { id: number; refrigeracion: number | null },
  vehiculos: V[],
): Promise<V[]> {
  const justos = vehiculos.filter((v) => v.refrigeracion <= (hoja.refrigeracion ?? 0));
  if (justos.length === 0 || justos.length === vehiculos.length) return vehiculos;
  const [vencida] = await tx
    .select({ id: oportunidad.id })
    .from(oportunidad)
    .where(
      and(eq(oportunidad.hoja_ruta_id, hoja.id), eq(oportunidad.estado, EstadoOportunidad.VENCIDA)),
    )
    .limit(1);
  return vencida ? vehiculos : justos;
}

export interface OpcionesOferta {
  ahora?: Date;
  /** Sólo a este transportista (si puede hacerla): la demo ofrece a su simulado. */
  soloPara?: number | undefined;
  /** Modelo de viaje del despacho (app.config.despacho); sin él no se descuenta el traslado. */
  viaje?: ModeloViaje | undefined;
}

/**
 * Ofrece una hoja disponible a cada transportista habilitado, conectado, que trabaja en sus
 * ciudades, cuyo vehículo activo alcanza para la carga y que llega a tiempo a la primera parada;
 * cada oferta vence en su corte de aceptación y cada uno recibe un aviso que abre la
 * oportunidad (todos en un INSERT). Quien ya tiene una oferta abierta de la hoja no recibe otra.
 * Devuelve cuántos.
 */
export async function ofrecerHoja(
  tx: Tx,
  hojaRutaId: number,
  opciones: OpcionesOferta = {},
): Promise<number> {
  const ahora = opciones.ahora ?? reloj.ahora();
  const [hoja] = await tx.select().from(hojaRuta).where(eq(hojaRuta.id, hojaRutaId));
  if (!hoja || hoja.estado !== EstadoHojaRuta.DISPONIBLE || hoja.transportista_id !== null)
    return 0;
  if (hoja.inicio_limite !== null && hoja.inicio_limite <= ahora) return 0;
  const paradas = await tx
    .select({ ciudad: itinerario.ciudad_id, lat: itinerario.lat, lng: itinerario.lng })
    .from(itinerario)
    .where(eq(itinerario.hoja_ruta_id, hojaRutaId))
    .orderBy(asc(itinerario.orden));
  const ciudades = [
    ...new Set(paradas.map((p) => p.ciudad).filter((c): c is number => c !== null)),
  ];
  const p0 = paradas[0];
  const primera = p0 && p0.lat !== null && p0.lng !== null ? { lat: p0.lat, lng: p0.lng } : null;
  const candidatos = (await transportistasDisponibles(tx, ciudades)).filter(
    (c) => opciones.soloPara === undefined || c.id === opciones.soloPara,
  );
  if (candidatos.length === 0) return 0;
  const abiertas = new Set(
    (
      await tx
        .select({ t: oportunidad.transportista_id })
        .from(oportunidad)
        .where(
          and(
            eq(oportunidad.hoja_ruta_id, hojaRutaId),
            eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
          ),
        )
    ).map((o) => o.t),
  );
  // Lo común en el programado de cada minuto: todos ya tienen su oferta abierta.
  const nuevos = candidatos.filter((c) => !abiertas.has(c.id));
  if (nuevos.length === 0) return 0;
  const requisitos = requisitosDe(hoja);
  // La ronda se decide con todos los candidatos, no sólo con los que aún no tienen oferta: un
  // recién conectado con frío de más no la amplía.
  const queAlcanzan = (
    await vehiculosActivos(
      tx,
      candidatos.map((c) => c.id),
    )
  ).filter((v) => faltaDeCapacidad(v, requisitos) === null);
  const conVehiculo = new Set(
    (await sinFrioDeMas(tx, hoja, queAlcanzan)).map((v) => v.transportista_id),
  );
  // Con pedidos en efectivo contra entrega, no a quien ya debe más efectivo que el tope (ADR 021).
  const sinCupoEfectivo = await excedidosSiHayEfectivo(
    tx,
    hojaRutaId,
    nuevos.map((c) => c.id),
  );
  const posibles = nuevos.filter((c) => conVehiculo.has(c.id) && !sinCupoEfectivo.has(c.id));
  const posiciones = await posicionesDe(
    tx,
    posibles.map((c) => c.id),
  );
  const elegidos = posibles
    .map((c) => ({
      ...c,
      expira: corteDeAceptacion(
        ahora,
        hoja.inicio_limite,
        posiciones.get(c.id),
        primera,
        opciones.viaje,
      ),
    }))
    .filter((c) => c.expira > ahora);
  if (elegidos.length === 0) return 0;
  const filas = await tx
    .insert(oportunidad)
    .values(
      elegidos.map((c) => ({
        hoja_ruta_id: hojaRutaId,
        transportista_id: c.id,
        expira_en: c.expira,
      })),
    )
    .returning({ id: oportunidad.id, transportista_id: oportunidad.transportista_id });
  const usuarios = new Map(elegidos.map((c) => [c.id, c.usuario_id]));
  await notificarCadaUno(
    tx,
    'oportunidad',
    filas.flatMap((f) => {
      const usuario = f.transportista_id === null ? undefined : usuarios.get(f.transportista_id);
      return usuario === undefined ? [] : [{ usuario, datos: { oportunidad_id: f.id } }];
    }),
  );
  return filas.length;
}

// Ofertas vigentes: abiertas, sin vencer y de una hoja todavía disponible.
const vigente = (ahora: Date) =>
  and(
    eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
    or(isNull(oportunidad.expira_en), gt(oportunidad.expira_en, ahora)),
    eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
    isNull(hojaRuta.transportista_id),
  );

/** Oportunidades abiertas del transportista, la que vence primero arriba (paginado). */
export function listarOportunidades(
  db: Db,
  request: FastifyRequest,
  transportistaId: number,
  consulta: ConsultaPaginada,
) {
  const where = and(eq(oportunidad.transportista_id, transportistaId), vigente(reloj.ahora()));
  const base = () =>
    db.select().from(oportunidad).innerJoin(hojaRuta, eq(hojaRuta.id, oportunidad.hoja_ruta_id));
  return paginar(request, consulta, {
    contar: async () =>
      (
        await db
          .select({ n: count() })
          .from(oportunidad)
          .innerJoin(hojaRuta, eq(hojaRuta.id, oportunidad.hoja_ruta_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: async (limit, offset) => {
      const filas = await base()
        .where(where)
        .orderBy(asc(oportunidad.expira_en), asc(oportunidad.id))
        .limit(limit)
        .offset(offset);
      const resumenes = await resumenesHojas(
        db,
        filas.map((f) => f.hoja_ruta),
      );
      return filas.map((f, i) => ({
        id: f.oportunidad.id,
        expira_en: f.oportunidad.expira_en?.toISOString() ?? null,
        hoja_ruta: resumenes[i]!,
      }));
    },
  });
}

/** Una oportunidad propia con la hoja completa y la tarifa, antes de aceptarla. */
export async function detalleOportunidad(db: Db, transportistaId: number, id: number) {
  const [o] = await db
    .select()
    .from(oportunidad)
    .where(and(eq(oportunidad.id, id), eq(oportunidad.transportista_id, transportistaId)));
  if (!o) throw new NoEncontrado();
  return {
    id: o.id,
    estado: o.estado,
    expira_en: o.expira_en?.toISOString() ?? null,
    hoja_ruta: await detalleHoja(db, o.hoja_ruta_id),
  };
}

/**
 * Acepta la oportunidad. Un UPDATE condicional sobre la hoja (`transportista_id IS NULL`)
 * decide: en PostgreSQL la segunda transacción espera el bloqueo de la fila, vuelve a evaluar
 * la condición y no actualiza nada, así que exactamente uno gana; los demás reciben 409.
 */
export async function aceptarRuta(db: Db, transportistaId: number, oportunidadId: number) {
  const hojaId = await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(oportunidad)
      .where(
        and(eq(oportunidad.id, oportunidadId), eq(oportunidad.transportista_id, transportistaId)),
      );
    if (!o) throw new NoEncontrado();
    const ahora = reloj.ahora();
    if (o.estado !== EstadoOportunidad.OFRECIDA || (o.expira_en !== null && o.expira_en <= ahora)) {
      throw new Conflicto(
        o.estado === EstadoOportunidad.CERRADA
          ? MENSAJES_OPERACION.rutaYaTomada
          : MENSAJES_OPERACION.oportunidadVencida,
      );
    }
    await exigirHabilitado(tx, transportistaId);
    if ((await excedidosSiHayEfectivo(tx, o.hoja_ruta_id, [transportistaId])).size > 0) {
      throw new Conflicto(MENSAJES_CONTABILIDAD.topeEfectivoExcedido);
    }
    const ganada = await tx
      .update(hojaRuta)
      .set({
        transportista_id: transportistaId,
        estado: EstadoHojaRuta.ACEPTADA,
        actualizado_en: ahora,
      })
      .where(
        and(
          eq(hojaRuta.id, o.hoja_ruta_id),
          isNull(hojaRuta.transportista_id),
          eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
        ),
      )
      .returning({ id: hojaRuta.id });
    if (ganada.length === 0) throw new Conflicto(MENSAJES_OPERACION.rutaYaTomada);
    await tx
      .update(oportunidad)
      .set({ estado: EstadoOportunidad.ACEPTADA, respondida_en: ahora })
      .where(eq(oportunidad.id, o.id));
    await tx
      .update(oportunidad)
      .set({ estado: EstadoOportunidad.CERRADA, respondida_en: ahora })
      .where(
        and(
          eq(oportunidad.hoja_ruta_id, o.hoja_ruta_id),
          eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
        ),
      );
    await tx.insert(aceptacionRuta).values({
      hoja_ruta_id: o.hoja_ruta_id,
      oportunidad_id: o.id,
      transportista_id: transportistaId,
    });
    await asignarTransportista(tx, await pedidosDeHoja(tx, o.hoja_ruta_id), transportistaId);
    await prepararCodigosRetiro(tx, await ordenesVentaDeHoja(tx, o.hoja_ruta_id));
    return o.hoja_ruta_id;
  });
  return detalleHoja(db, hojaId);
}

/**
 * Vence las ofertas sin respuesta y vuelve a ofrecer sus hojas si siguen sin transportista;
 * los administradores reciben un aviso por cada hoja que nadie aceptó a tiempo.
 */
export async function reofrecerVencidas(
  db: Db,
  ahora = reloj.ahora(),
  viaje?: ModeloViaje,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const vencidas = await tx
      .update(oportunidad)
      .set({ estado: EstadoOportunidad.VENCIDA })
      .where(
        and(
          eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
          isNotNull(oportunidad.expira_en),
          lte(oportunidad.expira_en, ahora),
        ),
      )
      .returning({ hoja: oportunidad.hoja_ruta_id });
    const hojas = [...new Set(vencidas.map((v) => v.hoja))];
    if (hojas.length === 0) return [];
    const sinAceptar = await tx
      .select({ id: hojaRuta.id })
      .from(hojaRuta)
      .where(
        and(
          inArray(hojaRuta.id, hojas),
          eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
          isNull(hojaRuta.transportista_id),
          or(isNull(hojaRuta.inicio_limite), gt(hojaRuta.inicio_limite, ahora)),
        ),
      );
    const admins = await idsAdministradores(tx);
    for (const h of sinAceptar) {
      await ofrecerHoja(tx, h.id, { ahora, viaje });
      await notificar(
        tx,
        admins,
        'general',
        { url: `/admin/hoja-ruta/${h.id}` },
        {
          titulo: formatearMensaje(MENSAJES_OPERACION.notificacionRutaSinAceptar, { hoja: h.id }),
          cuerpo: formatearMensaje(MENSAJES_OPERACION.notificacionRutaSinAceptarCuerpo, {
            hoja: h.id,
          }),
        },
      );
    }
    return sinAceptar.map((h) => h.id);
  });
}

/**
 * Hojas que ya no pueden cumplir sus franjas: disponibles, sin transportista y con su
 * `inicio_limite` pasado. Se cancelan (sus ofertas vencen), sus órdenes de venta vuelven a
 * despacho para el próximo lote (estado de ruteo 20, con el motivo) en vez de entregarse tarde,
 * y los administradores reciben un aviso. Devuelve las hojas canceladas.
 */
export async function reprogramarSinTiempo(db: Db, ahora = reloj.ahora()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const canceladas = await tx
      .update(hojaRuta)
      .set({ estado: EstadoHojaRuta.CANCELADA, actualizado_en: ahora })
      .where(
        and(
          eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
          isNull(hojaRuta.transportista_id),
          lte(hojaRuta.inicio_limite, ahora),
        ),
      )
      .returning({ id: hojaRuta.id });
    if (canceladas.length === 0) return [];
    const ids = canceladas.map((h) => h.id);
    await tx
      .update(oportunidad)
      .set({ estado: EstadoOportunidad.VENCIDA })
      .where(
        and(
          inArray(oportunidad.hoja_ruta_id, ids),
          eq(oportunidad.estado, EstadoOportunidad.OFRECIDA),
        ),
      );
    const admins = await idsAdministradores(tx);
    for (const id of ids) {
      await devolverADespacho(
        tx,
        await ordenesVentaDeHoja(tx, id),
        formatearMensaje(MENSAJES_OPERACION.hojaSinTiempo, { hoja: id }),
      );
      await notificar(
        tx,
        admins,
        'general',
        { url: `/admin/hoja-ruta/${id}` },
        {
          titulo: formatearMensaje(MENSAJES_OPERACION.notificacionHojaReprogramada, { hoja: id }),
          cuerpo: formatearMensaje(MENSAJES_OPERACION.notificacionHojaReprogramadaCuerpo, {
            hoja: id,
          }),
        },
      );
    }
    return ids;
  });
}

/**
 * Ofrece las hojas disponibles de hoy en adelante a los transportistas habilitados que todavía
 * no tienen una oferta abierta de ellas: las recién creadas y los que se conectaron después.
 * Devuelve cuántas ofertas nuevas hubo.
 */
export async function ofrecerDisponibles(
  db: Db,
  ahora = reloj.ahora(),
  viaje?: ModeloViaje,
): Promise<number> {
  const hojas = await db
    .select({ id: hojaRuta.id })
    .from(hojaRuta)
    .where(
      and(
        eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
        isNull(hojaRuta.transportista_id),
        gte(hojaRuta.fecha, fechaAsuncion(ahora)),
      ),
    );
  // Una transacción corta por hoja (corre cada minuto): no retiene la base entre una y otra.
  let ofertas = 0;
  for (const h of hojas) {
    ofertas += await db.transaction((tx) => ofrecerHoja(tx, h.id, { ahora, viaje }));
    await new Promise((r) => setImmediate(r));
  }
  return ofertas;
}

/**
 * Cada minuto del reloj de la API: las hojas que ya no llegan a sus franjas vuelven al próximo
 * lote, las ofertas vencidas se vuelven a ofrecer (con aviso al administrador) y las hojas
 * disponibles llegan a quien todavía no las tiene.
 */
export const reofertaOportunidades = definirProgramado({
  nombre: 'hojas-ruta.reofrecer',
  cada: 'minuto',
  manejar: async (ctx) => {
    const ahora = reloj.ahora();
    const viaje = ctx.app.config.despacho;
    const reprogramadas = await reprogramarSinTiempo(ctx.db, ahora);
    if (reprogramadas.length > 0)
      ctx.log.info({ hojas: reprogramadas }, 'hojas de ruta sin tiempo: vuelven al próximo lote');
    const hojas = await reofrecerVencidas(ctx.db, ahora, viaje);
    if (hojas.length > 0) ctx.log.info({ hojas }, 'hojas de ruta vueltas a ofrecer');
    const ofertas = await ofrecerDisponibles(ctx.db, ahora, viaje);
    if (ofertas > 0) ctx.log.info({ ofertas }, 'oportunidades ofrecidas');
  },
});
