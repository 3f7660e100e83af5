// Efectivo contra entrega de punta a punta por HTTP (ADR 021): configuración, compra sin
// pasarela, la parada que muestra el cobro, el PIN que lo asienta en el libro, el depósito del
// administrador, el tope que excluye de las oportunidades en efectivo y los balances del libro.
// Cambia configuración global: usa una base propia.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CLAVE_EFECTIVO_HABILITADO,
  CLAVE_EFECTIVO_TOPE,
  MENSAJES,
  MENSAJES_CONTABILIDAD,
  MedioPago,
  balancePersonaSchema,
  hojaRutaDetalleSchema,
  paginaMovimientosTransportistaSchema,
} from '@nemu/domain';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import {
  crearDireccion,
  crearProducto,
  crearPuntoRetiro,
  stockDe,
} from '../pedidos/compra.fixtures.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { crearHojasDeRuta } from '../hojas-ruta/hojas-ruta.service.js';
import { itinerario, oportunidad } from '../hojas-ruta/hojas-ruta.tables.js';
import { ofrecerHoja } from '../hojas-ruta/oportunidades.service.js';
import {
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  type Conductor,
} from '../hojas-ruta/operacion.fixtures.js';
import { crearCuentaFondo } from './contabilidad.fixtures.js';
import { movimientoContable } from './contabilidad.tables.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: UsuarioDePrueba;
let conductor: Conductor;
let otroConductor: Conductor;
let dir: number;
let prod: number;
let ciudad: number;
let tipo: number;
let fondo: number;

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearUsuario(app, 'proveedor_propietario');
  await crearPuntoRetiro(app, prov.fabricanteId!);
  prod = await crearProducto(app, prov.fabricanteId!, { precio: 80_000, stock: 20 });
  dir = await crearDireccion(app, cliente.id);
  ciudad = await crearCiudad(app);
  tipo = await crearTipoVehiculo(app);
  conductor = await crearConductor(app, ciudad, tipo);
  otroConductor = await crearConductor(app, ciudad, tipo);
  fondo = await crearCuentaFondo(app);
});
afterAll(() => cerrar());

const pedir = (u: UsuarioDePrueba, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers: autorizacion(u), payload: payload as object });

const compra = (extra: Record<string, unknown> = {}) => ({
  direccion: dir,
  medio_pago: MedioPago.EFECTIVO,
  productos: [{ producto: prod, cantidad: 1 }],
  monto: 0,
  ...extra,
});

async function configurar(clave: string, valor: string) {
  const r = await pedir(admin, 'POST', '/configuracion-editar/', { clave, valor });
  expect(r.statusCode).toBe(200);
}

/** Compra en efectivo con el total que calcula el servidor (el primer intento devuelve 409). */
async function comprarEnEfectivo() {
  const cotizado = await pedir(cliente, 'POST', '/single-buy/', compra({ monto: 1 }));
  expect(cotizado.statusCode).toBe(409);
  const monto = cotizado.json<{ monto: number }>().monto;
  const r = await pedir(cliente, 'POST', '/single-buy/', compra({ monto }));
  expect(r.statusCode).toBe(200);
  return { ...r.json<{ pedido_id: number; exitoso: boolean; url: string | null }>(), monto };
}

/** Hoja disponible con el retiro en el proveedor y la entrega del pedido (como la arma el lote). */
async function hojaDelPedido(pedidoId: number, pin: string) {
  const [ov] = await app.db
    .update(ordenVenta)
    .set({ estado: 10, estado_ruteo: 40 })
    .where(eq(ordenVenta.pedido_id, pedidoId))
    .returning({ id: ordenVenta.id });
  const ahora = Date.now();
  const parada = (minutos: number) => ({
    desde: new Date(ahora + minutos * 60_000),
    hasta: new Date(ahora + (minutos + 30) * 60_000),
    ciudad_id: ciudad,
    telefono: '0981000000',
    referencia: null,
    distancia_m: 3000,
    transito_s: 600,
    tiempo_parada_s: 300,
    fabricante_id: prov.fabricanteId!,
  });
  return app.db.transaction(async (tx) => {
    const [id] = await crearHojasDeRuta(tx, [
      {
        fecha: new Date(ahora).toISOString().slice(0, 10),
        tipo_vehiculo_id: tipo,
        lote_ruteo_id: null,
        refrigeracion: 0,
        peso_carga_kg: 20,
        volumen_carga_cm3: 0,
        kilometros: 6,
        minutos: 40,
        tarifa_transportista: 30_000,
        monto: 35_000,
        inicio: new Date(ahora),
        fin: new Date(ahora + 3_600_000),
        paradas: [
          {
            ...parada(10),
            tipo: 20,
            usuario_id: null,
            lat: -25.34,
            lng: -57.51,
            direccion: 'Depósito',
            pin: null,
            pedidos: [{ pedido_id: pedidoId, orden_venta_id: ov!.id }],
          },
          {
            ...parada(30),
            tipo: 10,
            usuario_id: cliente.id,
            lat: -25.3,
            lng: -57.63,
            direccion: 'Mcal. López 1234',
            pin,
            pedidos: [{ pedido_id: pedidoId, orden_venta_id: null }],
          },
        ],
      },
    ]);
    await ofrecerHoja(tx, id!);
    return { hojaId: id!, ordenVentaId: ov!.id };
  });
}

