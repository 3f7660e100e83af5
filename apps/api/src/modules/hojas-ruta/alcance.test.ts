// Alcance de la operación (issue #13, «Done when»): un transportista no ve ni opera la hoja, las
// paradas ni las ofertas de otro; un cliente no rastrea el pedido de otro; un pedido con retiro
// en el local no entra al ruteo (80).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoRuteo, MENSAJES_DESPACHO } from '@nemu/domain';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { confirmarOrden, crearOrdenPagada, crearProveedor } from '../despacho/despacho.fixtures.js';
import { ordenVenta } from '../pedidos/pedidos.tables.js';
import { hojaRuta, itinerario } from './hojas-ruta.tables.js';
import {
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  type Conductor,
  type Escenario,
} from './operacion.fixtures.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let ciudadId: number;
let tipoId: number;
let duenio: Conductor;
let otro: Conductor;
let e: Escenario;
let oportunidadDuenio: number;

const pedir = (u: UsuarioDePrueba | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  duenio = await crearConductor(app, ciudadId, tipoId);
  otro = await crearConductor(app, ciudadId, tipoId);
  e = await crearHojaConPedido(app, ciudadId, tipoId);
  const lista = await pedir(duenio, 'GET', '/api/oportunidades/?page=1');
  oportunidadDuenio = lista
    .json<{ results: { id: number; hoja_ruta: { id: number } }[] }>()
    .results.find((o) => o.hoja_ruta.id === e.hojaId)!.id;
});
afterAll(() => cerrar());

describe('un transportista sobre la hoja de otro', () => {
  it('no puede aceptar ni leer la oferta hecha a otro (404)', async () => {
    expect((await pedir(otro, 'GET', `/api/oportunidad/${oportunidadDuenio}`)).statusCode).toBe(
      404,
    );
    const r = await pedir(otro, 'POST', '/api/aceptar-ruta/', {
      oportunidad_id: oportunidadDuenio,
    });
    expect(r.statusCode).toBe(404);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h?.transportista_id).toBeNull();
  });

  it('no la ve, no la empieza, no prueba códigos ni reporta incidentes en ella (403)', async () => {
    const acepta = await pedir(duenio, 'POST', '/api/aceptar-ruta/', {
      oportunidad_id: oportunidadDuenio,
    });
    expect(acepta.statusCode).toBe(200);
    expect(
      (
        await pedir(duenio, 'POST', '/api/empezar-ruta/', {
          ruta_id: e.hojaId,
          vehiculo_id: duenio.vehiculoId,
        })
      ).statusCode,
    ).toBe(200);

    expect((await pedir(otro, 'GET', `/api/hoja_ruta/${e.hojaId}/`)).statusCode).toBe(403);
    const empezar = await pedir(otro, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: otro.vehiculoId,
    });
    expect(empezar.statusCode).toBe(403);
    const mias = await pedir(otro, 'GET', '/api/mis-rutas/?page=1');
    expect(mias.json<{ count: number }>().count).toBe(0);
    expect((await pedir(otro, 'GET', '/api/hoja-ruta-activa/')).statusCode).toBe(204);

    const pin = await pedir(otro, 'POST', '/api/check-pin/', {
      itinerario_id: e.retiroId,
      pincode: '123456',
    });
    expect(pin.statusCode).toBe(403);
    // El intento ajeno no cuenta contra la parada del dueño.
    const [parada] = await app.db.select().from(itinerario).where(eq(itinerario.id, e.retiroId));
    expect(parada?.pin_intentos).toBe(0);

    const incidente = await pedir(otro, 'POST', '/api/reportar-incidente/', {
      tipo_incidente: 20,
      hoja_ruta: e.hojaId,
    });
    expect(incidente.statusCode).toBe(403);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h?.estado).toBe(20);
  });
});

describe('un cliente sobre el pedido de otro', () => {
  it('no lo rastrea ni lee su PIN (403); el dueño sí', async () => {
    const ajeno = await crearUsuario(app, 'cliente');
    expect((await pedir(ajeno, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`)).statusCode).toBe(403);
    expect(
      (await pedir(ajeno, 'GET', `/api/pedido-contrasena/?id_pedido=${e.pedidoId}`)).statusCode,
    ).toBe(403);
    expect((await pedir(null, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`)).statusCode).toBe(401);
    expect((await pedir(e.cliente, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`)).statusCode).toBe(
      200,
    );
  });
});

describe('pedido con retiro en el local', () => {
  it('el ruteo manual no lo toma: queda en 80 con su motivo y sin hoja', async () => {
    const admin = await crearUsuario(app, 'administrador');
    const cliente = await crearUsuario(app, 'cliente');
    const prov = await crearProveedor(app);
    const { ordenId } = await crearOrdenPagada(app, cliente.id, prov, { delivery: false });
    await confirmarOrden(app, prov, ordenId);
    const r = await pedir(admin, 'POST', '/api/ruteo-ordenes-venta/', { ordenes_venta: [ordenId] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ordenes: 0, hojas: [] });
    const [ov] = await app.db.select().from(ordenVenta).where(eq(ordenVenta.id, ordenId));
    expect(ov?.estado_ruteo).toBe(EstadoRuteo.NO_ES_DELIVERY);
    expect(ov?.motivo_ruteo).toBe(MENSAJES_DESPACHO.ruteoNoEsDelivery);
    const leida = await pedir(prov.usuario, 'GET', `/api/orden_venta/${ordenId}/`);
    expect(leida.json()).toMatchObject({
      estado_ruteo: 80,
      motivo_ruteo: MENSAJES_DESPACHO.ruteoNoEsDelivery,
    });
  });
});
