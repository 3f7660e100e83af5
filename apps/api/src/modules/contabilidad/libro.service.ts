// Libro mayor de la plataforma (ADR 019 §Libro): cada hecho de dinero es un asiento de varias
// líneas que suma cero. monto > 0: la plataforma le debe a la cuenta; < 0: la cuenta le debe a la
// plataforma o tiene su dinero (cobros, fondos). El saldo de una persona es la suma de sus líneas:
// lo adeudado menos lo pagado. Sólo inserciones: un reembolso es otro asiento que revierte.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES_CONTABILIDAD, formatoGuaranies, repartirVenta } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { asientoReembolso, cobroEfectivoDePedidos, ventaDePedido } from './contabilidad.lectura.js';
import {
  movimientoBalanceTransportista,
  movimientoContable as mov,
} from './contabilidad.tables.js';

export type CuentaLibro =
  'proveedor' | 'transportista' | 'cliente' | 'comision' | 'envio' | 'cobros' | 'fondo';

export interface LineaAsiento {
  cuenta: CuentaLibro;
  monto: number;
  fabricante_id?: number | null;
  transportista_id?: number | null;
  usuario_id?: number | null;
  cuenta_fondo_id?: number | null;
  orden_venta_id?: number | null;
  descripcion?: string | null;
}

export interface ReferenciasAsiento {
  pedido_id?: number | null;
  hoja_ruta_id?: number | null;
  pago_id?: number | null;
}

/** Motivo del libro del transportista (transportista.balance) según el concepto del asiento. */
const MOTIVO_TRANSPORTISTA: Record<string, 'viaje' | 'pago' | 'ajuste'> = {
  viaje: 'viaje',
  pago: 'pago',
};