async function ofertaDe(t: Conductor, hojaId: number) {
  const [o] = await app.db
    .select({ id: oportunidad.id })
    .from(oportunidad)
    .where(
      and(
        eq(oportunidad.hoja_ruta_id, hojaId),
        eq(oportunidad.transportista_id, t.transportistaId),
      ),
    );
  return o?.id ?? null;
}

const saldoCliente = async () =>
  balancePersonaSchema.parse((await pedir(admin, 'GET', `/balance/10/${cliente.id}/`)).json())
    .saldo;

describe('efectivo contra entrega', () => {
  it('deshabilitado: 400 en medio_pago con el mensaje del catálogo y sin pedido ni stock tomado', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/pagos/configuracion/' });
    expect(config.json()).toMatchObject({ efectivo: false });
    const r = await pedir(cliente, 'POST', '/single-buy/', compra());
    expect(r.statusCode).toBe(400);
    expect(r.json().medio_pago).toEqual([MENSAJES.efectivoDeshabilitado]);
    expect(await stockDe(app, prod)).toBe(20);
    const propios = await app.db.select().from(pedido).where(eq(pedido.usuario_id, cliente.id));
    expect(propios).toHaveLength(0);
  });

  it('sólo el administrador lo habilita; con retiro en el local es 400', async () => {
    const prohibido = await pedir(cliente, 'POST', '/configuracion-editar/', {
      clave: CLAVE_EFECTIVO_HABILITADO,
      valor: 'true',
    });
    expect(prohibido.statusCode).toBe(403);
    await configurar(CLAVE_EFECTIVO_HABILITADO, 'true');
    const config = await app.inject({ method: 'GET', url: '/api/pagos/configuracion/' });
    expect(config.json()).toMatchObject({ efectivo: true });
    const retiro = await pedir(
      cliente,
      'POST',
      '/single-buy/',
      compra({ delivery: false, direccion: null }),
    );
    expect(retiro.statusCode).toBe(400);
    expect(retiro.json().medio_pago).toEqual([MENSAJES.efectivoSoloDomicilio]);
  });

  it('compra → PIN en la entrega cobra → el transportista debe el efectivo → depósito → saldo cero', async () => {
    const compraHecha = await comprarEnEfectivo();
    const { pedido_id: pedidoId, monto: total } = compraHecha;
    expect(compraHecha).toMatchObject({ exitoso: true, url: null });
    expect(await stockDe(app, prod)).toBe(19);
    const detalle = await pedir(cliente, 'GET', `/pedido/${pedidoId}/`);
    expect(detalle.json()).toMatchObject({
      estado: 10,
      medio_pago: MedioPago.EFECTIVO,
      medio_pago_nombre: 'Efectivo contra entrega',
    });
    // Venta asentada sin cobro: el cliente debe el total hasta la entrega.
    expect(await saldoCliente()).toBe(-total);

    const [p] = await app.db
      .select({ pin: pedido.contrasena_entrega })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    const { hojaId, ordenVentaId } = await hojaDelPedido(pedidoId, p!.pin!);
    const oferta = await ofertaDe(conductor, hojaId);
    expect(oferta).not.toBeNull();
    expect(
      (await pedir(conductor, 'POST', '/aceptar-ruta/', { oportunidad_id: oferta })).statusCode,
    ).toBe(200);
    const empezada = await pedir(conductor, 'POST', '/empezar-ruta/', {
      ruta_id: hojaId,
      vehiculo_id: conductor.vehiculoId,
    });
    expect(empezada.statusCode).toBe(200);
    const [retiro, entrega] = await app.db
      .select({ id: itinerario.id })
      .from(itinerario)
      .where(eq(itinerario.hoja_ruta_id, hojaId))
      .orderBy(itinerario.orden);
    const retirado = await pedir(conductor, 'POST', '/ejecutar-itinerario/', {
      itinerario_id: retiro!.id,
      pincode: await codigoRetiroDe(app, ordenVentaId),
    });
    expect(retirado.statusCode).toBe(200);

    // La parada de entrega dice cuánto cobrar; el retiro, nada.
    const activa = hojaRutaDetalleSchema.parse(
      (await pedir(conductor, 'GET', '/hoja-ruta-activa/')).json(),
    );
    const cobros = new Map(activa.itinerarios.map((i) => [i.id, i.cobro_efectivo]));
    expect(cobros.get(entrega!.id)).toBe(total);
    expect(cobros.get(retiro!.id)).toBe(0);
    // El administrador ve lo mismo en el detalle de la hoja.
    const vistaAdmin = await pedir(admin, 'GET', `/hoja_ruta/${hojaId}/`);
    expect(
      vistaAdmin
        .json<{ itinerarios: { id: number; cobro_efectivo: number }[] }>()
        .itinerarios.find((i) => i.id === entrega!.id)?.cobro_efectivo,
    ).toBe(total);

    const mal = await pedir(conductor, 'POST', '/ejecutar-itinerario/', {
      itinerario_id: entrega!.id,
      pincode: p!.pin === '0000' ? '1111' : '0000',
    });
    expect(mal.statusCode).toBe(400);
    expect(await saldoCliente()).toBe(-total);

    // Dos confirmaciones a la vez (doble toque, reintento sin señal): una entrega y un solo cobro.
    const entregas = await Promise.all(
      [1, 2].map(() =>
        pedir(conductor, 'POST', '/ejecutar-itinerario/', {
          itinerario_id: entrega!.id,
          pincode: p!.pin,
        }),
      ),
    );
    expect(entregas.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    // Libro: el cliente quedó saldado una sola vez y el transportista debe el efectivo.
    expect(await saldoCliente()).toBe(0);
    const asientos = await app.db
      .select({ monto: movimientoContable.monto })
      .from(movimientoContable)
      .where(
        and(
          eq(movimientoContable.pedido_id, pedidoId),
          eq(movimientoContable.concepto, 'cobro_efectivo'),
          eq(movimientoContable.cuenta, 'transportista'),
        ),
      );
    expect(asientos).toEqual([{ monto: -total }]);
    const balance = balancePersonaSchema.parse(
      (await pedir(conductor, 'GET', '/transportista/balance/')).json(),
    );
    expect(balance).toMatchObject({ devengado: 30_000, pagado: 0, efectivo_pendiente: total });
    expect(balance.saldo).toBe(30_000 - total);
    const movs = paginaMovimientosTransportistaSchema.parse(
      (await pedir(conductor, 'GET', '/transportista/movimientos/')).json(),
    );
    expect(movs.results.map((m) => m.motivo).sort()).toEqual(['cobro_efectivo', 'viaje']);
    expect(movs.results[0]?.balance_resultante).toBe(30_000 - total);

    const pendientes = await pedir(admin, 'GET', '/efectivo/');
    expect(pendientes.json()).toContainEqual(
      expect.objectContaining({ transportista: conductor.transportistaId, pendiente: total }),
    );

    // El administrador registra el depósito: nada pendiente y el saldo es sólo la tarifa.
    const deposito = {
      transportista: conductor.transportistaId,
      fund_account: fondo,
      monto: total,
      fecha: '2026-11-24',
    };
    expect((await pedir(conductor, 'POST', '/deposito-efectivo/', deposito)).statusCode).toBe(403);
    const depositado = await pedir(admin, 'POST', '/deposito-efectivo/', deposito);
    expect(depositado.statusCode).toBe(201);
    expect(depositado.json()).toMatchObject({ pendiente: 0 });
    const despues = balancePersonaSchema.parse(
      (await pedir(conductor, 'GET', '/transportista/balance/')).json(),
    );
    expect(despues).toMatchObject({ efectivo_pendiente: 0, saldo: 30_000 });
  });

  it('sobre el tope no recibe oportunidades con pedidos en efectivo (las demás sí) ni puede aceptarlas', async () => {
    await configurar(CLAVE_EFECTIVO_TOPE, '0');
    // Efectivo pendiente para el conductor: una entrega cobrada sin depositar.
    const { pedido_id: pedidoId } = await comprarEnEfectivo();
    const [p] = await app.db
      .select({ pin: pedido.contrasena_entrega })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    const { hojaId, ordenVentaId } = await hojaDelPedido(pedidoId, p!.pin!);
    await pedir(conductor, 'POST', '/aceptar-ruta/', {
      oportunidad_id: await ofertaDe(conductor, hojaId),
    });
    await pedir(conductor, 'POST', '/empezar-ruta/', {
      ruta_id: hojaId,
      vehiculo_id: conductor.vehiculoId,
    });
    const paradas = await app.db
      .select({ id: itinerario.id })
      .from(itinerario)
      .where(eq(itinerario.hoja_ruta_id, hojaId))
      .orderBy(itinerario.orden);
    await pedir(conductor, 'POST', '/ejecutar-itinerario/', {
      itinerario_id: paradas[0]!.id,
      pincode: await codigoRetiroDe(app, ordenVentaId),
    });
    const entregado = await pedir(conductor, 'POST', '/ejecutar-itinerario/', {
      itinerario_id: paradas[1]!.id,
      pincode: p!.pin,
    });
    expect(entregado.statusCode).toBe(200);

    // Hoja con un pedido en efectivo: el otro conductor la recibe, el que debe efectivo no.
    const enEfectivo = await crearHojaConPedido(app, ciudad, tipo, { ofrecer: false });
    await app.db
      .update(pedido)
      .set({ medio_pago: MedioPago.EFECTIVO })
      .where(eq(pedido.id, enEfectivo.pedidoId));
    await app.db.transaction((tx) => ofrecerHoja(tx, enEfectivo.hojaId));
    expect(await ofertaDe(conductor, enEfectivo.hojaId)).toBeNull();
    expect(await ofertaDe(otroConductor, enEfectivo.hojaId)).not.toBeNull();

    // Una hoja sin efectivo le llega igual.
    const conTarjeta = await crearHojaConPedido(app, ciudad, tipo);
    expect(await ofertaDe(conductor, conTarjeta.hojaId)).not.toBeNull();

    // Con el tope más alto recibe la de efectivo; si vuelve a bajar, aceptarla es 409.
    await configurar(CLAVE_EFECTIVO_TOPE, '10.000.000');
    await app.db.transaction((tx) => ofrecerHoja(tx, enEfectivo.hojaId));
    const oferta = await ofertaDe(conductor, enEfectivo.hojaId);
    expect(oferta).not.toBeNull();
    await configurar(CLAVE_EFECTIVO_TOPE, '0');
    const aceptar = await pedir(conductor, 'POST', '/aceptar-ruta/', { oportunidad_id: oferta });
    expect(aceptar.statusCode).toBe(409);
    expect(aceptar.json().detail).toBe(MENSAJES_CONTABILIDAD.topeEfectivoExcedido);
  });

  it('un pedido creado en efectivo no se paga con otro medio ni al revés; roles prohibidos', async () => {
    const { pedido_id: enEfectivo, monto } = await comprarEnEfectivo();
    // Ya está confirmado (10): no admite otro pago.
    const otroPago = await pedir(cliente, 'POST', '/crear-orden-pago/', {
      pedido_id: enEfectivo,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
    });
    expect(otroPago.statusCode).toBe(409);
    // Un pedido con tarjeta, impago, no pasa a efectivo.
    const conTarjeta = await pedir(
      cliente,
      'POST',
      '/single-buy/',
      compra({ medio_pago: MedioPago.TARJETA_NO_REGISTRADA, monto }),
    );
    expect(conTarjeta.statusCode).toBe(200);
    const cambio = await pedir(cliente, 'POST', '/crear-orden-pago/', {
      pedido_id: conTarjeta.json<{ pedido_id: number }>().pedido_id,
      medio_pago: MedioPago.EFECTIVO,
    });
    expect(cambio.statusCode).toBe(400);
    expect(cambio.json().medio_pago).toEqual([MENSAJES.efectivoSoloAlComprar]);
    expect((await pedir(cliente, 'GET', '/transportista/balance/')).statusCode).toBe(403);
    expect((await pedir(cliente, 'GET', '/efectivo/')).statusCode).toBe(403);
  });
});
