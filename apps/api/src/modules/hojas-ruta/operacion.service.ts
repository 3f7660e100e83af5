// Operación de una hoja de ruta por su transportista: empezar con un vehículo, completar las
// paradas en orden (retiro con el código del proveedor, entrega con el PIN del cliente),
// reportar incidentes y, al terminar, acreditar la tarifa en su balance.
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ETIQUETAS_TIPO_INCIDENTE,
  EstadoHojaRuta,
  EstadoItinerario,
  EstadoPedido,
  MENSAJES_OPERACION,
  TipoParada,
  conciliarTarifa,
  formatearMensaje,
  recorridoRegistrado,
  type TipoIncidente,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  Conflicto,
  ErrorDominio,
  ErrorValidacion,
  NoEncontrado,
  SinPermiso,
} from '../../lib/errores.js';
import { reloj } from '../../lib/reloj.js';
import { acreditarViaje } from '../contabilidad/balance-transportista.service.js';
import { cobrarEfectivo } from '../contabilidad/libro.service.js';
import { idsAdministradores } from '../cuentas/administradores.service.js';
import { tarifaDeTipo } from '../flota/flota.lectura.js';
import { faltaDeCapacidad, vehiculoHabilitadoDe } from '../flota/vehiculo-ruta.service.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import {
  codigosRetiro,
  devolverADespacho,
  pedidosParaOperacion,
  registrarEntrega,
  registrarIncidente,
  registrarRetiro,
} from '../pedidos/logistica-pedido.service.js';
import { posicionHasta, posicionesDeHoja } from '../rastreo/rastreo.lectura.js';
import {
  contarViaje,
  exigirHabilitado,
  usuarioDeTransportista,
} from '../transportistas/operacion.service.js';
import {
  MAXIMO_INTENTOS_PIN,
  detalleHoja,
  ordenesACobrarEnEntrega,
  requisitosDe,
} from './hojas-ruta.lectura.js';
import { verificarPin } from './hojas-ruta.service.js';
import { hojaRuta, incidente, itinerario, itinerarioPedido } from './hojas-ruta.tables.js';

/** 423: la parada quedó bloqueada por intentos fallidos; la desbloquea un administrador. */
export class ParadaBloqueada extends ErrorDominio {
  constructor() {
    super(423, MENSAJES_OPERACION.pinBloqueado);
  }
}

async function hojaPropiaBloqueada(tx: Tx, transportistaId: number, id: number) {
  const [h] = await tx.select().from(hojaRuta).where(eq(hojaRuta.id, id)).for('update');
  if (!h) throw new NoEncontrado();
  if (h.transportista_id !== transportistaId) throw new SinPermiso();
  return h;
}

/** Empieza una hoja aceptada con un vehículo propio, aprobado, activo y con capacidad. */
export async function empezarRuta(
  db: Db,
  transportistaId: number,
  rutaId: number,
  vehiculoId: number,
) {
  await db.transaction(async (tx) => {
    const h = await hojaPropiaBloqueada(tx, transportistaId, rutaId);
    if (h.estado !== EstadoHojaRuta.ACEPTADA)
      throw new Conflicto(MENSAJES_OPERACION.rutaNoAceptada);
    // Candado por transportista: dos empezar-ruta de hojas distintas se serializan y el segundo
    // ve la hoja en curso del primero (409) en vez de empezar otra.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`empezar-ruta:${transportistaId}`}))`,
    );
    const [enCurso] = await tx
      .select({ id: hojaRuta.id })
      .from(hojaRuta)
      .where(
        and(
          eq(hojaRuta.transportista_id, transportistaId),
          eq(hojaRuta.estado, EstadoHojaRuta.EN_CURSO),
        ),
      );
    if (enCurso) throw new Conflicto(MENSAJES_OPERACION.tieneRutaActiva);
    await exigirHabilitado(tx, transportistaId);
    const v = await vehiculoHabilitadoDe(tx, transportistaId, vehiculoId);
    if (!v) throw ErrorValidacion.campo('vehiculo_id', MENSAJES_OPERACION.vehiculoNoValido);
    const falta = faltaDeCapacidad(v, requisitosDe(h));
    if (falta !== null) {
      throw ErrorValidacion.campo(
        'vehiculo_id',
        formatearMensaje(MENSAJES_OPERACION.vehiculoNoAlcanza, { motivo: falta }),
      );
    }
    const ahora = reloj.ahora();
    await tx
      .update(hojaRuta)
      .set({
        estado: EstadoHojaRuta.EN_CURSO,
        vehiculo_id: v.id,
        inicio: ahora,
        actualizado_en: ahora,
      })
      .where(eq(hojaRuta.id, h.id));
    await marcarSiguiente(tx, h.id);
  });
  return detalleHoja(db, rutaId);
}

