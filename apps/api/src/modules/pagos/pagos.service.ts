// Intentos de pago y confirmaciones. Cada intento es una fila 'inicio' en transaccion_pago con
// su shop_process_id; la confirmación se aplica una sola vez gracias a clave_idempotencia.
import { and, desc, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EstadoPedido, MedioPago, MENSAJES } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { Conflicto, ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { conReintento } from '../../lib/reintentar.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import {
  exigirTransicion,
  liberarStock,
  marcarPagado,
  reservarDeNuevo,
} from '../pedidos/pedidos.service.js';
import { idProcesoSeq, tarjeta, transaccionPago } from './pagos.tables.js';
import { tokensIguales } from './bancard.tokens.js';
import {
  estadoPedidoPagopar,
  notificacionValida,
  type ConfigPagopar,
  type PedidoPagopar,
} from './pagopar.adapter.js';
import { procesadorDeBilletera, procesadorPorNombre } from './pagos.proveedor.js';
import { exigirEfectivoDelPedido } from './efectivo.service.js';
import type {
  Billetera,
  Comprador,
  EstadoConsulta,
  OperacionConfirmacion,
  ProcesadorCobro,
  ProveedorPago,
  ResultadoPago,
} from './proveedor-pago.js';
import { resultadoDeOperacion } from './proveedor-pago.js';

// Lo que el checkout necesita de pagos: el proveedor configurado y su tipo (ADR 010).
export { pagosDe } from './pagos.proveedor.js';
export type { ProveedorPago } from './proveedor-pago.js';

const BILLETERAS: Partial<Record<number, Billetera>> = {
  [MedioPago.TIGO_MONEY]: 'tigo_money',
  [MedioPago.ZIMPLE]: 'zimple',
  [MedioPago.BILLETERA_PERSONAL]: 'billetera_personal',
};

export interface RespuestaPago {
  url: string | null;
  transaccion_id: string | null;
  exitoso: boolean;
  mensaje_transaccion: string | null;
}

export interface SolicitudPago {
  pedidoId: number;
  usuarioId: number;
  medioPago: number;
  monto: number;
  tarjetaId: number | null;
  telefono: string | null;
  /** Medio -1 (prueba): sólo en modo demo o para administradores. */
  pruebaPermitida: boolean;
}

/** Medios que se confirman sin pasarela: nada que reversar en un procesador (ADR 021). */
const SIN_PASARELA = new Set(['prueba', 'efectivo']);

/** Un cobro síncrono sin resultado más nuevo que esto se considera en curso. */
const MINUTOS_COBRO_EN_CURSO = 2;

/** shop_process_id de la secuencia: único aunque dos intentos empiecen a la vez. */
async function nuevoIdProceso(db: Db): Promise<string> {
  const [fila] = await db
    .select({ id: sql<string>`nextval(${idProcesoSeq.seqName})::text` })
    .from(sql`(values (1)) as uno`);
  if (!fila) throw new Error('sin id de proceso');
  return fila.id;
}

type FilaInicio = typeof transaccionPago.$inferInsert & { pedido_id: number };

/**
 * Registra un intento síncrono (tarjeta registrada o prueba) bajo el bloqueo del pedido: sigue
 * impago, no hay otro cobro síncrono en curso y su stock queda reservado ANTES de cobrar (así
 * nunca se cobra lo que ya no hay).
 */
async function registrarInicioSincrono(db: Db, fila: FilaInicio): Promise<void> {
  await conReintento(() =>
    db.transaction(async (tx) => {
      const [p] = await tx
        .select({ estado: pedido.estado })
        .from(pedido)
        .where(eq(pedido.id, fila.pedido_id))
        .for('update');
      if (!p) throw new NoEncontrado();
      exigirTransicion(p.estado, 'pagar');
      const i = alias(transaccionPago, 'i');
      const resultado = tx
        .select({ id: transaccionPago.id })
        .from(transaccionPago)
        .where(
          and(
            eq(transaccionPago.operacion, 'confirmacion'),
            eq(transaccionPago.id_proceso, i.id_proceso),
          ),
        );
      const enCurso = await tx
        .select({ id: i.id })
        .from(i)
        .where(
          and(
            eq(i.pedido_id, fila.pedido_id),
            eq(i.operacion, 'inicio'),
            inArray(i.medio_pago, [
              MedioPago.TARJETA_REGISTRADA,
              MedioPago.PRUEBA,
              MedioPago.EFECTIVO,
            ]),
            gt(i.creado_en, new Date(Date.now() - MINUTOS_COBRO_EN_CURSO * 60_000)),
            notExists(resultado),
          ),
        )
        .limit(1);
      if (enCurso.length > 0) throw new Conflicto(MENSAJES.pagoEnCurso);
      if (!(await reservarDeNuevo(tx, fila.pedido_id))) {
        throw new Conflicto(MENSAJES.conflicto, {
          detail: MENSAJES.productoNoDisponible,
          stock: true,
        });
      }
      await tx.insert(transaccionPago).values(fila);
    }),
  );
}

