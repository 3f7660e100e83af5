// Pedido en efectivo contra entrega de dos proveedores repartido en dos hojas de ruta (ADR 026):
// cada entrega muestra y cobra la parte de su orden de venta más la proporción del envío (la
// primera avisa que es un cobro parcial), cada transportista debe lo que cobró, el pedido suma
// cero y el tope de efectivo se mide con lo que cada uno tiene en mano.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { hojaRutaDetalleSchema } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { crearHojasDeRuta } from '../hojas-ruta/hojas-ruta.service.js';
import { itinerario, oportunidad } from '../hojas-ruta/hojas-ruta.tables.js';
import { ofrecerHoja } from '../hojas-ruta/oportunidades.service.js';
import {
  PIN_CLIENTE,
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearTipoVehiculo,
  type Conductor,
} from '../hojas-ruta/operacion.fixtures.js';
import { crearCategoria, crearProductoEn, pedidoPagado } from './contabilidad.fixtures.js';
import { movimientoContable as mov } from './contabilidad.tables.js';
import { efectivoPendiente, saldoDe } from './libro.service.js';
import { excedenTopeEfectivo, topeEfectivoConfigurado } from './liquidaciones.service.js';

let app: FastifyInstance;
let ciudad: number;
let tipo: number;
let admin: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  ciudad = await crearCiudad(app);
  tipo = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
});
afterAll(() => app.close());

/** Hoja con el retiro de una orden de venta y su entrega al cliente, ofrecida a los conductores. */
async function hojaDeOrden(
  pedidoId: number,
  ordenVentaId: number,
  fabricanteId: number,
  clienteId: number,
) {
  const ahora = Date.now();
  const parada = (i: number) => ({
    desde: new Date(ahora + i * 600_000),
    hasta: new Date(ahora + i * 600_000 + 300_000),
    lat: -25.29 - i * 0.01,
    lng: -57.62,
    direccion: 'Calle',
    ciudad_id: ciudad,
    telefono: '0981000000',
    referencia: null,
    distancia_m: 1000,
    transito_s: 300,
    tiempo_parada_s: 300,
    fabricante_id: fabricanteId,
    pedidos: [{ pedido_id: pedidoId, orden_venta_id: ordenVentaId }],
  });
  return app.db.transaction(async (tx) => {
    const [id] = await crearHojasDeRuta(tx, [
      {
        fecha: new Date(ahora).toISOString().slice(0, 10),
        tipo_vehiculo_id: tipo,
        lote_ruteo_id: null,
        refrigeracion: 0,
        peso_carga_kg: 10,
        volumen_carga_cm3: 0,
        kilometros: 4,
        minutos: 30,
        tarifa_transportista: 25_000,
        monto: 30_000,
        inicio: new Date(ahora),
        fin: new Date(ahora + 3_600_000),
        paradas: [
          { ...parada(0), tipo: 20, usuario_id: null, pin: null },
          { ...parada(1), tipo: 10, usuario_id: clienteId, pin: PIN_CLIENTE },
        ],
      },
    ]);
    await ofrecerHoja(tx, id!);
    return id!;
  });
}

async function tomarHoja(c: Conductor, hojaId: number) {
  const [o] = await app.db
    .select({ id: oportunidad.id })
    .from(oportunidad)
    .where(
      and(
        eq(oportunidad.hoja_ruta_id, hojaId),
        eq(oportunidad.transportista_id, c.transportistaId),
      ),
    );
  const pedir = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: autorizacion(c), payload });
  expect((await pedir('/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode).toBe(200);
  expect(
    (await pedir('/empezar-ruta/', { ruta_id: hojaId, vehiculo_id: c.vehiculoId })).statusCode,
  ).toBe(200);
  const paradas = await app.db
    .select({ id: itinerario.id })
    .from(itinerario)
    .where(eq(itinerario.hoja_ruta_id, hojaId))
    .orderBy(itinerario.orden);
  return {
    retiro: paradas[0]!.id,
    entrega: paradas[1]!.id,
    ejecutar: (itinerarioId: number, pincode: string) =>
      pedir('/ejecutar-itinerario/', { itinerario_id: itinerarioId, pincode }),
  };
}

/** Lo que ve el transportista en la parada de entrega de su hoja activa. */
async function cobroEnParada(c: Conductor, itinerarioId: number) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/hoja-ruta-activa/',
    headers: autorizacion(c),
  });
  const parada = hojaRutaDetalleSchema
    .parse(r.json())
    .itinerarios.find((i) => i.id === itinerarioId);
  return { monto: parada?.cobro_efectivo, parcial: parada?.cobro_efectivo_parcial };
}

const cobradoPor = async (pedidoId: number, transportistaId: number) =>
  -Number(
    (
      await app.db
        .select({ s: sql<string>`coalesce(sum(${mov.monto}), 0)` })
        .from(mov)
        .where(
          and(
            eq(mov.pedido_id, pedidoId),
            eq(mov.concepto, 'cobro_efectivo'),
            eq(mov.transportista_id, transportistaId),
          ),
        )
    )[0]?.s,
  );

