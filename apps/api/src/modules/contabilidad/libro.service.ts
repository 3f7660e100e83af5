// Libro mayor de la plataforma (ADR 019 §Libro): cada hecho de dinero es un asiento de varias
// líneas que suma cero. monto > 0: la plataforma le debe a la cuenta; < 0: la cuenta le debe a la
// plataforma o tiene su dinero (cobros, fondos). El saldo de una persona es la suma de sus líneas:
// lo adeudado menos lo pagado. Sólo inserciones: un reembolso es otro asiento que revierte.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MENSAJES_CONTABILIDAD, formatoGuaranies, repartirVenta } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { Conflicto, NoEncontrado } from '../../lib/errores.js';
import { ventaDePedido } from './contabilidad.lectura.js';
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
 * y otro que devuelve el dinero cobrado. La tarifa del transportista (si ya hizo el viaje) no se
 * revierte: la absorbe la plataforma.
 */
export async function revertirVenta(tx: Tx, pedidoId: number, motivo: string) {
  await candado(tx, `asiento:reembolso:${pedidoId}`);
  if (await existeAsiento(tx, `reembolso:${pedidoId}`)) {
    throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoYaReembolsado);
  }
  const venta = await tx
    .select()
    .from(mov)
    .where(eq(mov.asiento, `venta:${pedidoId}`));
  if (venta.length === 0) throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoSinVenta);
  await asentar(
    tx,
    `reembolso:${pedidoId}`,
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
 * Efectivo contra entrega: el transportista cobró el pedido en la parada del PIN. El cliente
 * queda saldado y el transportista le debe ese efectivo a la plataforma hasta depositarlo.
 */
export async function cobrarEfectivo(
  tx: Tx,
  datos: { pedidoId: number; transportistaId: number },
): Promise<boolean> {
  const venta = await tx
    .select({ usuario_id: mov.usuario_id, monto: mov.monto })
    .from(mov)
    .where(and(eq(mov.asiento, `venta:${datos.pedidoId}`), eq(mov.cuenta, 'cliente')));
  const cliente = venta[0];
  if (!cliente || cliente.usuario_id === null) {
    throw new Conflicto(MENSAJES_CONTABILIDAD.pedidoSinVenta);
  }
  return asentar(
    tx,
    `efectivo:${datos.pedidoId}`,
    'cobro_efectivo',
    { pedido_id: datos.pedidoId },
    [
      // La venta dejó al cliente en -total: el cobro lo salda y el efectivo queda en el transportista.
      { cuenta: 'cliente', usuario_id: cliente.usuario_id, monto: -cliente.monto },
      {
        cuenta: 'transportista',
        transportista_id: datos.transportistaId,
        monto: cliente.monto,
        descripcion: `Efectivo cobrado del pedido ${datos.pedidoId}`,
      },
    ],
  );
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