// La primera parada pendiente pasa a «en camino».
async function marcarSiguiente(tx: Tx, hojaId: number): Promise<void> {
  const [siguiente] = await tx
    .select({ id: itinerario.id })
    .from(itinerario)
    .where(
      and(eq(itinerario.hoja_ruta_id, hojaId), eq(itinerario.estado, EstadoItinerario.PENDIENTE)),
    )
    .orderBy(asc(itinerario.orden))
    .limit(1);
  if (siguiente) {
    await tx
      .update(itinerario)
      .set({ estado: EstadoItinerario.EN_CAMINO, actualizado_en: reloj.ahora() })
      .where(eq(itinerario.id, siguiente.id));
  }
}

interface Parada {
  it: typeof itinerario.$inferSelect;
  hoja: typeof hojaRuta.$inferSelect;
  pedidos: number[];
  ordenesVenta: number[];
}

/**
 * Bloquea la hoja y luego la parada (el mismo orden que reportar-incidente, para no bloquearse
 * mutuamente) y comprueba que es del transportista, de una hoja en curso y la que toca.
 */
async function paradaParaOperar(
  tx: Tx,
  transportistaId: number,
  itinerarioId: number,
): Promise<Parada> {
  const [deHoja] = await tx
    .select({ hoja_ruta_id: itinerario.hoja_ruta_id })
    .from(itinerario)
    .where(eq(itinerario.id, itinerarioId));
  if (!deHoja) throw new NoEncontrado();
  const [hoja] = await tx
    .select()
    .from(hojaRuta)
    .where(eq(hojaRuta.id, deHoja.hoja_ruta_id))
    .for('update');
  if (!hoja) throw new NoEncontrado();
  const [it] = await tx
    .select()
    .from(itinerario)
    .where(eq(itinerario.id, itinerarioId))
    .for('update');
  if (!it) throw new NoEncontrado();
  if (hoja.transportista_id !== transportistaId) throw new SinPermiso();
  if (hoja.estado !== EstadoHojaRuta.EN_CURSO)
    throw new Conflicto(MENSAJES_OPERACION.rutaNoEnCurso);
  if (it.estado === EstadoItinerario.COMPLETADO || it.estado === EstadoItinerario.INCIDENTE) {
    throw new Conflicto(MENSAJES_OPERACION.paradaYaCompletada);
  }
  const [anterior] = await tx
    .select({ orden: itinerario.orden })
    .from(itinerario)
    .where(
      and(
        eq(itinerario.hoja_ruta_id, hoja.id),
        inArray(itinerario.estado, [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO]),
        ne(itinerario.id, it.id),
      ),
    )
    .orderBy(asc(itinerario.orden))
    .limit(1);
  if (anterior && anterior.orden < it.orden) {
    throw new Conflicto(
      formatearMensaje(MENSAJES_OPERACION.paradaFueraDeOrden, { orden: anterior.orden }),
    );
  }
  if (it.pin_intentos >= MAXIMO_INTENTOS_PIN) throw new ParadaBloqueada();
  const atendidos = await tx
    .select()
    .from(itinerarioPedido)
    .where(eq(itinerarioPedido.itinerario_id, it.id));
  return {
    it,
    hoja,
    pedidos: [...new Set(atendidos.map((a) => a.pedido_id))],
    ordenesVenta: [
      ...new Set(atendidos.map((a) => a.orden_venta_id).filter((o): o is number => o !== null)),
    ],
  };
}

