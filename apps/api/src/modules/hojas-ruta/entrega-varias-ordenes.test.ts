// Un pedido con dos órdenes de venta (dos proveedores) tiene dos entregas en la hoja, no
// seguidas: la primera es parcial (el pedido sigue en camino) y la segunda lo entrega. Antes, la
// segunda respondía 409 («No se puede entregar en el estado actual (Entregado)») y la hoja no
// podía terminar (lo encontró el día simulado, npm run bench:dia).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import { crearHojasDeRuta } from './hojas-ruta.service.js';
import { hojaRuta, itinerario } from './hojas-ruta.tables.js';
import {
  PIN_CLIENTE,
  crearOrdenRuteada,
  crearPedidoPagado,
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearTipoVehiculo,
} from './operacion.fixtures.js';
import { ofrecerHoja } from './oportunidades.service.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await appDePrueba();
});
afterAll(() => app.close());

describe('pedido con dos órdenes de venta en una hoja', () => {
  it('la primera entrega es parcial y la última lo deja entregado; la hoja termina', async () => {
    const ciudadId = await crearCiudad(app);
    const tipoId = await crearTipoVehiculo(app);
    const conductor = await crearConductor(app, ciudadId, tipoId);
    const cliente = await crearUsuario(app, 'cliente');
    const otroCliente = await crearUsuario(app, 'cliente');
    const prov1 = await crearUsuario(app, 'proveedor_propietario');
    const prov2 = await crearUsuario(app, 'proveedor_propietario');
    const nuevaOrden = (pedidoId: number, fabricanteId: number) =>
      crearOrdenRuteada(app, pedidoId, fabricanteId, 50_000);
    const p = await crearPedidoPagado(app, cliente.id, ciudadId);
    const otro = await crearPedidoPagado(app, otroCliente.id, ciudadId);
    const ov1 = await nuevaOrden(p, prov1.fabricanteId!);
    const ov2 = await nuevaOrden(p, prov2.fabricanteId!);
    const ov3 = await nuevaOrden(otro, prov1.fabricanteId!);
    const ahora = Date.now();
    const parada = (i: number, tipo: 10 | 20, fabricanteId: number, usuarioId: number | null) => ({
      tipo,
      usuario_id: usuarioId,
      fabricante_id: fabricanteId,
      desde: new Date(ahora + i * 600_000),
      hasta: new Date(ahora + i * 600_000 + 300_000),
      lat: -25.29 - i * 0.01,
      lng: -57.62,
      direccion: 'Calle',
      ciudad_id: ciudadId,
      telefono: '0981000000',
      referencia: null,
      distancia_m: 1000,
      transito_s: 300,
      tiempo_parada_s: 300,
      pin: tipo === 10 ? PIN_CLIENTE : null,
    });
    const hojaId = await app.db.transaction(async (tx) => {
      const [id] = await crearHojasDeRuta(tx, [
        {
          fecha: new Date(ahora).toISOString().slice(0, 10),
          tipo_vehiculo_id: tipoId,
          lote_ruteo_id: null,
          refrigeracion: 0,
          peso_carga_kg: 20,
          volumen_carga_cm3: 0,
          kilometros: 5,
          minutos: 50,
          tarifa_transportista: 40_000,
          monto: 45_000,
          inicio: new Date(ahora),
          fin: new Date(ahora + 3_600_000),
          paradas: [
            {
              ...parada(0, 20, prov1.fabricanteId!, null),
              pedidos: [
                { pedido_id: p, orden_venta_id: ov1 },
                { pedido_id: otro, orden_venta_id: ov3 },
              ],
            },
            {
              ...parada(1, 20, prov2.fabricanteId!, null),
              pedidos: [{ pedido_id: p, orden_venta_id: ov2 }],
            },
            {
              ...parada(2, 10, prov1.fabricanteId!, cliente.id),
              pedidos: [{ pedido_id: p, orden_venta_id: ov1 }],
            },
            {
              ...parada(3, 10, prov1.fabricanteId!, otroCliente.id),
              pedidos: [{ pedido_id: otro, orden_venta_id: ov3 }],
            },
            {
              ...parada(4, 10, prov2.fabricanteId!, cliente.id),
              pedidos: [{ pedido_id: p, orden_venta_id: ov2 }],
            },
          ],
        },
      ]);
      await ofrecerHoja(tx, id!);
      return id!;
    });
    const pedir = (url: string, payload?: object) =>
      app.inject({
        method: payload ? 'POST' : 'GET',
        url,
        headers: autorizacion(conductor),
        ...(payload && { payload }),
      });
    const oportunidades = (await pedir('/api/oportunidades/')).json<{
      results: { id: number; hoja_ruta: { id: number } }[];
    }>();
    const o = oportunidades.results.find((x) => x.hoja_ruta.id === hojaId)!;
    expect((await pedir('/api/aceptar-ruta/', { oportunidad_id: o.id })).statusCode).toBe(200);
    expect(
      (await pedir('/api/empezar-ruta/', { ruta_id: hojaId, vehiculo_id: conductor.vehiculoId }))
        .statusCode,
    ).toBe(200);
    const paradas = await app.db
      .select({ id: itinerario.id })
      .from(itinerario)
      .where(eq(itinerario.hoja_ruta_id, hojaId))
      .orderBy(asc(itinerario.orden));
    const estado = async (id: number) =>
      (await app.db.select({ e: pedido.estado }).from(pedido).where(eq(pedido.id, id)))[0]?.e;
    const ejecutar = (i: number, pincode: string) =>
      pedir('/api/ejecutar-itinerario/', { itinerario_id: paradas[i]!.id, pincode });

    expect((await ejecutar(0, await codigoRetiroDe(app, ov1))).statusCode).toBe(200);
    expect((await ejecutar(1, await codigoRetiroDe(app, ov2))).statusCode).toBe(200);
    expect(await estado(p)).toBe(30);
    // Entrega parcial: el pedido sigue en camino.
    expect((await ejecutar(2, PIN_CLIENTE)).statusCode).toBe(200);
    expect(await estado(p)).toBe(30);
    expect((await ejecutar(3, PIN_CLIENTE)).statusCode).toBe(200);
    expect(await estado(otro)).toBe(40);
    // La última entrega del pedido lo deja entregado y termina la hoja.
    const ultima = await ejecutar(4, PIN_CLIENTE);
    expect(ultima.statusCode).toBe(200);
    expect(await estado(p)).toBe(40);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, hojaId));
    expect(h?.finalizado).toBe(true);
  });
});