/**
 * Un cargo que no pudo registrarse se anula en el procesador y se registra como rechazado (el
 * stock vuelve). Si tampoco puede anularse, el intento queda sin resultado y la conciliación
 * lo resuelve consultando al procesador.
 */
async function anularCobroNoRegistrado(
  db: Db,
  proveedor: ProveedorPago,
  pedidoId: number,
  idProceso: string,
  log: (e: unknown) => void,
): Promise<RespuestaPago> {
  const anulado = await proveedor.reversar(idProceso).catch((e: unknown) => {
    log(e);
    return false;
  });
  if (anulado) {
    await aplicarResultado(db, proveedor, proveedor.nombre, {
      idProceso,
      aprobado: false,
      codigoRespuesta: 'anulado',
      codigoAutorizacion: null,
      idExterno: null,
      mensaje: MENSAJES.cobroAnulado,
    }).catch(log);
  }
  // Lo que se le dice al cliente es el estado real del pedido (otro intento pudo pagarlo).
  const [p] = await db
    .select({ estado: pedido.estado })
    .from(pedido)
    .where(eq(pedido.id, pedidoId))
    .catch(() => []);
  const pagado = p !== undefined && p.estado >= EstadoPedido.PAGADO;
  const mensaje = !anulado
    ? MENSAJES.pagoPendiente
    : pagado
      ? MENSAJES.pedidoYaPagado
      : MENSAJES.cobroAnulado;
  return { url: null, transaccion_id: idProceso, exitoso: pagado, mensaje_transaccion: mensaje };
}