const iguales = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * ¿El código abre la parada? Retiro: el código de alguna de sus órdenes de venta. Entrega: el
 * hash del PIN guardado al crear la hoja o, si la parada no lo tiene, el PIN de sus pedidos.
 */
async function codigoValido(tx: Tx, p: Parada, pincode: string): Promise<boolean> {
  if (p.it.tipo === TipoParada.ENTREGA && p.it.pin_hash !== null)
    return verificarPin(pincode, p.it.pin_hash);
  const codigos =
    p.it.tipo === TipoParada.RETIRO
      ? (await codigosRetiro(tx, p.ordenesVenta)).map((c) => c.codigo)
      : (await pedidosParaOperacion(tx, p.pedidos)).map((x) => x.contrasena_entrega);
  const validos = codigos.filter((c): c is string => c !== null && c !== '');
  return validos.some((c) => iguales(c, pincode));
}

type Verificacion = { ok: true; parada: Parada } | { ok: false; restantes: number; tipo: number };

/**
 * Comprueba el código dentro de la transacción. Un fallo suma un intento y se confirma (el
 * error se lanza después, fuera de la transacción, para no deshacer la cuenta).
 */
async function verificar(
  tx: Tx,
  transportistaId: number,
  itinerarioId: number,
  pincode: string,
): Promise<Verificacion> {
  const parada = await paradaParaOperar(tx, transportistaId, itinerarioId);
  if (await codigoValido(tx, parada, pincode)) return { ok: true, parada };
  const [fila] = await tx
    .update(itinerario)
    .set({ pin_intentos: parada.it.pin_intentos + 1, actualizado_en: reloj.ahora() })
    .where(eq(itinerario.id, itinerarioId))
    .returning({ intentos: itinerario.pin_intentos });
  return {
    ok: false,
    restantes: Math.max(0, MAXIMO_INTENTOS_PIN - (fila?.intentos ?? 0)),
    tipo: parada.it.tipo,
  };
}

function errorDeCodigo(v: { restantes: number; tipo: number }): ErrorDominio {
  if (v.restantes === 0) return new ParadaBloqueada();
  const plantilla =
    v.tipo === TipoParada.RETIRO
      ? MENSAJES_OPERACION.codigoRetiroIncorrecto
      : MENSAJES_OPERACION.pinIncorrecto;
  return ErrorValidacion.campo('pincode', formatearMensaje(plantilla, { restantes: v.restantes }));
}

/** Comprueba el PIN (o código de retiro) sin completar la parada. */
export async function checkPin(
  db: Db,
  transportistaId: number,
  itinerarioId: number,
  pincode: string,
) {
  const v = await db.transaction((tx) => verificar(tx, transportistaId, itinerarioId, pincode));
  if (!v.ok) throw errorDeCodigo(v);
  return { valido: true, itinerario_id: itinerarioId };
}

export interface ResultadoParada {
  hoja: Awaited<ReturnType<typeof detalleHoja>>;
  /** Pedidos que cambiaron de estado con esta parada (30 en camino, 40 entregado). */
  cambios: { pedido_id: number; estado: number }[];
}

/**
 * Completa la parada con su código: un retiro finaliza sus órdenes de venta (y los pedidos
 * completos salen en camino); una entrega pasa sus pedidos a entregado. Con la última parada
 * la hoja termina y la tarifa se acredita una sola vez en el balance del transportista.
 */
