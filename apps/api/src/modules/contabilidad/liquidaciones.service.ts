// Pagos y liquidaciones: pagos a proveedores y transportistas, cobros a clientes, cuentas de
// fondos, balances por persona y totales de la plataforma. Todo dinero pasa por el libro mayor.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CLAVE_EFECTIVO_TOPE,
  MENSAJES_CONTABILIDAD,
  dentroDelTope,
  formatearMensaje,
  formatoFecha,
  formatoGuaranies,
  type ConsultaBalance,
  type ConsultaFacturas,
  type ConsultaPaginada,
  type DevolucionCliente,
  type RegistrarPago,
  topeEfectivo,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { filtroDias, filtroInstantes, type FiltroFechas } from '../../lib/filtro-fechas.js';
import { paginar } from '../../lib/paginacion.js';
import {
  nombresDe,
  personaDe,
  transportistasDeEmpresa,
  usuariosDePersona,
} from './contabilidad.lectura.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { valorConfiguracion } from '../configuracion/configuracion.lectura.js';
import {
  cuentaFondo,
  factura,
  movimientoContable as mov,
  pago,
  pagoFactura,
} from './contabilidad.tables.js';
import {
  CUENTA_DE_TIPO,
  asentar,
  candado,
  columnaPersona,
  devolverAlCliente,
  efectivoPendiente,
  saldoDe,
} from './libro.service.js';

// ───────────────────────────── cuentas de fondos ─────────────────────────────

export async function listarCuentasFondo(db: Db) {
  const filas = await db
    .select()
    .from(cuentaFondo)
    .where(eq(cuentaFondo.activo, true))
    .orderBy(asc(cuentaFondo.nombre));
  return filas.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    tipo: c.tipo,
    banco: c.banco,
    numero_cuenta: c.numero_cuenta,
    moneda: c.moneda,
  }));
}

// ───────────────────────────── pagos ─────────────────────────────

const personaColumnas = (tipo: number, id: number) => ({
  usuario_id: tipo === 10 ? id : null,
  fabricante_id: tipo === 20 ? id : null,
  transportista_id: tipo === 30 ? id : null,
});

/**
 * Registra un pago a un proveedor o transportista (liquidación) o un cobro a un cliente. Un pago
 * nunca supera lo adeudado: el saldo se lee con el candado de la persona tomado, así dos pagos
 * simultáneos se ordenan y el segundo ve el saldo que dejó el primero.
 */
export async function registrarPago(db: Db, datos: RegistrarPago, registradoPor: number) {
  const id = await db.transaction(async (tx) => {
    const persona = await personaDe(tx, datos.tipo, datos.persona_id);
    if (!persona) {
      throw ErrorValidacion.campo('persona_id', MENSAJES_CONTABILIDAD.personaInexistente);
    }
    const [fondo] = await tx
      .select({ id: cuentaFondo.id })
      .from(cuentaFondo)
      .where(and(eq(cuentaFondo.id, datos.fund_account), eq(cuentaFondo.activo, true)));
    if (!fondo) {
      throw ErrorValidacion.campo('fund_account', MENSAJES_CONTABILIDAD.cuentaFondoInexistente);
    }
    await candado(tx, `saldo:${datos.tipo}:${datos.persona_id}`);
    const saldo = await saldoDe(tx, datos.tipo, datos.persona_id);
    // Proveedor y transportista: la plataforma les debe el saldo; cliente: él debe -saldo.
    const adeudado = datos.tipo === 10 ? -saldo : saldo;
    if (datos.monto > adeudado) {
      throw ErrorValidacion.campo('monto', MENSAJES_CONTABILIDAD.pagoExcedeSaldo);
    }
    const aplicaciones = await aplicarAFacturas(tx, datos);
    const [p] = await tx
      .insert(pago)
      .values({
        tipo: datos.tipo,
        ...personaColumnas(datos.tipo, datos.persona_id),
        cuenta_fondo_id: datos.fund_account,
        monto: datos.monto,
        fecha: datos.fecha,
        referencia: datos.referencia ?? null,
        registrado_por: registradoPor,
      })
      .returning({ id: pago.id });
    if (!p) throw new Error('no se registró el pago');
    if (aplicaciones.length > 0) {
      await tx
        .insert(pagoFactura)
        .values(aplicaciones.map((a) => ({ pago_id: p.id, factura_id: a.id, monto: a.monto })));
      for (const a of aplicaciones) {
        await tx
          .update(factura)
          .set({ cobrado: sql`${factura.cobrado} + ${a.monto}` })
          .where(eq(factura.id, a.id));
      }
    }
    const cuenta = CUENTA_DE_TIPO[datos.tipo] ?? 'cliente';
    const signo = datos.tipo === 10 ? 1 : -1;
    await asentar(tx, `pago:${p.id}`, 'pago', { pago_id: p.id }, [
      {
        cuenta,
        ...personaColumnas(datos.tipo, datos.persona_id),
        monto: signo * datos.monto,
        descripcion: datos.tipo === 10 ? 'Cobro registrado' : 'Pago registrado',
      },
      {
        cuenta: 'fondo',
        cuenta_fondo_id: datos.fund_account,
        monto: -signo * datos.monto,
      },
    ]);
    // Aviso al proveedor o transportista, con enlace a su pantalla de saldo.
    if (datos.tipo !== 10) {
      await notificar(
        tx,
        await usuariosDePersona(tx, datos.tipo, datos.persona_id),
        'general',
        { url: datos.tipo === 20 ? '/proveedor/balance' : '/driver/ganancia' },
        {
          titulo: MENSAJES_CONTABILIDAD.notificacionPagoTitulo,
          cuerpo: formatearMensaje(MENSAJES_CONTABILIDAD.notificacionPagoCuerpo, {
            monto: formatoGuaranies(datos.monto),
            fecha: formatoFecha(`${datos.fecha}T12:00:00-03:00`),
            saldo: formatoGuaranies(adeudado - datos.monto),
          }),
        },
      );
    }
    return p.id;
  });
  return detallePago(db, id);
}