/** Crea un intento de pago para un pedido en estado 0 y lo inicia en el procesador. */
export async function iniciarPago(
  db: Db,
  proveedor: ProveedorPago,
  s: SolicitudPago,
  log: (e: unknown) => void = () => undefined,
): Promise<RespuestaPago> {
  if (s.medioPago === MedioPago.PRUEBA && !s.pruebaPermitida) {
    throw ErrorValidacion.campo('medio_pago', MENSAJES.medioPagoNoPermitido);
  }
  await exigirEfectivoDelPedido(db, s.pedidoId, s.medioPago);
  const idProceso = await nuevoIdProceso(db);
  const billetera = BILLETERAS[s.medioPago];
  const sinPasarela = s.medioPago === MedioPago.PRUEBA || s.medioPago === MedioPago.EFECTIVO;
  const procesador: ProcesadorCobro = sinPasarela
    ? proveedor
    : procesadorDeBilletera(proveedor, billetera);
  const nombre =
    s.medioPago === MedioPago.PRUEBA
      ? 'prueba'
      : s.medioPago === MedioPago.EFECTIVO
        ? 'efectivo'
        : procesador.nombre;
  const fila = {
    proveedor: nombre,
    operacion: 'inicio',
    pedido_id: s.pedidoId,
    usuario_id: s.usuarioId,
    tarjeta_id: s.tarjetaId,
    medio_pago: s.medioPago,
    monto: s.monto,
    estado: 'pendiente',
    id_proceso: idProceso,
    clave_idempotencia: `inicio:${nombre}:${idProceso}`,
  };
  const cobro = {
    idProceso,
    monto: s.monto,
    descripcion: `Pedido ${s.pedidoId} Ñemu`,
    urlRetorno: `/pedido?transaccion_id=${idProceso}`,
    billetera,
    telefono: s.telefono,
    comprador: procesador.nombre === 'pagopar' ? await compradorDe(db, s.usuarioId) : undefined,
  };
  if (sinPasarela) {
    // Prueba: aprobado al instante. Efectivo contra entrega: el pedido queda confirmado (10) y
    // la venta asentada con el cliente debiendo hasta que el transportista cobre (ADR 021).
    const efectivo = s.medioPago === MedioPago.EFECTIVO;
    await registrarInicioSincrono(db, fila);
    const r = await aplicarResultado(db, proveedor, nombre, {
      idProceso,
      aprobado: true,
      codigoRespuesta: '00',
      codigoAutorizacion: efectivo ? 'EFECTIVO' : 'PRUEBA',
      idExterno: null,
      mensaje: efectivo ? MENSAJES.pedidoConfirmadoEfectivo : MENSAJES.pagoAprobado,
    });
    return {
      url: null,
      transaccion_id: idProceso,
      exitoso: r.pedidoPagado,
      mensaje_transaccion: r.mensaje,
    };
  }
  if (s.medioPago === MedioPago.TARJETA_REGISTRADA) {
    const [t] = s.tarjetaId
      ? await db.select().from(tarjeta).where(eq(tarjeta.id, s.tarjetaId))
      : [];
    if (!t) throw new NoEncontrado(MENSAJES.tarjetaNoEncontrada);
    await registrarInicioSincrono(db, fila);
    // Desde aquí el cargo puede existir: todo error termina en un cargo registrado o anulado.
    try {
      const resultado = await proveedor.cobrarTarjeta({
        ...cobro,
        usuarioId: s.usuarioId,
        cardId: t.card_id,
      });
      const r = await aplicarResultado(db, proveedor, nombre, resultado);
      return {
        url: null,
        transaccion_id: idProceso,
        exitoso: r.pedidoPagado,
        mensaje_transaccion: r.mensaje,
      };
    } catch (e) {
      log(e);
      return anularCobroNoRegistrado(db, proveedor, s.pedidoId, idProceso, log);
    }
  }
  // Con redirección: se guarda el id del procesador (process_id, hash) para la consulta; el
  // comprador aún no llegó a su página, así que ninguna confirmación puede adelantarse.
  const inicio = await procesador.iniciarCobro(cobro);
  await db.insert(transaccionPago).values({ ...fila, id_externo: inicio.idExterno });
  return { url: inicio.url, transaccion_id: idProceso, exitoso: true, mensaje_transaccion: null };
}

/** Datos del comprador que piden los agregadores. */
async function compradorDe(db: Db, usuarioId: number): Promise<Comprador> {
  const [u] = await db.select().from(usuario).where(eq(usuario.id, usuarioId));
  return {
    email: u?.email ?? '',
    nombre: `${u?.first_name ?? ''} ${u?.last_name ?? ''}`.trim(),
    documento: u?.nro_documento ?? '',
    ruc: u?.ruc ?? '',
    razonSocial: u?.razon_social ?? '',
  };
}

/**
 * Aplica el resultado de un intento exactamente una vez: aprobado → pedido pagado (10);
 * rechazado → stock devuelto. Una aprobación tardía de un pedido ya liberado vuelve a reservar
 * el stock o, si ya no hay (o el pedido ya estaba pagado por otro intento), se reversa en el
 * procesador. `pedidoPagado` dice el estado real del pedido después de aplicarlo.
 */