export async function ejecutarItinerario(
  db: Db,
  transportistaId: number,
  itinerarioId: number,
  pincode: string,
): Promise<ResultadoParada> {
  const r = await db.transaction(async (tx) => {
    const v = await verificar(tx, transportistaId, itinerarioId, pincode);
    if (!v.ok) return v;
    const { it, hoja } = v.parada;
    let cambios: ResultadoParada['cambios'];
    if (it.tipo === TipoParada.RETIRO) {
      const enCamino = await registrarRetiro(tx, v.parada.ordenesVenta, hoja.id);
      cambios = enCamino.map((pedido_id) => ({ pedido_id, estado: EstadoPedido.ENVIADO }));
    } else {
      // Efectivo contra entrega (ADR 021 y 026): cada entrega cobra con el PIN, en esta
      // transacción, la parte de las órdenes que entrega; desde ahora la debe el transportista a
      // la plataforma hasta que el administrador registre su depósito.
      const aCobrar = await ordenesACobrarEnEntrega(tx, it.id, v.parada.pedidos);
      for (const [pedidoId, ordenes] of aCobrar) {
        await cobrarEfectivo(tx, { pedidoId, transportistaId, ordenes });
      }
      const entregados = await completosConEstaEntrega(tx, v.parada.pedidos, it.id);
      await registrarEntrega(tx, entregados, hoja.id);
      cambios = entregados.map((pedido_id) => ({
        pedido_id,
        estado: EstadoPedido.ENTREGADO,
      }));
    }
    const ahora = reloj.ahora();
    await tx
      .update(itinerario)
      .set({ estado: EstadoItinerario.COMPLETADO, ejecutado_en: ahora, actualizado_en: ahora })
      .where(eq(itinerario.id, it.id));
    await marcarSiguiente(tx, hoja.id);
    const [pendiente] = await tx
      .select({ id: itinerario.id })
      .from(itinerario)
      .where(
        and(
          eq(itinerario.hoja_ruta_id, hoja.id),
          ne(itinerario.estado, EstadoItinerario.COMPLETADO),
        ),
      )
      .limit(1);
    if (!pendiente) await finalizarHoja(tx, hoja, transportistaId, ahora);
    return { ok: true as const, hojaId: hoja.id, cambios };
  });
  if (!r.ok) throw errorDeCodigo(r);
  return { hoja: await detalleHoja(db, r.hojaId), cambios: r.cambios };
}

/**
 * Conciliación (ADR 017): km y minutos que registró el rastreo entre el inicio y el fin, y la
 * tarifa con la misma fórmula. El recorrido parte de donde estaba el transportista al empezar
 * (su última posición hasta el inicio): sin ella se perdería el tramo de la primera parada a la
 * primera posición reportada, que en una hoja corta pesa. Con menos de dos posiciones no hay
 * recorrido medido: km y tarifa recalculada quedan sin dato (null) y sólo se guardan los minutos.
 */
async function conciliar(
  tx: Tx,
  hoja: typeof hojaRuta.$inferSelect,
  transportistaId: number,
  fin: Date,
) {
  const inicio = hoja.inicio ?? fin;
  const usuarioId = await usuarioDeTransportista(tx, transportistaId);
  const alEmpezar = usuarioId === null ? null : await posicionHasta(tx, usuarioId, inicio);
  const posiciones = [
    ...(alEmpezar ? [{ ...alEmpezar, en: inicio }] : []),
    ...(await posicionesDeHoja(tx, hoja.id, inicio, fin)),
  ];
  const real = recorridoRegistrado(posiciones, inicio, fin);
  const tarifa = await tarifaDeTipo(tx, hoja.tipo_vehiculo_id);
  const medido = posiciones.length >= 2 && tarifa !== null;
  return {
    minutos_reales: real.minutos,
    kilometros_reales: medido ? real.kilometros : null,
    tarifa_recalculada: medido
      ? conciliarTarifa(tarifa, hoja.tarifa_transportista, {
          ...real,
          paradas: hoja.cantidad_paradas,
        }).tarifa_recalculada
      : null,
  };
}