/** Reparte el pago entre las facturas indicadas (de esa persona), sin pasar lo pendiente. */
async function aplicarAFacturas(tx: Tx, datos: RegistrarPago) {
  if (datos.facturas.length === 0) return [];
  const filas = await tx
    .select()
    .from(factura)
    .where(inArray(factura.id, datos.facturas))
    .orderBy(asc(factura.fecha), asc(factura.id))
    .for('update');
  let resto = datos.monto;
  const aplicaciones: { id: number; monto: number }[] = [];
  for (const id of datos.facturas) {
    const f = filas.find((x) => x.id === id);
    const dueno =
      f &&
      f.tipo === datos.tipo &&
      (datos.tipo === 20
        ? f.fabricante_id
        : datos.tipo === 30
          ? f.transportista_id
          : f.usuario_id) === datos.persona_id;
    if (!f || !dueno) throw ErrorValidacion.campo('facturas', MENSAJES_CONTABILIDAD.facturaAjena);
    const pendiente = f.total - f.cobrado;
    const monto = Math.min(pendiente, resto);
    if (monto > 0) aplicaciones.push({ id: f.id, monto });
    resto -= monto;
  }
  if (resto > 0) throw ErrorValidacion.campo('monto', MENSAJES_CONTABILIDAD.facturaExcedida);
  return aplicaciones;
}

async function detallePago(db: Db, id: number) {
  const [p] = await db.select().from(pago).where(eq(pago.id, id));
  if (!p) throw new NoEncontrado();
  const [fila] = await lecturaPagos(db, [p]);
  return fila;
}

async function lecturaPagos(db: Db, filas: (typeof pago.$inferSelect)[]) {
  const ids = filas.map((p) => p.id);
  const aplicadas =
    ids.length === 0
      ? []
      : await db.select().from(pagoFactura).where(inArray(pagoFactura.pago_id, ids));
  const fondos = await db
    .select({ id: cuentaFondo.id, nombre: cuentaFondo.nombre })
    .from(cuentaFondo);
  const nombres = new Map<number, Map<number, string>>();
  for (const tipo of [10, 20, 30]) {
    const idsTipo = filas
      .filter((p) => p.tipo === tipo)
      .map((p) => personaId(p))
      .filter((x): x is number => x !== null);
    nombres.set(tipo, await nombresDe(db, tipo, [...new Set(idsTipo)]));
  }
  return filas.map((p) => ({
    id: p.id,
    tipo: p.tipo,
    persona_id: personaId(p),
    persona_nombre: nombres.get(p.tipo)?.get(personaId(p) ?? 0) ?? '',
    fund_account: p.cuenta_fondo_id,
    fund_account_nombre: fondos.find((f) => f.id === p.cuenta_fondo_id)?.nombre ?? '',
    monto: p.monto,
    fecha: p.fecha,
    referencia: p.referencia,
    facturas: aplicadas.filter((a) => a.pago_id === p.id).map((a) => a.factura_id),
    creado_en: p.creado_en.toISOString(),
  }));
}