export async function aplicarResultado(
  db: Db,
  proveedor: ProcesadorCobro,
  nombreProveedor: string,
  r: ResultadoPago,
): Promise<{ aprobado: boolean; mensaje: string; duplicada: boolean; pedidoPagado: boolean }> {
  const [inicio] = await db
    .select()
    .from(transaccionPago)
    .where(
      and(
        eq(transaccionPago.proveedor, nombreProveedor),
        eq(transaccionPago.id_proceso, r.idProceso),
        eq(transaccionPago.operacion, 'inicio'),
      ),
    );
  if (!inicio || inicio.pedido_id === null) throw new NoEncontrado();
  const pedidoId = inicio.pedido_id;
  const { reversar, resultado } = await conReintento(() =>
    db.transaction(async (tx: Tx) => {
      // Primero el bloqueo del pedido y después las filas que lo referencian: una fila con FK
      // toma un bloqueo compartido del pedido que, subido luego a FOR UPDATE, se cruza con el
      // de otra confirmación simultánea (deadlock).
      const [p] = await tx
        .select({ estado: pedido.estado })
        .from(pedido)
        .where(eq(pedido.id, pedidoId))
        .for('update');
      const yaPagado = p !== undefined && p.estado >= EstadoPedido.PAGADO;
      const [fila] = await tx
        .insert(transaccionPago)
        .values({
          proveedor: nombreProveedor,
          operacion: 'confirmacion',
          pedido_id: pedidoId,
          usuario_id: inicio.usuario_id,
          tarjeta_id: inicio.tarjeta_id,
          medio_pago: inicio.medio_pago,
          monto: inicio.monto,
          estado: r.aprobado ? 'aprobada' : 'rechazada',
          id_proceso: r.idProceso,
          id_externo: r.idExterno,
          codigo_respuesta: r.codigoRespuesta,
          codigo_autorizacion: r.codigoAutorizacion,
          mensaje: r.mensaje,
          clave_idempotencia: `resultado:${nombreProveedor}:${r.idProceso}`,
        })
        .onConflictDoNothing()
        .returning({ id: transaccionPago.id });
      const fin = (
        aprobado: boolean,
        mensaje: string,
        pedidoPagado: boolean,
        reversar = false,
      ) => ({
        reversar,
        resultado: { aprobado, mensaje, duplicada: false, pedidoPagado },
      });
      if (!fila) {
        return {
          reversar: false,
          resultado: {
            aprobado: r.aprobado,
            mensaje: r.mensaje,
            duplicada: true,
            pedidoPagado: yaPagado,
          },
        };
      }
      if (!r.aprobado) {
        await liberarStock(tx, pedidoId, `${MENSAJES.pagoRechazado} ${r.mensaje}`.trim());
        return fin(false, r.mensaje, yaPagado);
      }
      const reservado = !yaPagado && (await reservarDeNuevo(tx, pedidoId));
      const pagado = reservado && (await marcarPagado(tx, pedidoId, `Pago ${r.idProceso}`));
      if (pagado) return fin(true, r.mensaje, true);
      const mensaje = yaPagado ? MENSAJES.pedidoYaPagado : MENSAJES.productoNoDisponible;
      await tx.insert(transaccionPago).values({
        proveedor: nombreProveedor,
        operacion: 'rollback',
        pedido_id: pedidoId,
        medio_pago: inicio.medio_pago,
        monto: inicio.monto,
        estado: 'anulada',
        id_proceso: r.idProceso,
        mensaje,
        clave_idempotencia: `rollback:${nombreProveedor}:${r.idProceso}`,
      });
      return fin(false, mensaje, yaPagado, true);
    }),
  );
  if (reversar && !SIN_PASARELA.has(nombreProveedor)) await proveedor.reversar(r.idProceso);
  return resultado;
}

/** Confirmación del procesador: verifica el token con NUESTRO monto y aplica el resultado. */
export async function confirmar(
  db: Db,
  proveedor: ProveedorPago,
  op: OperacionConfirmacion,
): Promise<{ aprobado: boolean; duplicada: boolean }> {
  // Bancard tiene una sola URL de confirmación: el intento dice qué procesador lo firmó.
  const [inicio] = await db
    .select({ monto: transaccionPago.monto, proveedor: transaccionPago.proveedor })
    .from(transaccionPago)
    .where(
      and(
        eq(transaccionPago.id_proceso, op.shop_process_id),
        eq(transaccionPago.operacion, 'inicio'),
      ),
    );
  const firmante = inicio ? procesadorPorNombre(proveedor, inicio.proveedor) : null;
  if (!inicio || !firmante || !('firmaConfirmacion' in firmante)) throw new NoEncontrado();
  const p = firmante as ProveedorPago;
  if (!tokensIguales(p.firmaConfirmacion(op.shop_process_id, inicio.monto), op.token)) {
    throw new SinPermiso(MENSAJES.firmaInvalida);
  }
  const r = await aplicarResultado(db, p, p.nombre, resultadoDeOperacion(op));
  return { aprobado: r.aprobado, duplicada: r.duplicada };
}

/**
 * Notificación de Pagopar: token sha1(private_key + hash_pedido) y monto NUESTRO. Un pedido
 * pagado se aplica como confirmación; uno cancelado como rechazo; uno pendiente no cambia nada.
 */
