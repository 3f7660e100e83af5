// Intentos de pago y confirmaciones. Cada intento es una fila 'inicio' en transaccion_pago con
// su shop_process_id; la confirmación se aplica una sola vez gracias a clave_idempotencia.
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { EstadoPedido, MedioPago, MENSAJES } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../seed/comun.seed.js';
import { ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import { liberarStock, marcarPagado, reservarDeNuevo } from '../pedidos/pedidos.service.js';
import { tarjeta, transaccionPago } from './pagos.tables.js';
import { tokensIguales } from './bancard.tokens.js';
import type {
  Billetera,
  OperacionConfirmacion,
  ProveedorPago,
  ResultadoPago,
} from './proveedor-pago.js';

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

async function nuevoIdProceso(db: Db, pedidoId: number): Promise<string> {
  const previos = await db
    .select({ id: transaccionPago.id })
    .from(transaccionPago)
    .where(and(eq(transaccionPago.pedido_id, pedidoId), eq(transaccionPago.operacion, 'inicio')));
  return String(pedidoId * 100 + previos.length + 1);
}

/** Crea un intento de pago para un pedido en estado 0 y lo inicia en el procesador. */
export async function iniciarPago(
  db: Db,
  proveedor: ProveedorPago,
  s: SolicitudPago,
): Promise<RespuestaPago> {
  if (s.medioPago === MedioPago.PRUEBA && !s.pruebaPermitida) {
    throw ErrorValidacion.campo('medio_pago', MENSAJES.medioPagoNoPermitido);
  }
  const idProceso = await nuevoIdProceso(db, s.pedidoId);
  const nombre = s.medioPago === MedioPago.PRUEBA ? 'prueba' : proveedor.nombre;
  await db.insert(transaccionPago).values({
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
  });
  const cobro = {
    idProceso,
    monto: s.monto,
    descripcion: `Pedido ${s.pedidoId} Ñemu`,
    urlRetorno: `/pedido?transaccion_id=${idProceso}`,
    billetera: BILLETERAS[s.medioPago],
    telefono: s.telefono,
  };
  if (s.medioPago === MedioPago.PRUEBA) {
    const r = await aplicarResultado(db, proveedor, nombre, {
      idProceso,
      aprobado: true,
      codigoRespuesta: '00',
      codigoAutorizacion: 'PRUEBA',
      idExterno: null,
      mensaje: MENSAJES.pagoAprobado,
    });
    return {
      url: null,
      transaccion_id: idProceso,
      exitoso: r.aprobado,
      mensaje_transaccion: r.mensaje,
    };
  }
  if (s.medioPago === MedioPago.TARJETA_REGISTRADA) {
    const [t] = s.tarjetaId
      ? await db.select().from(tarjeta).where(eq(tarjeta.id, s.tarjetaId))
      : [];
    if (!t) throw new NoEncontrado(MENSAJES.tarjetaNoEncontrada);
    const resultado = await proveedor.cobrarTarjeta({
      ...cobro,
      usuarioId: s.usuarioId,
      cardId: t.card_id,
    });
    const r = await aplicarResultado(db, proveedor, nombre, resultado);
    return {
      url: null,
      transaccion_id: idProceso,
      exitoso: r.aprobado,
      mensaje_transaccion: r.mensaje,
    };
  }
  const inicio = await proveedor.iniciarCobro(cobro);
  return { url: inicio.url, transaccion_id: idProceso, exitoso: true, mensaje_transaccion: null };
}

/**
 * Aplica el resultado de un intento exactamente una vez: aprobado → pedido pagado (10);
 * rechazado → stock devuelto. Una aprobación tardía de un pedido ya liberado vuelve a reservar
 * el stock o, si ya no hay, se reversa en el procesador.
 */
export async function aplicarResultado(
  db: Db,
  proveedor: ProveedorPago,
  nombreProveedor: string,
  r: ResultadoPago,
): Promise<{ aprobado: boolean; mensaje: string; duplicada: boolean }> {
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
  let reversar = false;
  const resultado = await db.transaction(async (tx: Tx) => {
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
    if (!fila) return { aprobado: r.aprobado, mensaje: r.mensaje, duplicada: true };
    if (!r.aprobado) {
      await liberarStock(tx, pedidoId, `${MENSAJES.pagoRechazado} ${r.mensaje}`.trim());
      return { aprobado: false, mensaje: r.mensaje, duplicada: false };
    }
    const reservado = await reservarDeNuevo(tx, pedidoId);
    const pagado = reservado && (await marcarPagado(tx, pedidoId, `Pago ${r.idProceso}`));
    if (!pagado) {
      reversar = true;
      await tx.insert(transaccionPago).values({
        proveedor: nombreProveedor,
        operacion: 'rollback',
        pedido_id: pedidoId,
        medio_pago: inicio.medio_pago,
        monto: inicio.monto,
        estado: 'anulada',
        id_proceso: r.idProceso,
        mensaje: reservado ? 'Pedido ya pagado por otro intento' : MENSAJES.productoNoDisponible,
        clave_idempotencia: `rollback:${nombreProveedor}:${r.idProceso}`,
      });
      return { aprobado: false, mensaje: MENSAJES.productoNoDisponible, duplicada: false };
    }
    return { aprobado: true, mensaje: r.mensaje, duplicada: false };
  });
  if (reversar && nombreProveedor !== 'prueba') await proveedor.reversar(r.idProceso);
  return resultado;
}

/** Confirmación del procesador: verifica el token con NUESTRO monto y aplica el resultado. */
export async function confirmar(
  db: Db,
  proveedor: ProveedorPago,
  op: OperacionConfirmacion,
): Promise<{ aprobado: boolean; duplicada: boolean }> {
  const [inicio] = await db
    .select({ monto: transaccionPago.monto })
    .from(transaccionPago)
    .where(
      and(
        eq(transaccionPago.proveedor, proveedor.nombre),
        eq(transaccionPago.id_proceso, op.shop_process_id),
        eq(transaccionPago.operacion, 'inicio'),
      ),
    );
  if (!inicio) throw new NoEncontrado();
  if (!tokensIguales(proveedor.firmaConfirmacion(op.shop_process_id, inicio.monto), op.token)) {
    throw new SinPermiso(MENSAJES.firmaInvalida);
  }
  const r = await aplicarResultado(db, proveedor, proveedor.nombre, {
    idProceso: op.shop_process_id,
    aprobado: op.response_code === '00',
    codigoRespuesta: op.response_code,
    codigoAutorizacion: op.authorization_number,
    idExterno: op.ticket_number,
    mensaje: op.response_description,
  });
  return { aprobado: r.aprobado, duplicada: r.duplicada };
}

/** GET /verificar-transaccion/: estado de un intento del usuario y de su pedido. */
export async function verificarTransaccion(db: Db, usuarioId: number, idProceso: string) {
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
  };
}

/** Pedidos en 0 sin confirmación pasado el plazo: se cierran en el procesador y se libera stock. */
export async function liberarAbandonados(
  db: Db,
  proveedor: ProveedorPago,
  ahora: Date,
  minutos: number,
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
  const intentos = await db
    .select({ id_proceso: transaccionPago.id_proceso, proveedor: transaccionPago.proveedor })
    .from(transaccionPago)
    .where(
      and(
        inArray(
          transaccionPago.pedido_id,
          vencidos.map((v) => v.id),
        ),
        eq(transaccionPago.operacion, 'inicio'),
      ),
    );
  for (const i of intentos) {
    if (i.id_proceso && i.proveedor === proveedor.nombre) await proveedor.reversar(i.id_proceso);
  }
  let n = 0;
  for (const v of vencidos) if (await liberarStock(db, v.id, 'Pago abandonado')) n += 1;
  return n;
}