/**
 * Pedidos que esta entrega completa. Un pedido con varias órdenes de venta tiene una entrega por
 * orden (en esta u otra hoja): pasa a 40 Entregado con la última, cuando ya va en camino (todas
 * sus órdenes retiradas); las anteriores son entregas parciales y no cambian su estado.
 */
async function completosConEstaEntrega(
  tx: Tx,
  pedidos: readonly number[],
  itinerarioId: number,
): Promise<number[]> {
  if (pedidos.length === 0) return [];
  const otras = await tx
    .selectDistinct({ pedido_id: itinerarioPedido.pedido_id })
    .from(itinerarioPedido)
    .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
    .where(
      and(
        inArray(itinerarioPedido.pedido_id, [...pedidos]),
        ne(itinerario.id, itinerarioId),
        eq(itinerario.tipo, TipoParada.ENTREGA),
        inArray(itinerario.estado, [EstadoItinerario.PENDIENTE, EstadoItinerario.EN_CAMINO]),
      ),
    );
  const pendientes = new Set(otras.map((o) => o.pedido_id));
  return (await pedidosParaOperacion(tx, pedidos))
    .filter((p) => p.estado === EstadoPedido.ENVIADO && !pendientes.has(p.id))
    .map((p) => p.id);
}

async function finalizarHoja(
  tx: Tx,
  hoja: typeof hojaRuta.$inferSelect,
  transportistaId: number,
  ahora: Date,
): Promise<void> {
  await tx
    .update(hojaRuta)
    .set({
      estado: EstadoHojaRuta.FINALIZADA,
      finalizado: true,
      fin: ahora,
      actualizado_en: ahora,
      ...(await conciliar(tx, hoja, transportistaId, ahora)),
    })
    .where(eq(hojaRuta.id, hoja.id));
  // Se acredita la tarifa prometida (la que vio al aceptar); la recalculada sólo se informa.
  await acreditarViaje(tx, {
    transportistaId,
    hojaRutaId: hoja.id,
    monto: hoja.tarifa_transportista,
  });
  await contarViaje(tx, transportistaId, ahora);
}

/** El administrador desbloquea una parada bloqueada por intentos fallidos. */
export async function desbloquearParada(db: Db, itinerarioId: number) {
  const [fila] = await db
    .update(itinerario)
    .set({ pin_intentos: 0, actualizado_en: reloj.ahora() })
    .where(eq(itinerario.id, itinerarioId))
    .returning({ id: itinerario.id });
  if (!fila) throw new NoEncontrado();
  return { itinerario_id: fila.id, bloqueado: false };
}

export interface DatosIncidente {
  tipo_incidente: TipoIncidente;
  hoja_ruta: number;
  itinerario: number | null;
  vehiculo: number | null;
  ubicacion: { lat: number; lng: number; texto: string } | null;
}

/**
 * Incidente: la hoja termina cancelada. Los pedidos con carga a bordo (retirados y sin
 * entregar) pasan a 50 Incidente y su cliente recibe un aviso; las paradas pendientes quedan
 * en incidente y las órdenes de venta que no se retiraron vuelven a despacho. Los
 * administradores reciben un aviso.
 */