export async function confirmarPagopar(
  db: Db,
  pagopar: ProcesadorCobro & { config: ConfigPagopar },
  p: PedidoPagopar,
): Promise<void> {
  if (!notificacionValida(pagopar.config, p)) throw new SinPermiso(MENSAJES.firmaInvalida);
  const [inicio] = await db
    .select()
    .from(transaccionPago)
    .where(
      and(
        eq(transaccionPago.proveedor, 'pagopar'),
        eq(transaccionPago.id_externo, p.hash_pedido),
        eq(transaccionPago.operacion, 'inicio'),
      ),
    );
  if (!inicio?.id_proceso) throw new NoEncontrado();
  const e = estadoPedidoPagopar(
    { idProceso: inicio.id_proceso, idExterno: p.hash_pedido, monto: inicio.monto },
    p,
  );
  if (e.estado === 'error') throw new SinPermiso(MENSAJES.firmaInvalida);
  if (e.estado === 'resuelto') await aplicarResultado(db, pagopar, 'pagopar', e.resultado);
}

/**
 * GET /verificar-transaccion/: estado de un intento del usuario y de su pedido. Con
 * tipo=pagopar, transaccion_id es el hash con que vuelve el comprador desde Pagopar.
 */
export async function verificarTransaccion(
  db: Db,
  usuarioId: number,
  transaccionId: string,
  tipo?: string,
) {
  let idProceso = transaccionId;
  if (tipo === 'pagopar') {
    const [i] = await db
      .select({ id_proceso: transaccionPago.id_proceso })
      .from(transaccionPago)
      .where(
        and(
          eq(transaccionPago.proveedor, 'pagopar'),
          eq(transaccionPago.id_externo, transaccionId),
          eq(transaccionPago.operacion, 'inicio'),
        ),
      );
    if (!i?.id_proceso) throw new NoEncontrado();
    idProceso = i.id_proceso;
  }
  const filas = await db
    .select()
    .from(transaccionPago)
    .where(eq(transaccionPago.id_proceso, idProceso))
    .orderBy(desc(transaccionPago.id));
  const inicio = filas.find((f) => f.operacion === 'inicio');
  if (!inicio || inicio.pedido_id === null) throw new NoEncontrado();
  if (inicio.usuario_id !== usuarioId) throw new SinPermiso();
  const resultado = filas.find((f) => f.operacion === 'confirmacion');
  const [p] = await db
    .select({ id: pedido.id, estado: pedido.estado, total: pedido.total })
    .from(pedido)
    .where(eq(pedido.id, inicio.pedido_id));
  const estado = resultado?.estado ?? 'pendiente';
  return {
    transaccion_id: idProceso,
    estado,
    exitoso: p?.estado !== undefined && p.estado >= EstadoPedido.PAGADO && estado === 'aprobada',
    mensaje_transaccion:
      resultado?.mensaje ?? (estado === 'pendiente' ? MENSAJES.pagoPendiente : null),
    pedido_id: inicio.pedido_id,
    pedido_estado: p?.estado ?? null,
    monto: inicio.monto,
    medio_pago: inicio.medio_pago,
  };
}

export interface ResumenConciliacion {
  /** Intentos sin resultado consultados al procesador. */
  consultados: number;
  /** Pagados que no habían llegado (confirmación perdida). */
  pagados: number;
  /** Rechazados o cancelados que no habían llegado (stock devuelto). */
  rechazados: number;
  /** Pedidos abandonados cuyo stock volvió. */
  liberados: number;
  /** Consultas sin respuesta (error del procesador): se reintentan en la próxima vuelta. */
  sin_respuesta: number;
}

export const resumenVacio = (): ResumenConciliacion => ({
  consultados: 0,
  pagados: 0,
  rechazados: 0,
  liberados: 0,
  sin_respuesta: 0,
});

/** Intentos 'inicio' sin resultado de pedidos impagos que aún retienen stock. */
async function intentosSinResultado(db: Db, pedidos: { antesDe: Date } | { ids: number[] }) {
  const i = alias(transaccionPago, 'i');
  const resultado = db
    .select({ id: transaccionPago.id })
    .from(transaccionPago)
    .where(
      and(
        eq(transaccionPago.operacion, 'confirmacion'),
        eq(transaccionPago.id_proceso, i.id_proceso),
        eq(transaccionPago.proveedor, i.proveedor),
      ),
    );
  return db
    .select({
      pedido_id: i.pedido_id,
      proveedor: i.proveedor,
      id_proceso: i.id_proceso,
      id_externo: i.id_externo,
      monto: i.monto,
    })
    .from(i)
    .innerJoin(pedido, eq(pedido.id, i.pedido_id))
    .where(
      and(
        eq(i.operacion, 'inicio'),
        eq(pedido.estado, EstadoPedido.CREADO),
        isNull(pedido.stock_liberado_en),
        'ids' in pedidos ? inArray(i.pedido_id, pedidos.ids) : lt(i.creado_en, pedidos.antesDe),
        notExists(resultado),
      ),
    );
}

