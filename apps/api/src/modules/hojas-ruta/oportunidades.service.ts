// Oportunidades: una hoja de ruta sin transportista ofrecida a los transportistas que pueden
// hacerla. Aceptar es una carrera: gana un solo UPDATE condicional, los demás reciben 409.
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  EstadoHojaRuta,
  MENSAJES_OPERACION,
  fechaAsuncion,
  formatearMensaje,
  type ConsultaPaginada,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { definirProgramado } from '../../jobs/trabajos.js';
import { Conflicto, NoEncontrado } from '../../lib/errores.js';
import { paginar } from '../../lib/paginacion.js';
import { idsAdministradores } from '../cuentas/administradores.service.js';
import { faltaDeCapacidad, vehiculosActivos } from '../flota/vehiculo-ruta.service.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import {
  asignarTransportista,
  prepararCodigosRetiro,
} from '../pedidos/logistica-pedido.service.js';
import {
  exigirHabilitado,
  transportistasDisponibles,
} from '../transportistas/operacion.service.js';
import {
  detalleHoja,
  ordenesVentaDeHoja,
  pedidosDeHoja,
  requisitosDe,
  resumenHoja,
} from './hojas-ruta.lectura.js';
import { aceptacionRuta, hojaRuta, itinerario, oportunidad } from './hojas-ruta.tables.js';

/** Estados de una oportunidad (schema.enums: 10 ofrecida, 20 aceptada, 30 rechazada, 40 vencida). */
export const EstadoOportunidad = { OFRECIDA: 10, ACEPTADA: 20, CERRADA: 30, VENCIDA: 40 } as const;

/** Minutos que una oferta queda abierta antes de volver a ofrecer la hoja. */
export const MINUTOS_OPORTUNIDAD = 15;

/**
 * Ofrece una hoja disponible a cada transportista habilitado, conectado, que trabaja en sus
 * ciudades y cuyo vehículo activo alcanza para la carga; cada uno recibe un aviso que abre la
 * oportunidad. Quien ya tiene una oferta abierta de la hoja no recibe otra. Devuelve cuántos.
 */
export async function ofrecerHoja(tx: Tx, hojaRutaId: number, ahora = new Date()): Promise<number> {
  const [hoja] = await tx.select().from(hojaRuta).where(eq(hojaRuta.id, hojaRutaId));
  if (!hoja || hoja.estado !== EstadoHojaRuta.DISPONIBLE || hoja.transportista_id !== null)
    return 0;
  const ciudades = await tx
    .selectDistinct({ id: itinerario.ciudad_id })
    .from(itinerario)
    .where(and(eq(itinerario.hoja_ruta_id, hojaRutaId), isNotNull(itinerario.ciudad_id)));
  const candidatos = await transportistasDisponibles(
    tx,
    ciudades.map((c) => c.id ?? 0),
  );
  const requisitos = requisitosDe(hoja);
  const conVehiculo = new Set(
    (
      await vehiculosActivos(
        tx,
        candidatos.map((c) => c.id),
      )
    )
      .filter((v) => faltaDeCapacidad(v, requisitos) === null)
      .map((v) => v.transportista_id),
  );
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
  const elegidos = candidatos.filter((c) => conVehiculo.has(c.id) && !abiertas.has(c.id));
  if (elegidos.length === 0) return 0;
  const expira = new Date(ahora.getTime() + MINUTOS_OPORTUNIDAD * 60_000);
  const filas = await tx
    .insert(oportunidad)
    .values(
      elegidos.map((c) => ({
        hoja_ruta_id: hojaRutaId,
        transportista_id: c.id,
        expira_en: expira,
      })),
    )
    .returning({ id: oportunidad.id, transportista_id: oportunidad.transportista_id });
  for (const f of filas) {
    const usuario = elegidos.find((c) => c.id === f.transportista_id)?.usuario_id;
    if (usuario !== undefined)
      await notificar(tx, usuario, 'oportunidad', { oportunidad_id: f.id });
  }
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
  const where = and(eq(oportunidad.transportista_id, transportistaId), vigente(new Date()));
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
      return Promise.all(
        filas.map(async (f) => ({
          id: f.oportunidad.id,
          expira_en: f.oportunidad.expira_en?.toISOString() ?? null,
          hoja_ruta: await resumenHoja(db, f.hoja_ruta),
        })),
      );
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
    const ahora = new Date();
    if (o.estado !== EstadoOportunidad.OFRECIDA || (o.expira_en !== null && o.expira_en <= ahora)) {
      throw new Conflicto(
        o.estado === EstadoOportunidad.CERRADA
          ? MENSAJES_OPERACION.rutaYaTomada
          : MENSAJES_OPERACION.oportunidadVencida,
      );
    }
    await exigirHabilitado(tx, transportistaId);
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
export async function reofrecerVencidas(db: Db, ahora = new Date()): Promise<number[]> {
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
        ),
      );
    const admins = await idsAdministradores(tx);
    for (const h of sinAceptar) {
      await ofrecerHoja(tx, h.id, ahora);
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
 * Ofrece las hojas disponibles de hoy en adelante a los transportistas habilitados que todavía
 * no tienen una oferta abierta de ellas: las recién creadas y los que se conectaron después.
 * Devuelve cuántas ofertas nuevas hubo.
 */
export async function ofrecerDisponibles(db: Db, ahora = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const hojas = await tx
      .select({ id: hojaRuta.id })
      .from(hojaRuta)
      .where(
        and(
          eq(hojaRuta.estado, EstadoHojaRuta.DISPONIBLE),
          isNull(hojaRuta.transportista_id),
          gte(hojaRuta.fecha, fechaAsuncion(ahora)),
        ),
      );
    let ofertas = 0;
    for (const h of hojas) ofertas += await ofrecerHoja(tx, h.id, ahora);
    return ofertas;
  });
}

/**
 * Cada minuto: las ofertas vencidas se vuelven a ofrecer (con aviso al administrador) y las
 * hojas disponibles llegan a quien todavía no las tiene.
 */
export const reofertaOportunidades = definirProgramado({
  nombre: 'hojas-ruta.reofrecer',
  cada: 'minuto',
  manejar: async (ctx) => {
    const hojas = await reofrecerVencidas(ctx.db);
    if (hojas.length > 0) ctx.log.info({ hojas }, 'hojas de ruta vueltas a ofrecer');
    const ofertas = await ofrecerDisponibles(ctx.db);
    if (ofertas > 0) ctx.log.info({ ofertas }, 'oportunidades ofrecidas');
  },
});