/** Toma el candado de una clave dentro de la transacción (dos asientos iguales se serializan). */
export async function candado(tx: Tx, clave: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${clave}))`);
}

async function existeAsiento(tx: Tx, asiento: string): Promise<boolean> {
  const [f] = await tx.select({ id: mov.id }).from(mov).where(eq(mov.asiento, asiento)).limit(1);
  return f !== undefined;
}

/**
 * Inserta un asiento si no existe (idempotente por su clave). Las líneas en cero se omiten; la
 * suma debe ser cero (lo verifica también un disparador diferido). Las líneas del transportista
 * se reflejan en su libro de balance, que mantiene transportista.balance.
 */
export async function asentar(
  tx: Tx,
  asiento: string,
  concepto: string,
  refs: ReferenciasAsiento,
  lineas: LineaAsiento[],
): Promise<boolean> {
  const utiles = lineas.filter((l) => l.monto !== 0);
  const suma = utiles.reduce((s, l) => s + l.monto, 0);
  if (suma !== 0) throw new Error(`El asiento ${asiento} no suma cero (${suma})`);
  if (utiles.length === 0) return false;
  await candado(tx, `asiento:${asiento}`);
  if (await existeAsiento(tx, asiento)) return false;
  await tx.insert(mov).values(
    utiles.map((l) => ({
      asiento,
      concepto,
      cuenta: l.cuenta,
      fabricante_id: l.fabricante_id ?? null,
      transportista_id: l.transportista_id ?? null,
      usuario_id: l.usuario_id ?? null,
      cuenta_fondo_id: l.cuenta_fondo_id ?? null,
      orden_venta_id: l.orden_venta_id ?? null,
      pedido_id: refs.pedido_id ?? null,
      hoja_ruta_id: refs.hoja_ruta_id ?? null,
      pago_id: refs.pago_id ?? null,
      monto: l.monto,
      descripcion: l.descripcion ?? null,
    })),
  );
  for (const l of utiles) {
    if (l.cuenta !== 'transportista' || !l.transportista_id) continue;
    await tx.insert(movimientoBalanceTransportista).values({
      transportista_id: l.transportista_id,
      monto: l.monto,
      motivo: MOTIVO_TRANSPORTISTA[concepto] ?? 'ajuste',
      hoja_ruta_id: concepto === 'viaje' ? (refs.hoja_ruta_id ?? null) : null,
      pago_id: refs.pago_id ?? null,
      referencia: asiento,
      descripcion: l.descripcion ?? null,
    });
  }
  return true;
}

/**
 * Reparto de un pedido recién pagado, en la misma transacción que lo marca pagado: a pagar a
 * cada proveedor (precio − comisión o margen vigente), comisión, envío cobrado y el cobro.
 * `cobro` 'procesador': el dinero entró por el procesador de pagos; 'efectivo': lo cobrará el
 * transportista en la entrega (el cliente queda debiendo hasta entonces).
 */
export async function asentarVentaPagada(
  tx: Tx,
  pedidoId: number,
  cobro: 'procesador' | 'efectivo' = 'procesador',
): Promise<boolean> {
  const v = await ventaDePedido(tx, pedidoId);
  if (!v) throw new NoEncontrado();
  const r = repartirVenta(
    v.lineas.map((l) => ({ ...l, comision: Number(l.comision) })),
    v.pedido.costo_envio,
    v.margenes.map((m) => ({ ...m, margen: Number(m.margen) })),
  );
  // La orden de venta guarda la comisión fijada al pagar (misma regla): es la fuente de verdad.
  const ordenDe = new Map(v.ordenes.map((o) => [o.fabricante_id, o]));
  const proveedores = r.proveedores.map((p) => {
    const o = ordenDe.get(p.fabricante_id);
    const comision = o ? Math.min(p.bruto, o.comision) : p.comision;
    return { ...p, comision, neto: p.bruto - comision, orden: o?.id ?? null };
  });
  const comisionTotal = proveedores.reduce((s, p) => s + p.comision, 0);
  const cliente = v.pedido.usuario_id;
  const hecho = await asentar(tx, `venta:${pedidoId}`, 'venta', { pedido_id: pedidoId }, [
    ...proveedores.map((p) => ({
      cuenta: 'proveedor' as const,
      fabricante_id: p.fabricante_id,
      orden_venta_id: p.orden,
      monto: p.neto,
      descripcion: `Venta del pedido ${pedidoId} (comisión ${formatoGuaranies(p.comision)})`,
    })),
    { cuenta: 'comision', monto: comisionTotal, descripcion: `Comisión del pedido ${pedidoId}` },
    { cuenta: 'envio', monto: r.envio, descripcion: `Envío cobrado del pedido ${pedidoId}` },
    { cuenta: 'cliente', usuario_id: cliente, monto: -r.total },
  ]);
  if (hecho && cobro === 'procesador') {
    await asentar(tx, `cobro:${pedidoId}`, 'cobro', { pedido_id: pedidoId }, [
      { cuenta: 'cliente', usuario_id: cliente, monto: r.total },
      { cuenta: 'cobros', monto: -r.total, descripcion: `Cobro del pedido ${pedidoId}` },
    ]);
  }
  return hecho;
}

/**
 * Reembolso o cancelación de un pedido pagado: un asiento que invierte la venta línea por línea
 * y otro que devuelve el dinero cobrado por el procesador. La tarifa del transportista (si ya hizo
 * el viaje) no se revierte: la absorbe la plataforma. Lo cobrado en efectivo no vuelve solo: el
 * cliente queda con saldo a favor en ese pedido (`aDevolverDe`) hasta que el administrador
 * registra la devolución desde una cuenta de fondos (`devolverAlCliente`, ADR 026).
 */
export async function revertirVenta(tx: Tx, pedidoId: number, motivo: string) {
  await candado(tx, `asiento:${asientoReembolso(pedidoId)}`);
  if (await existeAsiento(tx, asientoReembolso(pedidoId))) {
    throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoYaReembolsado);
  }
  const venta = await tx
    .select()
    .from(mov)
    .where(eq(mov.asiento, `venta:${pedidoId}`));
  if (venta.length === 0) throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoSinVenta);
  await asentar(
    tx,
    asientoReembolso(pedidoId),
    'reembolso',
    { pedido_id: pedidoId },
    venta.map((m) => ({
      cuenta: m.cuenta as CuentaLibro,
      fabricante_id: m.fabricante_id,
      transportista_id: m.transportista_id,
      usuario_id: m.usuario_id,
      orden_venta_id: m.orden_venta_id,
      monto: -m.monto,
      descripcion: `Reembolso: ${motivo}`,
    })),
  );
  const cobrado = await tx
    .select({ total: sql<string>`coalesce(sum(${mov.monto}), 0)` })
    .from(mov)
    .where(and(eq(mov.pedido_id, pedidoId), eq(mov.cuenta, 'cobros')));
  const enCaja = -Number(cobrado[0]?.total ?? 0);
  const cliente = venta.find((m) => m.cuenta === 'cliente')?.usuario_id ?? null;
  if (enCaja > 0 && cliente !== null) {
    await asentar(tx, `devolucion:${pedidoId}`, 'devolucion', { pedido_id: pedidoId }, [
      { cuenta: 'cliente', usuario_id: cliente, monto: -enCaja },
      { cuenta: 'cobros', monto: enCaja, descripcion: `Devolución del pedido ${pedidoId}` },
    ]);
  }
  return venta.filter((m) => m.cuenta === 'proveedor');
}

/**
 * Lo que la plataforma le debe devolver al cliente por un pedido: su saldo en ese pedido si es a
 * favor (p. ej. efectivo cobrado de un pedido reembolsado), si no 0.
 */
export async function aDevolverDe(tx: Tx | Db, pedidoId: number): Promise<number> {
  const [f] = await tx
    .select({ total: sql<string>`coalesce(sum(${mov.monto}), 0)` })
    .from(mov)
    .where(and(eq(mov.cuenta, 'cliente'), eq(mov.pedido_id, pedidoId)));
  return Math.max(0, Number(f?.total ?? 0));
}

/**
 * Devolución al cliente del dinero que se le debe por un pedido (el efectivo cobrado de un pedido
 * reembolsado), pagada desde una cuenta de fondos por transferencia o en caja: asiento
 * `devolucion:<pedido>:<n>` (cliente −monto, fondo +monto). Nunca más que lo que se le debe.
 */
export async function devolverAlCliente(
  tx: Tx,
  datos: { pedidoId: number; cuentaFondoId: number; monto: number; detalle: string },
): Promise<number> {
  await candado(tx, `devolucion:${datos.pedidoId}`);
  const pendiente = await aDevolverDe(tx, datos.pedidoId);
  if (datos.monto > pendiente) {
    throw ErrorValidacion.campo('monto', MENSAJES_CONTABILIDAD.devolucionExcedeSaldo);
  }
  const [cliente] = await tx
    .select({ usuario_id: mov.usuario_id })
    .from(mov)
    .where(and(eq(mov.asiento, `venta:${datos.pedidoId}`), eq(mov.cuenta, 'cliente')));
  if (!cliente?.usuario_id) throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoSinVenta);
  const [n] = await tx
    .select({ n: sql<number>`count(distinct ${mov.asiento})::int` })
    .from(mov)
    .where(
      and(
        eq(mov.pedido_id, datos.pedidoId),
        sql`${mov.asiento} like ${`devolucion:${datos.pedidoId}:%`}`,
      ),
    );
  await asentar(
    tx,
    `devolucion:${datos.pedidoId}:${(n?.n ?? 0) + 1}`,
    'devolucion',
    { pedido_id: datos.pedidoId },
    [
      {
        cuenta: 'cliente',
        usuario_id: cliente.usuario_id,
        monto: -datos.monto,
        descripcion: `Devolución del pedido ${datos.pedidoId}: ${datos.detalle}`,
      },
      { cuenta: 'fondo', cuenta_fondo_id: datos.cuentaFondoId, monto: datos.monto },
    ],
  );
  return pendiente - datos.monto;
}

/** Tarifa de una hoja terminada: la plataforma la paga del envío cobrado. */
export function asentarViaje(
  tx: Tx,
  datos: { transportistaId: number; hojaRutaId: number; monto: number },
) {
  return asentar(tx, `viaje:${datos.hojaRutaId}`, 'viaje', { hoja_ruta_id: datos.hojaRutaId }, [
    {
      cuenta: 'transportista',
      transportista_id: datos.transportistaId,
      monto: datos.monto,
      descripcion: `Tarifa de la hoja de ruta ${datos.hojaRutaId}`,
    },
    { cuenta: 'envio', monto: -datos.monto, descripcion: `Tarifa de la hoja ${datos.hojaRutaId}` },
  ]);
}

/** Cuenta del libro de cada tipo de persona (10 cliente, 20 proveedor, 30 transportista). */
export const CUENTA_DE_TIPO: Record<number, 'cliente' | 'proveedor' | 'transportista'> = {
  10: 'cliente',
  20: 'proveedor',
  30: 'transportista',
};

export const columnaPersona = (tipo: number) =>
  tipo === 20 ? mov.fabricante_id : tipo === 30 ? mov.transportista_id : mov.usuario_id;

/** Saldo de una persona: > 0 la plataforma le debe; < 0 ella le debe a la plataforma. */
export async function saldoDe(tx: Tx, tipo: number, personaId: number): Promise<number> {
  const cuenta = CUENTA_DE_TIPO[tipo];
  if (!cuenta) return 0;
  const [f] = await tx
    .select({ total: sql<string>`coalesce(sum(${mov.monto}), 0)` })
    .from(mov)
    .where(and(eq(mov.cuenta, cuenta), eq(columnaPersona(tipo), personaId)));
  return Number(f?.total ?? 0);
}

/**
 * Efectivo contra entrega (ADR 021 y 026): el transportista cobró en la parada del PIN la parte
 * de las órdenes de venta que entregó (todas las del pedido si no se indican). Cada orden es un
 * asiento `efectivo:<pedido>:<orden>` (cliente +parte, transportista −parte): el cliente queda
 * saldado por esa parte y el transportista debe ese efectivo hasta depositarlo. Nunca más de lo
 * que el cliente todavía debe del pedido (un pedido reembolsado no se cobra); una orden ya cobrada
 * no se cobra otra vez. Devuelve lo cobrado.
 */
export async function cobrarEfectivo(
  tx: Tx,
  datos: { pedidoId: number; transportistaId: number; ordenes?: readonly number[] },
): Promise<number> {
  // Dos entregas del mismo pedido que confirman a la vez se ordenan.
  await candado(tx, `cobro-efectivo:${datos.pedidoId}`);
  const estado = (await cobroEfectivoDePedidos(tx, [datos.pedidoId])).get(datos.pedidoId);
  const [venta] = await tx
    .select({ id: mov.id })
    .from(mov)
    .where(and(eq(mov.asiento, `venta:${datos.pedidoId}`), eq(mov.cuenta, 'cliente')));
  if (!estado || !venta) throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoSinVenta);
  const linea = (monto: number, orden: number | null) => [
    {
      cuenta: 'cliente' as const,
      usuario_id: estado.usuario_id,
      orden_venta_id: orden,
      monto,
    },
    {
      cuenta: 'transportista' as const,
      transportista_id: datos.transportistaId,
      orden_venta_id: orden,
      monto: -monto,
      descripcion: `Efectivo cobrado del pedido ${datos.pedidoId}`,
    },
  ];
  let restante = estado.adeudado;
  if (estado.ordenes.length === 0) {
    // Pedido sin órdenes de venta: se cobra entero de una vez.
    if (restante <= 0) return 0;
    const hecho = await asentar(
      tx,
      `efectivo:${datos.pedidoId}`,
      'cobro_efectivo',
      { pedido_id: datos.pedidoId },
      linea(restante, null),
    );
    return hecho ? restante : 0;
  }
  const pedidas = datos.ordenes ? new Set(datos.ordenes) : null;
  let cobrado = 0;
  for (const o of estado.ordenes) {
    if (pedidas && !pedidas.has(o.id)) continue;
    const monto = Math.min(o.parte - o.cobrado, restante);
    if (monto <= 0) continue;
    const hecho = await asentar(
      tx,
      `efectivo:${datos.pedidoId}:${o.id}`,
      'cobro_efectivo',
      { pedido_id: datos.pedidoId },
      linea(monto, o.id),
    );
    if (!hecho) continue;
    cobrado += monto;
    restante -= monto;
  }
  return cobrado;
}

/** Efectivo que el transportista cobró y todavía no depositó. */
export async function efectivoPendiente(tx: Tx | Db, transportistaId: number): Promise<number> {
  const [f] = await tx
    .select({ total: sql<string>`coalesce(sum(${mov.monto}), 0)` })
    .from(mov)
    .where(
      and(
        eq(mov.cuenta, 'transportista'),
        eq(mov.transportista_id, transportistaId),
        inArray(mov.concepto, ['cobro_efectivo', 'deposito_efectivo']),
      ),
    );
  return -Number(f?.total ?? 0);
}