type Intento = Awaited<ReturnType<typeof intentosSinResultado>>[number];

/** Consulta un intento y, si el procesador ya lo resolvió, lo aplica como una confirmación. */
async function conciliarIntento(
  db: Db,
  proveedor: ProveedorPago,
  i: Intento,
  r: ResumenConciliacion,
): Promise<EstadoConsulta> {
  const procesador = procesadorPorNombre(proveedor, i.proveedor);
  // Un procesador que ya no está configurado no puede responder: se trata como sin pago (si
  // llegara su confirmación, la aprobación tardía vuelve a reservar el stock).
  if (!procesador || !i.id_proceso) return { estado: 'sin_pago' };
  r.consultados += 1;
  const e = await procesador.consultar({
    idProceso: i.id_proceso,
    idExterno: i.id_externo,
    monto: i.monto,
  });
  if (e.estado === 'error') r.sin_respuesta += 1;
  if (e.estado !== 'resuelto') return e;
  const a = await aplicarResultado(db, procesador, procesador.nombre, e.resultado);
  if (!a.duplicada && a.aprobado) r.pagados += 1;
  if (!a.duplicada && !a.aprobado) r.rechazados += 1;
  return e;
}

/**
 * Conciliación (dominio-paraguay §1.7): los intentos sin confirmación más viejos que
 * `minutos` se consultan al procesador (get_confirmation); un pago perdido se aplica como la
 * confirmación (idempotente con ella) y un rechazo devuelve el stock.
 */
export async function conciliarPendientes(
  db: Db,
  proveedor: ProveedorPago,
  ahora: Date,
  minutos: number,
): Promise<ResumenConciliacion> {
  const r = resumenVacio();
  const antesDe = new Date(ahora.getTime() - minutos * 60_000);
  for (const i of await intentosSinResultado(db, { antesDe })) {
    await conciliarIntento(db, proveedor, i, r);
  }
  return r;
}

/**
 * Pedidos en 0 sin confirmación pasado el plazo: antes de liberar se pregunta al procesador;
 * si estaba pagado se aplica el pago; si no pagó, se cierra el intento y vuelve el stock. Si el
 * procesador no responde, el pedido espera a la próxima vuelta.
 */
export async function liberarAbandonados(
  db: Db,
  proveedor: ProveedorPago,
  ahora: Date,
  minutos: number,
  r: ResumenConciliacion = resumenVacio(),
): Promise<number> {
  const limite = new Date(ahora.getTime() - minutos * 60_000);
  const vencidos = await db
    .select({ id: pedido.id })
    .from(pedido)
    .where(
      and(
        eq(pedido.estado, EstadoPedido.CREADO),
        isNull(pedido.stock_liberado_en),
        lt(pedido.fecha, limite),
      ),
    );
  if (vencidos.length === 0) return 0;
  const intentos = await intentosSinResultado(db, { ids: vencidos.map((v) => v.id) });
  const enEspera = new Set<number>();
  const sinPago: Intento[] = [];
  for (const i of intentos) {
    const e = await conciliarIntento(db, proveedor, i, r);
    if (e.estado === 'error' && i.pedido_id !== null) enEspera.add(i.pedido_id);
    if (e.estado === 'sin_pago' || e.estado === 'pendiente') sinPago.push(i);
  }
  for (const i of sinPago) {
    const procesador = procesadorPorNombre(proveedor, i.proveedor);
    if (procesador && i.id_proceso) await procesador.reversar(i.id_proceso);
  }
  let n = 0;
  for (const v of vencidos) {
    if (enEspera.has(v.id)) continue;
    if (await liberarStock(db, v.id, 'Pago abandonado')) n += 1;
  }
  r.liberados += n;
  return n;
}
