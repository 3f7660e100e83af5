// Modelo de dinero: reparto de cada pedido pagado, reembolsos, tarifas, pagos y efectivo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { partesCobroEfectivo } from '@nemu/domain';
import { eq, sql } from 'drizzle-orm';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearPuntoRetiro } from '../pedidos/compra.fixtures.js';
import { crearTipoVehiculo } from '../hojas-ruta/operacion.fixtures.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import {
  crearCategoria,
  crearCuentaFondo,
  crearProductoEn,
  pedidoPagado,
} from './contabilidad.fixtures.js';
import { movimientoContable as mov } from './contabilidad.tables.js';
import { acreditarViaje } from './balance-transportista.service.js';
import { reembolsarPedido } from './facturas.service.js';
import { aDevolverDe, cobrarEfectivo, saldoDe } from './libro.service.js';
import {
  balanceDe,
  excedenTopeEfectivo,
  registrarDepositoEfectivo,
  registrarDevolucionCliente,
  registrarPago,
  topeEfectivoConfigurado,
} from './liquidaciones.service.js';


let app: FastifyInstance;
let admin: UsuarioDePrueba;
let tipoVehiculo: number;
let fondo: number;

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  admin = await crearUsuario(app, 'administrador');
  tipoVehiculo = await crearTipoVehiculo(app);
  fondo = await crearCuentaFondo(app);
});
afterAll(() => app.close());

const sumaPedido = async (pedidoId: number) =>
  Number(
    (
      await app.db
        .select({ s: sql<string>`coalesce(sum(${mov.monto}), 0)` })
        .from(mov)
        .where(eq(mov.pedido_id, pedidoId))
    )[0]?.s,
  );

async function nuevoTransportista(): Promise<number> {
  const u = await crearUsuario(app, 'transportista');
  const [t] = await app.db
    .select({ id: transportista.id })
    .from(transportista)
    .where(eq(transportista.usuario_id, u.id));
  return t!.id;
}

async function hojaTerminada(transportistaId: number, tarifa: number): Promise<number> {
  const [h] = await app.db
    .insert(hojaRuta)
    .values({
      fecha: '2026-11-24',
      tipo_vehiculo_id: tipoVehiculo,
      transportista_id: transportistaId,
      tarifa_transportista: tarifa,
      finalizado: true,
    })
    .returning({ id: hojaRuta.id });
  return h!.id;
}

describe('el pago confirmado reparte el pedido en el libro', () => {
  it('single-buy pagado en el sandbox: proveedor (precio − comisión de la categoría), comisión y cobro; suma cero', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const prov = await crearUsuario(app, 'proveedor_propietario');
    await crearPuntoRetiro(app, prov.fabricanteId!);
    const cat = await crearCategoria(app, 12.5, 5);
    const prod = await crearProductoEn(app, prov.fabricanteId!, cat, 80_000);
    const cuerpo = { delivery: false, medio_pago: 1, productos: [{ producto: prod, cantidad: 3 }] };
    const cot = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: { ...cuerpo, monto: 1 },
    });
    expect(cot.statusCode).toBe(409);
    const monto = cot.json<{ monto: number }>().monto;
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: { ...cuerpo, monto },
    });
    expect(r.statusCode).toBe(200);
    const { url, pedido_id } = r.json<{ url: string; pedido_id: number }>();
    const pagado = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        numero: '4111111111111111',
        vencimiento: '08/29',
        cvv: '123',
        accion: 'pagar',
      }).toString(),
    });
    expect(pagado.statusCode).toBe(303);
    const filas = await app.db.select().from(mov).where(eq(mov.pedido_id, pedido_id));
    const de = (cuenta: string) =>
      filas.filter((f) => f.cuenta === cuenta).reduce((s, f) => s + f.monto, 0);
    expect(de('proveedor')).toBe(240_000 - 30_000);
    expect(de('comision')).toBe(30_000);
    expect(de('cobros')).toBe(-240_000);
    expect(de('cliente')).toBe(0);
    expect(await sumaPedido(pedido_id)).toBe(0);
    const balance = await app.inject({
      method: 'GET',
      url: `/api/balance/20/${prov.fabricanteId}/`,
      headers: autorizacion(prov),
    });
    expect(balance.json()).toMatchObject({ saldo: 210_000, devengado: 210_000, pagado: 0 });
  });

  it('el libro no admite cambios ni borrados, ni un asiento que no sume cero', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const prov = await crearUsuario(app, 'proveedor');
    const prod = await crearProductoEn(
      app,
      prov.fabricanteId!,
      await crearCategoria(app, 10),
      10_000,
    );
    const { pedidoId } = await pedidoPagado(app, cliente.id, [
      {
        fabricanteId: prov.fabricanteId!,
        productoId: prod,
        precio: 10_000,
        cantidad: 1,
        comision: 10,
      },
    ]);
    await expect(
      app.db.update(mov).set({ monto: 1 }).where(eq(mov.pedido_id, pedidoId)),
    ).rejects.toThrow();
    await expect(app.db.delete(mov).where(eq(mov.pedido_id, pedidoId))).rejects.toThrow();
    await expect(
      app.db
        .insert(mov)
        .values({ asiento: 'roto:1', concepto: 'venta', cuenta: 'comision', monto: 5 }),
    ).rejects.toThrow();
  });

  it('la tarifa del viaje se acredita una sola vez y mueve transportista.balance', async () => {
    const t = await nuevoTransportista();
    const h = await hojaTerminada(t, 35_000);
    expect(
      await app.db.transaction((tx) =>
        acreditarViaje(tx, { transportistaId: t, hojaRutaId: h, monto: 35_000 }),
      ),
    ).toBe(true);
    expect(
      await app.db.transaction((tx) =>
        acreditarViaje(tx, { transportistaId: t, hojaRutaId: h, monto: 35_000 }),
      ),
    ).toBe(false);
    const [fila] = await app.db
      .select({ b: transportista.balance })
      .from(transportista)
      .where(eq(transportista.id, t));
    expect(fila?.b).toBe(35_000);
    expect(await app.db.transaction((tx) => saldoDe(tx, 30, t))).toBe(35_000);
  });
});