describe('pedido en efectivo repartido en dos hojas de ruta', () => {
  it('cada entrega cobra su orden de venta más la proporción del envío; el libro y el tope cuadran', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const prov1 = await crearUsuario(app, 'proveedor_propietario');
    const prov2 = await crearUsuario(app, 'proveedor_propietario');
    const cat = await crearCategoria(app, 10);
    const [prod1, prod2] = await Promise.all([
      crearProductoEn(app, prov1.fabricanteId!, cat, 50_000),
      crearProductoEn(app, prov2.fabricanteId!, cat, 50_000),
    ]);
    // 100.000 del primer proveedor, 50.000 del segundo y 15.000 de envío.
    const { pedidoId, ordenes, total } = await pedidoPagado(
      app,
      cliente.id,
      [
        {
          fabricanteId: prov1.fabricanteId!,
          productoId: prod1,
          precio: 50_000,
          cantidad: 2,
          comision: 10,
        },
        {
          fabricanteId: prov2.fabricanteId!,
          productoId: prod2,
          precio: 50_000,
          cantidad: 1,
          comision: 10,
        },
      ],
      { costoEnvio: 15_000, efectivo: true },
    );
    expect(total).toBe(165_000);
    await app.db
      .update(pedido)
      .set({ contrasena_entrega: PIN_CLIENTE, ciudad_id: ciudad })
      .where(eq(pedido.id, pedidoId));
    await app.db
      .update(ordenVenta)
      .set({ estado_ruteo: 40 })
      .where(eq(ordenVenta.pedido_id, pedidoId));
    const ov1 = ordenes.get(prov1.fabricanteId!)!;
    const ov2 = ordenes.get(prov2.fabricanteId!)!;
    const conductorA = await crearConductor(app, ciudad, tipo);
    const conductorB = await crearConductor(app, ciudad, tipo);
    const hojaA = await hojaDeOrden(pedidoId, ov1, prov1.fabricanteId!, cliente.id);
    const hojaB = await hojaDeOrden(pedidoId, ov2, prov2.fabricanteId!, cliente.id);
    const a = await tomarHoja(conductorA, hojaA);
    const b = await tomarHoja(conductorB, hojaB);

    // Antes de salir, cada transportista ve su parte y que es un cobro parcial.
    expect(await cobroEnParada(conductorA, a.entrega)).toEqual({ monto: 110_000, parcial: true });
    expect(await cobroEnParada(conductorB, b.entrega)).toEqual({ monto: 55_000, parcial: true });
    // El administrador ve lo mismo en el detalle de la hoja.
    const vista = await app.inject({
      method: 'GET',
      url: `/api/hoja_ruta/${hojaA}/`,
      headers: autorizacion(admin),
    });
    expect(
      hojaRutaDetalleSchema.parse(vista.json()).itinerarios.find((i) => i.id === a.entrega),
    ).toMatchObject({ cobro_efectivo: 110_000, cobro_efectivo_parcial: true });

    // La primera hoja retira y entrega su orden: cobra su parte, el pedido no está entregado.
    expect((await a.ejecutar(a.retiro, await codigoRetiroDe(app, ov1))).statusCode).toBe(200);
    expect((await a.ejecutar(a.entrega, PIN_CLIENTE)).statusCode).toBe(200);
    expect(await cobradoPor(pedidoId, conductorA.transportistaId)).toBe(110_000);
    expect(await app.db.transaction((tx) => saldoDe(tx, 10, cliente.id))).toBe(-55_000);
    const [enCamino] = await app.db
      .select({ estado: pedido.estado })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    expect(enCamino?.estado).toBeLessThan(40);

    // La segunda ve sólo lo que falta, ya sin aviso de parcial, y lo cobra al entregar.
    expect(await cobroEnParada(conductorB, b.entrega)).toEqual({ monto: 55_000, parcial: false });
    expect((await b.ejecutar(b.retiro, await codigoRetiroDe(app, ov2))).statusCode).toBe(200);
    expect((await b.ejecutar(b.entrega, PIN_CLIENTE)).statusCode).toBe(200);
    expect(await cobradoPor(pedidoId, conductorB.transportistaId)).toBe(55_000);
    const [entregado] = await app.db
      .select({ estado: pedido.estado })
      .from(pedido)
      .where(eq(pedido.id, pedidoId));
    expect(entregado?.estado).toBe(40);

    // Libro: el cliente saldado, el pedido suma cero y cada transportista debe lo que cobró.
    expect(await app.db.transaction((tx) => saldoDe(tx, 10, cliente.id))).toBe(0);
    const [suma] = await app.db
      .select({ s: sql<string>`sum(${mov.monto})` })
      .from(mov)
      .where(eq(mov.pedido_id, pedidoId));
    expect(Number(suma?.s)).toBe(0);
    expect(await efectivoPendiente(app.db, conductorA.transportistaId)).toBe(110_000);
    expect(await efectivoPendiente(app.db, conductorB.transportistaId)).toBe(55_000);
    const tope = await topeEfectivoConfigurado(app.db);
    const excedidos = await excedenTopeEfectivo(app.db, [
      conductorA.transportistaId,
      conductorB.transportistaId,
    ]);
    expect(excedidos.has(conductorA.transportistaId)).toBe(110_000 > tope);
    expect(excedidos.has(conductorB.transportistaId)).toBe(55_000 > tope);
  });
});