export async function reportarIncidente(db: Db, transportistaId: number, d: DatosIncidente) {
  const resultado = await db.transaction(async (tx) => {
    const h = await hojaPropiaBloqueada(tx, transportistaId, d.hoja_ruta);
    if (h.estado !== EstadoHojaRuta.EN_CURSO && h.estado !== EstadoHojaRuta.ACEPTADA) {
      throw new Conflicto(MENSAJES_OPERACION.rutaNoEnCurso);
    }
    const paradas = await tx.select().from(itinerario).where(eq(itinerario.hoja_ruta_id, h.id));
    if (d.itinerario !== null && !paradas.some((p) => p.id === d.itinerario)) {
      throw ErrorValidacion.campo('itinerario', MENSAJES_OPERACION.incidenteFueraDeRuta);
    }
    if (d.vehiculo !== null && d.vehiculo !== h.vehiculo_id) {
      throw ErrorValidacion.campo('vehiculo', MENSAJES_OPERACION.incidenteFueraDeRuta);
    }
    const pendientes = paradas.filter(
      (p) => p.estado === EstadoItinerario.PENDIENTE || p.estado === EstadoItinerario.EN_CAMINO,
    );
    const idsPendientes = pendientes.map((p) => p.id);
    const atendidos =
      idsPendientes.length === 0
        ? []
        : await tx
            .select()
            .from(itinerarioPedido)
            .where(inArray(itinerarioPedido.itinerario_id, idsPendientes));
    const entregas = new Set(
      atendidos
        .filter(
          (a) => pendientes.find((p) => p.id === a.itinerario_id)?.tipo === TipoParada.ENTREGA,
        )
        .map((a) => a.pedido_id),
    );
    const retirosPendientes = atendidos.filter(
      (a) => pendientes.find((p) => p.id === a.itinerario_id)?.tipo === TipoParada.RETIRO,
    );
    // Con carga a bordo: pedidos por entregar cuyo retiro se hizo en esta hoja. (El estado del
    // pedido no alcanza: pasa a 20 En proceso cuando el proveedor confirma, antes del retiro.)
    const retirosHechos = paradas
      .filter((p) => p.tipo === TipoParada.RETIRO && p.estado === EstadoItinerario.COMPLETADO)
      .map((p) => p.id);
    const retirados = new Set(
      retirosHechos.length === 0
        ? []
        : (
            await tx
              .select({ pedido: itinerarioPedido.pedido_id })
              .from(itinerarioPedido)
              .where(inArray(itinerarioPedido.itinerario_id, retirosHechos))
          ).map((r) => r.pedido),
    );
    const aBordo = [...entregas].filter((id) => retirados.has(id));
    const tipo = ETIQUETAS_TIPO_INCIDENTE[d.tipo_incidente];
    const afectados = await registrarIncidente(
      tx,
      aBordo,
      formatearMensaje(MENSAJES_OPERACION.notificacionIncidente, { hoja: h.id }) + `: ${tipo}`,
    );
    await devolverADespacho(
      tx,
      retirosPendientes.map((a) => a.orden_venta_id).filter((o): o is number => o !== null),
      formatearMensaje(MENSAJES_OPERACION.devueltaADespacho, { hoja: h.id }),
    );
    const ahora = reloj.ahora();
    if (idsPendientes.length > 0) {
      await tx
        .update(itinerario)
        .set({ estado: EstadoItinerario.INCIDENTE, actualizado_en: ahora })
        .where(inArray(itinerario.id, idsPendientes));
    }
    await tx
      .update(hojaRuta)
      .set({ estado: EstadoHojaRuta.CANCELADA, fin: ahora, actualizado_en: ahora })
      .where(eq(hojaRuta.id, h.id));
    const [fila] = await tx
      .insert(incidente)
      .values({
        tipo_incidente: d.tipo_incidente,
        hoja_ruta_id: h.id,
        itinerario_id: d.itinerario,
        vehiculo_id: d.vehiculo ?? h.vehiculo_id,
        transportista_id: transportistaId,
        ubicacion: d.ubicacion?.texto ?? null,
        lat: d.ubicacion?.lat ?? null,
        lng: d.ubicacion?.lng ?? null,
      })
      .returning({ id: incidente.id });
    await notificar(
      tx,
      await idsAdministradores(tx),
      'general',
      { url: `/admin/hoja-ruta/${h.id}` },
      {
        titulo: formatearMensaje(MENSAJES_OPERACION.notificacionIncidente, { hoja: h.id }),
        cuerpo: formatearMensaje(MENSAJES_OPERACION.notificacionIncidenteCuerpo, { tipo }),
      },
    );
    return { id: fila?.id ?? 0, pedidos_afectados: afectados };
  });
  return { ...resultado, hoja_ruta: await detalleHoja(db, d.hoja_ruta) };
}