// Propiedad: para secuencias al azar de pedidos (con tarjeta o en efectivo), cobros en efectivo
// (enteros o de una sola orden de venta, como una entrega de dos), viajes, reembolsos, pagos,
// depósitos de efectivo y devoluciones al cliente, cada pedido suma cero y cada saldo = lo
// adeudado − lo pagado (− efectivo en mano); el cliente tiene a favor lo cobrado en efectivo de
// un pedido reembolsado hasta que se le devuelve.
type Op =
  | {
      k: 'pedido';
      lineas: { prov: number; precio: number; cant: number; com: number }[];
      envio: number;
      efectivo: boolean;
    }
  | { k: 'cobro'; cual: number; trans: number; unaOrden: boolean }
  | { k: 'viaje'; trans: number; tarifa: number }
  | { k: 'reembolso'; cual: number }
  | { k: 'pago'; quien: number; fraccion: number; exceder: boolean }
  | { k: 'deposito'; trans: number; fraccion: number }
  | { k: 'devolucion'; cual: number; fraccion: number; exceder: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('pedido' as const),
    lineas: fc.array(
      fc.record({
        prov: fc.nat(1),
        precio: fc.integer({ min: 1_000, max: 500_000 }),
        cant: fc.integer({ min: 1, max: 4 }),
        com: fc.constantFrom(0, 5, 7.5, 10, 15),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    envio: fc.constantFrom(0, 15_000, 23_500),
    efectivo: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('cobro' as const),
    cual: fc.nat(20),
    trans: fc.nat(1),
    unaOrden: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('viaje' as const),
    trans: fc.nat(1),
    tarifa: fc.integer({ min: 5_000, max: 90_000 }),
  }),
  fc.record({ k: fc.constant('reembolso' as const), cual: fc.nat(20) }),
  fc.record({
    k: fc.constant('pago' as const),
    quien: fc.nat(3),
    fraccion: fc.double({ min: 0.1, max: 1, noNaN: true }),
    exceder: fc.boolean(),
  }),
  fc.record({
    k: fc.constant('deposito' as const),
    trans: fc.nat(1),
    fraccion: fc.double({ min: 0.1, max: 1, noNaN: true }),
  }),
  fc.record({
    k: fc.constant('devolucion' as const),
    cual: fc.nat(20),
    fraccion: fc.double({ min: 0.1, max: 1, noNaN: true }),
    exceder: fc.boolean(),
  }),
);

interface PedidoModelo {
  id: number;
  netos: Map<number, number>;
  total: number;
  efectivo: boolean;
  /** Parte del total que se cobra con cada orden de venta (efectivo). */
  partes: Map<number, number>;
  cobradas: Set<number>;
  cobrado: number;
  devuelto: number;
  reembolsado: boolean;
}

describe('propiedad del libro (fast-check)', () => {
  it('cada pedido suma cero y cada saldo = adeudado − pagado', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const cliente = await crearUsuario(app, 'cliente');
        const provs = [await crearUsuario(app, 'proveedor'), await crearUsuario(app, 'proveedor')];
        const cat = await crearCategoria(app, 0);
        const productos = await Promise.all(
          provs.map((p) => crearProductoEn(app, p.fabricanteId!, cat, 1_000)),
        );
        const trans = [await nuevoTransportista(), await nuevoTransportista()];
        const adeudado = new Map<string, number>();
        const pagado = new Map<string, number>();
        const efectivo = new Map<number, number>();
        const suma = (m: Map<string, number>, k: string, v: number) =>
          m.set(k, (m.get(k) ?? 0) + v);
        const pedidos: PedidoModelo[] = [];
        const elegir = (lista: PedidoModelo[], cual: number) =>
          lista[cual % Math.max(1, lista.length)];
        for (const o of ops) {
          if (o.k === 'pedido') {
            const lineas = o.lineas.map((l) => ({
              fabricanteId: provs[l.prov]!.fabricanteId!,
              productoId: productos[l.prov]!,
              precio: l.precio,
              cantidad: l.cant,
              comision: l.com,
            }));
            const { pedidoId, total, ordenes } = await pedidoPagado(app, cliente.id, lineas, {
              costoEnvio: o.envio,
              efectivo: o.efectivo,
            });
            const netos = new Map<number, number>();
            const brutos = new Map<number, number>();
            for (const l of lineas) {
              const neto =
                l.precio * l.cantidad - Math.round((l.precio * l.cantidad * l.comision) / 100);
              netos.set(l.fabricanteId, (netos.get(l.fabricanteId) ?? 0) + neto);
              brutos.set(l.fabricanteId, (brutos.get(l.fabricanteId) ?? 0) + l.precio * l.cantidad);
            }
            for (const [f, n] of netos) suma(adeudado, `20:${f}`, n);
            pedidos.push({
              id: pedidoId,
              netos,
              total,
              efectivo: o.efectivo,
              partes: partesCobroEfectivo(
                total,
                [...ordenes].map(([f, id]) => ({ id, total: brutos.get(f) ?? 0 })),
              ),
              cobradas: new Set(),
              cobrado: 0,
              devuelto: 0,
              reembolsado: false,
            });
          } else if (o.k === 'cobro') {
            const p = elegir(
              pedidos.filter((x) => x.efectivo && x.cobradas.size < x.partes.size),
              o.cual,
            );
            if (!p) continue;
            const t = trans[o.trans]!;
            const pendientes = [...p.partes.keys()].filter((ov) => !p.cobradas.has(ov));
            const ordenes = o.unaOrden ? pendientes.slice(0, 1) : pendientes;
            const cobrado = await app.db.transaction((tx) =>
              cobrarEfectivo(tx, { pedidoId: p.id, transportistaId: t, ordenes }),
            );
            // Un pedido reembolsado ya no se cobra; si no, cada orden su parte.
            const esperado = p.reembolsado
              ? 0
              : ordenes.reduce((s, ov) => s + (p.partes.get(ov) ?? 0), 0);
            expect(cobrado).toBe(esperado);
            if (p.reembolsado) continue;
            for (const ov of ordenes) p.cobradas.add(ov);
            p.cobrado += cobrado;
            efectivo.set(t, (efectivo.get(t) ?? 0) + cobrado);
          } else if (o.k === 'viaje') {
            const t = trans[o.trans]!;
            const h = await hojaTerminada(t, o.tarifa);
            await app.db.transaction((tx) =>
              acreditarViaje(tx, { transportistaId: t, hojaRutaId: h, monto: o.tarifa }),
            );
            suma(adeudado, `30:${t}`, o.tarifa);
          } else if (o.k === 'reembolso') {
            const p = elegir(
              pedidos.filter((x) => !x.reembolsado),
              o.cual,
            );
            if (!p) continue;
            const r = await reembolsarPedido(app.db, p.id, 'prueba');
            p.reembolsado = true;
            // Lo cobrado en efectivo queda a devolver al cliente.
            expect(r.a_devolver).toBe(p.cobrado);
            for (const [f, n] of p.netos) suma(adeudado, `20:${f}`, -n);
          } else if (o.k === 'pago') {
            const [tipo, id] =
              o.quien < 2 ? [20, provs[o.quien]!.fabricanteId!] : [30, trans[o.quien - 2]!];
            const clave = `${tipo}:${id}`;
            const saldo =
              (adeudado.get(clave) ?? 0) -
              (pagado.get(clave) ?? 0) -
              (tipo === 30 ? (efectivo.get(id) ?? 0) : 0);
            const monto = o.exceder ? saldo + 1 : Math.floor(saldo * o.fraccion);
            const intento = registrarPago(
              app.db,
              {
                tipo: tipo as 20 | 30,
                persona_id: id,
                fund_account: fondo,
                monto,
                facturas: [],
                fecha: '2026-11-24',
              },
              admin.id,
            );
            if (monto <= 0 || o.exceder) {
              if (monto > 0) await expect(intento).rejects.toThrow();
              else await intento.catch(() => undefined);
              continue;
            }
            await intento;
            suma(pagado, clave, monto);
          } else if (o.k === 'deposito') {
            const t = trans[o.trans]!;
            const monto = Math.floor((efectivo.get(t) ?? 0) * o.fraccion);
            if (monto <= 0) continue;
            await registrarDepositoEfectivo(app.db, {
              transportista: t,
              fund_account: fondo,
              monto,
              fecha: '2026-11-24',
            });
            efectivo.set(t, (efectivo.get(t) ?? 0) - monto);
          } else {
            const p = elegir(
              pedidos.filter((x) => x.reembolsado && x.cobrado > x.devuelto),
              o.cual,
            );
            if (!p) continue;
            const debe = p.cobrado - p.devuelto;
            const monto = o.exceder ? debe + 1 : Math.max(1, Math.floor(debe * o.fraccion));
            const intento = registrarDevolucionCliente(app.db, {
              pedido: p.id,
              fund_account: fondo,
              monto,
              fecha: '2026-11-24',
            });
            if (o.exceder) {
              await expect(intento).rejects.toThrow();
              continue;
            }
            expect(await intento).toMatchObject({ a_devolver: debe - monto });
            p.devuelto += monto;
          }
        }
        let saldoCliente = 0;
        for (const p of pedidos) {
          expect(await sumaPedido(p.id)).toBe(0);
          // Con tarjeta el cliente nunca queda con saldo; en efectivo debe lo no cobrado, o si
          // se reembolsó, se le debe lo cobrado y no devuelto.
          const aFavor = p.reembolsado ? p.cobrado - p.devuelto : 0;
          expect(await aDevolverDe(app.db, p.id)).toBe(aFavor);
          if (p.efectivo) saldoCliente += p.reembolsado ? aFavor : p.cobrado - p.total;
        }
        expect(await app.db.transaction((tx) => saldoDe(tx, 10, cliente.id))).toBe(saldoCliente);
        for (const prov of provs) {
          const clave = `20:${prov.fabricanteId}`;
          expect(await app.db.transaction((tx) => saldoDe(tx, 20, prov.fabricanteId!))).toBe(
            (adeudado.get(clave) ?? 0) - (pagado.get(clave) ?? 0),
          );
        }
        for (const t of trans) {
          const clave = `30:${t}`;
          const esperado =
            (adeudado.get(clave) ?? 0) - (pagado.get(clave) ?? 0) - (efectivo.get(t) ?? 0);
          expect(await app.db.transaction((tx) => saldoDe(tx, 30, t))).toBe(esperado);
          const [fila] = await app.db
            .select({ b: transportista.balance })
            .from(transportista)
            .where(eq(transportista.id, t));
          expect(fila?.b).toBe(esperado);
          // El balance que leen el transportista y su empresa: el efectivo va aparte de lo pagado.
          expect(await balanceDe(app.db, 30, t)).toMatchObject({
            devengado: adeudado.get(clave) ?? 0,
            pagado: pagado.get(clave) ?? 0,
            efectivo_pendiente: efectivo.get(t) ?? 0,
            saldo: esperado,
          });
        }
        // El tope configurado (la base de PostgreSQL compartida tiene los datos de referencia;
        // PGlite, el de por defecto) excluye sólo a quien lo supera.
        const tope = await topeEfectivoConfigurado(app.db);
        const excedidos = await excedenTopeEfectivo(app.db, trans);
        for (const t of trans) {
          expect(excedidos.has(t)).toBe((efectivo.get(t) ?? 0) > tope);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