const personaId = (p: typeof pago.$inferSelect) =>
  p.tipo === 20 ? p.fabricante_id : p.tipo === 30 ? p.transportista_id : p.usuario_id;

export function listarPagos(db: Db, request: FastifyRequest, c: ConsultaFacturas) {
  const persona =
    c.persona_id === undefined
      ? undefined
      : c.tipo === 20
        ? eq(pago.fabricante_id, c.persona_id)
        : c.tipo === 30
          ? eq(pago.transportista_id, c.persona_id)
          : eq(pago.usuario_id, c.persona_id);
  const where = and(
    c.tipo === undefined ? undefined : eq(pago.tipo, c.tipo),
    persona,
    filtroDias(pago.fecha, c),
    c.search ? ilike(pago.referencia, `%${c.search}%`) : undefined,
  );
  return paginar(request, c, {
    contar: async () => (await db.select({ n: count() }).from(pago).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      lecturaPagos(
        db,
        await db
          .select()
          .from(pago)
          .where(where)
          .orderBy(desc(pago.fecha), desc(pago.id))
          .limit(limit)
          .offset(offset),
      ),
  });
}

// ───────────────────────────── balances ─────────────────────────────

const filtroFechas = (c: FiltroFechas) => filtroInstantes(mov.creado_en, c);

/** Conceptos que son pagos o cobros (no devengan). */
const CONCEPTOS_EFECTIVO = ['cobro_efectivo', 'deposito_efectivo'];
const CONCEPTOS_PAGO = ['pago', 'cobro', 'devolucion', ...CONCEPTOS_EFECTIVO];

const sumaDonde = (cond: SQL) =>
  sql<string>`coalesce(sum(case when ${cond} then ${mov.monto} else 0 end), 0)`;

/** Resumen de una persona: devengado, pagado, saldo, facturado y cobrado en sus facturas. */
async function resumenes(
  db: Db,
  tipo: number,
  ids: number[] | null,
  c: { fecha__gt?: string | undefined; fecha__lt?: string | undefined },
) {
  const cuenta = CUENTA_DE_TIPO[tipo] ?? 'cliente';
  const col = columnaPersona(tipo);
  // Transportista: el efectivo cobrado y sus depósitos van aparte (lo que debe en mano), no
  // como pagos; para el cliente, el cobro en efectivo sí es su pago.
  const efectivo = tipo === 30 ? CONCEPTOS_EFECTIVO : [];
  const esEfectivo = inArray(mov.concepto, efectivo.length > 0 ? efectivo : ['']);
  const esPago = inArray(
    mov.concepto,
    CONCEPTOS_PAGO.filter((c) => !efectivo.includes(c)),
  );
  const filas = await db
    .select({
      persona: col,
      devengado: sumaDonde(sql`not (${esPago}) and not (${esEfectivo})`),
      pagado: sumaDonde(esPago),
      efectivo: sumaDonde(esEfectivo),
      saldo: sql<string>`coalesce(sum(${mov.monto}), 0)`,
      movimientos: count(),
    })
    .from(mov)
    .where(
      and(
        eq(mov.cuenta, cuenta),
        ids === null ? undefined : inArray(col, ids.length > 0 ? ids : [0]),
        filtroFechas(c),
      ),
    )
    .groupBy(col);
  const colFactura =
    tipo === 20
      ? factura.fabricante_id
      : tipo === 30
        ? factura.transportista_id
        : factura.usuario_id;
  const facturas = await db
    .select({
      persona: colFactura,
      facturado: sql<string>`coalesce(sum(case when ${factura.tipo_documento} = 5 then -${factura.total} else ${factura.total} end), 0)`,
      cobrado: sql<string>`coalesce(sum(${factura.cobrado}), 0)`,
    })
    .from(factura)
    .where(
      and(
        eq(factura.tipo, tipo),
        ids === null ? undefined : inArray(colFactura, ids.length > 0 ? ids : [0]),
      ),
    )
    .groupBy(colFactura);
  const personas = new Set<number>();
  for (const f of filas) if (f.persona !== null) personas.add(f.persona);
  for (const f of facturas) if (f.persona !== null) personas.add(f.persona);
  for (const id of ids ?? []) personas.add(id);
  const signo = tipo === 10 ? -1 : 1;
  return [...personas].map((id) => {
    const m = filas.find((f) => f.persona === id);
    const fa = facturas.find((f) => f.persona === id);
    return {
      tipo,
      persona_id: id,
      // Cliente: lo comprado y lo pagado en positivo; saldo < 0 si debe.
      devengado: signo * Number(m?.devengado ?? 0),
      // `|| 0`: sin movimientos la negación daría −0.
      pagado: -signo * Number(m?.pagado ?? 0) || 0,
      saldo: Number(m?.saldo ?? 0),
      /** Efectivo contra entrega cobrado y sin depositar (sólo transportistas). */
      efectivo_pendiente: -Number(m?.efectivo ?? 0) || 0,
      facturado: Number(fa?.facturado ?? 0),
      cobrado_facturas: Number(fa?.cobrado ?? 0),
      movimientos: Number(m?.movimientos ?? 0),
    };
  });
}

/** GET /balance/: saldo por persona de un tipo (proveedor por defecto), con filtros. */
export async function listarBalances(db: Db, request: FastifyRequest, c: ConsultaBalance) {
  const tipo = c.tipo ?? 20;
  let filas = await resumenes(db, tipo, null, c);
  if (c.cobrado !== undefined) filas = filas.filter((f) => f.pagado > 0 === c.cobrado);
  if (c.facturado !== undefined) filas = filas.filter((f) => f.facturado > 0 === c.facturado);
  const busqueda = c.search?.toLocaleLowerCase('es') ?? '';
  const nombres = await nombresDe(
    db,
    tipo,
    filas.map((f) => f.persona_id),
  );
  const todas = filas
    .map((f) => ({ ...f, nombre: nombres.get(f.persona_id) ?? '' }))
    .filter((f) => busqueda === '' || f.nombre.toLocaleLowerCase('es').includes(busqueda))
    .sort((a, b) => b.saldo - a.saldo || a.persona_id - b.persona_id);
  return paginar(request, c, {
    contar: () => Promise.resolve(todas.length),
    listar: (limit, offset) => Promise.resolve(todas.slice(offset, offset + limit)),
  });
}

/** Saldo de una persona (proveedor o transportista leen el propio). */
export async function balanceDe(db: Db, tipo: number, personaIdLeido: number) {
  const persona = await personaDe(db, tipo, personaIdLeido);
  if (!persona) throw new NoEncontrado();
  const [r] = await resumenes(db, tipo, [personaIdLeido], {});
  return { ...r!, nombre: persona.nombre };
}

// Las tarifas por empresa salen del modelo de lectura (cruzan hojas y vehículos).
export { gananciasEmpresa, gananciasEmpresaPorMes } from './contabilidad.lectura.js';

/** Saldos del libro de los transportistas que conducen vehículos de la empresa, y sus sumas. */
export async function saldosDeEmpresa(db: Db, empresaId: number) {
  const ids = await transportistasDeEmpresa(db, empresaId);
  const transportistas = await Promise.all(ids.map((id) => balanceDe(db, 30, id)));
  const suma = (campo: 'devengado' | 'pagado' | 'saldo' | 'efectivo_pendiente') =>
    transportistas.reduce((s, t) => s + t[campo], 0);
  return {
    devengado: suma('devengado'),
    pagado: suma('pagado'),
    saldo: suma('saldo'),
    efectivo_pendiente: suma('efectivo_pendiente'),
    transportistas,
  };
}

/** Movimientos del libro de una persona, los más nuevos primero. */
export function movimientosDe(
  db: Db,
  request: FastifyRequest,
  tipo: number,
  personaIdLeido: number,
  c: ConsultaPaginada,
) {
  const where = and(
    eq(mov.cuenta, CUENTA_DE_TIPO[tipo] ?? 'cliente'),
    eq(columnaPersona(tipo), personaIdLeido),
  );
  return paginar(request, c, {
    contar: async () => (await db.select({ n: count() }).from(mov).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select()
          .from(mov)
          .where(where)
          .orderBy(desc(mov.creado_en), desc(mov.id))
          .limit(limit)
          .offset(offset)
      ).map((m) => ({
        id: m.id,
        fecha: m.creado_en.toISOString(),
        concepto: m.concepto,
        monto: m.monto,
        descripcion: m.descripcion,
        pedido: m.pedido_id,
        orden_venta: m.orden_venta_id,
        hoja_ruta: m.hoja_ruta_id,
        pago: m.pago_id,
      })),
  });
}

/**
 * Lo que la plataforma debe devolver a los clientes, al día: la suma de los saldos a favor del
 * cliente por pedido (el efectivo cobrado de pedidos reembolsados y aún no devuelto).
 */
async function aDevolverClientes(db: Db): Promise<number> {
  const porPedido = db
    .select({ saldo: sql<string>`sum(${mov.monto})`.as('saldo') })
    .from(mov)
    .where(and(eq(mov.cuenta, 'cliente'), sql`${mov.pedido_id} is not null`))
    .groupBy(mov.pedido_id)
    .as('por_pedido');
  const [f] = await db
    .select({ total: sql<string>`coalesce(sum(greatest(${porPedido.saldo}, 0)), 0)` })
    .from(porPedido);
  return Number(f?.total ?? 0);
}

/** GET /balance/0/: totales de la plataforma por cuenta del libro. */
export async function totalesPlataforma(
  db: Db,
  c: { fecha__gt?: string | undefined; fecha__lt?: string | undefined } = {},
) {
  const filas = await db
    .select({ cuenta: mov.cuenta, concepto: mov.concepto, total: sql<string>`sum(${mov.monto})` })
    .from(mov)
    .where(filtroFechas(c))
    .groupBy(mov.cuenta, mov.concepto);
  const suma = (cuenta: string, conceptos?: string[]) =>
    filas
      .filter((f) => f.cuenta === cuenta && (!conceptos || conceptos.includes(f.concepto)))
      .reduce((s, f) => s + Number(f.total), 0);
  const comision = suma('comision');
  const envioCobrado = suma('envio', ['venta', 'reembolso']);
  const tarifas = -suma('envio', ['viaje']);
  return {
    ventas: -suma('cliente', ['venta', 'reembolso']),
    cobrado: -suma('cobros'),
    comision,
    envio_cobrado: envioCobrado,
    tarifas_transportistas: tarifas,
    ganancia: comision + envioCobrado - tarifas,
    adeudado_proveedores: suma('proveedor'),
    pagado_proveedores: -suma('proveedor', ['pago']),
    adeudado_transportistas: suma('transportista'),
    pagado_transportistas: -suma('transportista', ['pago']),
    efectivo_en_transportistas: -suma('transportista', ['cobro_efectivo', 'deposito_efectivo']),
    a_devolver_clientes: await aDevolverClientes(db),
    /** Dinero en poder de la plataforma: lo cobrado menos lo pagado desde las cuentas de fondos. */
    disponible: -(suma('cobros') + suma('fondo')),
    /** Suma de todo el libro: siempre 0 (cada asiento balancea). */
    control: filas.reduce((s, f) => s + Number(f.total), 0),
  };
}

// ───────────────────────────── efectivo contra entrega ─────────────────────────────

/** Tope de efectivo sin depositar por transportista (clave `efectivo_tope_transportista`). */
export async function topeEfectivoConfigurado(db: Db | Tx): Promise<number> {
  return topeEfectivo(await valorConfiguracion(db, CLAVE_EFECTIVO_TOPE));
}

/**
 * Depósito del efectivo cobrado por un transportista, registrado por el administrador: salda su
 * deuda con la plataforma. Nunca más que lo pendiente (con el candado del transportista).
 */
export async function registrarDepositoEfectivo(
  db: Db,
  datos: { transportista: number; fund_account: number; monto: number; fecha: string },
) {
  return db.transaction(async (tx) => {
    const persona = await personaDe(tx, 30, datos.transportista);
    if (!persona) {
      throw ErrorValidacion.campo('transportista', MENSAJES_CONTABILIDAD.personaInexistente);
    }
    const [fondo] = await tx
      .select({ id: cuentaFondo.id })
      .from(cuentaFondo)
      .where(and(eq(cuentaFondo.id, datos.fund_account), eq(cuentaFondo.activo, true)));
    if (!fondo) {
      throw ErrorValidacion.campo('fund_account', MENSAJES_CONTABILIDAD.cuentaFondoInexistente);
    }
    await candado(tx, `efectivo:${datos.transportista}`);
    const pendiente = await efectivoPendiente(tx, datos.transportista);
    if (datos.monto > pendiente) {
      throw ErrorValidacion.campo('monto', MENSAJES_CONTABILIDAD.depositoExcedeEfectivo);
    }
    await asentar(tx, `deposito:${datos.transportista}:${randomUUID()}`, 'deposito_efectivo', {}, [
      {
        cuenta: 'transportista',
        transportista_id: datos.transportista,
        monto: datos.monto,
        descripcion: `Depósito de efectivo del ${datos.fecha}`,
      },
      { cuenta: 'fondo', cuenta_fondo_id: datos.fund_account, monto: -datos.monto },
    ]);
    return { transportista: datos.transportista, pendiente: pendiente - datos.monto };
  });
}

/**
 * Devolución al cliente de lo que se le debe por un pedido (efectivo cobrado de un pedido
 * reembolsado), desde una cuenta de fondos (ADR 026). Nunca más que lo que se le debe.
 */
export async function registrarDevolucionCliente(db: Db, datos: DevolucionCliente) {
  return db.transaction(async (tx) => {
    const [fondo] = await tx
      .select({ id: cuentaFondo.id })
      .from(cuentaFondo)
      .where(and(eq(cuentaFondo.id, datos.fund_account), eq(cuentaFondo.activo, true)));
    if (!fondo) {
      throw ErrorValidacion.campo('fund_account', MENSAJES_CONTABILIDAD.cuentaFondoInexistente);
    }
    const pendiente = await devolverAlCliente(tx, {
      pedidoId: datos.pedido,
      cuentaFondoId: datos.fund_account,
      monto: datos.monto,
      detalle: [datos.fecha, datos.referencia].filter(Boolean).join(', '),
    });
    return { pedido: datos.pedido, devuelto: datos.monto, a_devolver: pendiente };
  });
}

/** Efectivo cobrado y no depositado por transportista (todos, o sólo los de `ids`). */
async function efectivoSinDepositar(db: Db | Tx, ids?: readonly number[]) {
  const filas = await db
    .select({ id: mov.transportista_id, total: sql<string>`sum(${mov.monto})` })
    .from(mov)
    .where(
      and(
        eq(mov.cuenta, 'transportista'),
        ids && inArray(mov.transportista_id, [...ids]),
        inArray(mov.concepto, ['cobro_efectivo', 'deposito_efectivo']),
      ),
    )
    .groupBy(mov.transportista_id);
  return filas.flatMap((f) =>
    f.id === null ? [] : [{ transportista: f.id, pendiente: -Number(f.total) }],
  );
}

/** Efectivo pendiente de depositar por transportista (los que tienen algo), de mayor a menor. */
export async function efectivoPorTransportista(db: Db) {
  const tope = await topeEfectivoConfigurado(db);
  const conDeuda = (await efectivoSinDepositar(db)).filter((f) => f.pendiente > 0);
  const nombres = await nombresDe(
    db,
    30,
    conDeuda.map((f) => f.transportista),
  );
  return conDeuda
    .map((f) => ({
      ...f,
      nombre: nombres.get(f.transportista) ?? '',
      supera_tope: f.pendiente > tope,
    }))
    .sort((a, b) => b.pendiente - a.pendiente);
}

/**
 * Transportistas de la lista que superan el tope de efectivo sin depositar: no reciben
 * oportunidades con pedidos en efectivo (las hojas lo consultan al ofrecer y al aceptar).
 */
export async function excedenTopeEfectivo(
  db: Db | Tx,
  transportistaIds: readonly number[],
): Promise<Set<number>> {
  if (transportistaIds.length === 0) return new Set();
  const tope = await topeEfectivoConfigurado(db);
  return new Set(
    (await efectivoSinDepositar(db, transportistaIds))
      .filter((f) => !dentroDelTope(f.pendiente, tope))
      .map((f) => f.transportista),
  );
}
