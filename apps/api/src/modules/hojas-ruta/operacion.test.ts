import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MENSAJES_OPERACION } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { vehiculo } from '../flota/flota.tables.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { hojaRuta, oportunidad } from './hojas-ruta.tables.js';
import {
  PIN_CLIENTE,
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  ofertasDe,
  type Conductor,
  type Escenario,
} from './operacion.fixtures.js';
import { ofrecerDisponibles, reofrecerVencidas } from './oportunidades.service.js';

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;

const pedir = (
  u: UsuarioDePrueba | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

interface Pagina<T> {
  count: number;
  results: T[];
}
interface OportunidadLista {
  id: number;
  hoja_ruta: { id: number; tarifa_transportista: number };
}

async function oportunidadesDe(c: Conductor) {
  const r = await pedir(c, 'GET', '/api/oportunidades/?page=1');
  expect(r.statusCode).toBe(200);
  return r.json<Pagina<OportunidadLista>>();
}

/** Hoja aceptada y empezada por el conductor. */
async function rutaEmpezada(c: Conductor): Promise<Escenario> {
  const e = await crearHojaConPedido(app, ciudadId, tipoId);
  const o = (await oportunidadesDe(c)).results.find((x) => x.hoja_ruta.id === e.hojaId);
  expect(o).toBeDefined();
  expect((await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode).toBe(
    200,
  );
  const r = await pedir(c, 'POST', '/api/empezar-ruta/', {
    ruta_id: e.hojaId,
    vehiculo_id: c.vehiculoId,
  });
  expect(r.statusCode).toBe(200);
  return e;
}

const estadoPedido = async (id: number) =>
  (await app.db.select({ estado: pedido.estado }).from(pedido).where(eq(pedido.id, id)))[0]?.estado;

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
});
afterAll(() => app.close());

describe('oportunidades', () => {
  it('se ofrecen sólo a los transportistas que pueden hacer la hoja, con aviso y la tarifa', async () => {
    const habil = await crearConductor(app, ciudadId, tipoId);
    const desconectado = await crearConductor(app, ciudadId, tipoId, { conectado: false });
    const bloqueado = await crearConductor(app, ciudadId, tipoId);
    await app.db
      .update(transportista)
      .set({ bloqueado: true })
      .where(eq(transportista.id, bloqueado.transportistaId));
    const vencido = await crearConductor(app, ciudadId, tipoId);
    await app.db
      .update(transportista)
      .set({ registro_vencimiento: '2020-01-01' })
      .where(eq(transportista.id, vencido.transportistaId));
    const otraCiudad = await crearConductor(app, await crearCiudad(app), tipoId);
    const chico = await crearConductor(app, ciudadId, tipoId, { pesoMaximo: 10 });
    const frio = await crearHojaConPedido(app, ciudadId, tipoId, { pesoKg: 50, tarifa: 41_000 });

    const propias = await oportunidadesDe(habil);
    const mia = propias.results.find((o) => o.hoja_ruta.id === frio.hojaId);
    expect(mia?.hoja_ruta.tarifa_transportista).toBe(41_000);
    for (const c of [desconectado, bloqueado, vencido, otraCiudad, chico]) {
      expect((await oportunidadesDe(c)).results.map((o) => o.hoja_ruta.id)).not.toContain(
        frio.hojaId,
      );
    }
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, habil.id), eq(notificacion.tipo, 'oportunidad')));
    expect(
      avisos.some((n) => (n.payload as { oportunidad_id?: number }).oportunidad_id === mia?.id),
    ).toBe(true);

    const detalle = await pedir(habil, 'GET', `/api/oportunidad/${mia!.id}`);
    expect(detalle.statusCode).toBe(200);
    expect(detalle.json()).toMatchObject({
      id: mia!.id,
      hoja_ruta: { id: frio.hojaId, tarifa_transportista: 41_000, cantidad_paradas: 2 },
    });
    expect(detalle.json().hoja_ruta.itinerarios).toHaveLength(2);
    expect(JSON.stringify(detalle.json())).not.toContain(PIN_CLIENTE);
    // La oportunidad de otro no existe para él.
    expect((await pedir(chico, 'GET', `/api/oportunidad/${mia!.id}`)).statusCode).toBe(404);
  });

  it('401 sin sesión, 403 a otros roles, 400 nombrando el campo', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    expect((await pedir(null, 'GET', '/api/oportunidades/')).statusCode).toBe(401);
    expect((await pedir(cliente, 'GET', '/api/oportunidades/')).statusCode).toBe(403);
    expect(
      (await pedir(admin, 'POST', '/api/aceptar-ruta/', { oportunidad_id: 1 })).statusCode,
    ).toBe(403);
    expect((await pedir(cliente, 'GET', '/api/oportunidad/1')).statusCode).toBe(403);
    const malo = await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: 'x' });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(['oportunidad_id']);
  });

  it('el primero que acepta gana; el otro recibe 409 con el mensaje del catálogo', async () => {
    const a = await crearConductor(app, ciudadId, tipoId);
    const b = await crearConductor(app, ciudadId, tipoId);
    const e = await crearHojaConPedido(app, ciudadId, tipoId);
    const oa = (await oportunidadesDe(a)).results.find((o) => o.hoja_ruta.id === e.hojaId)!;
    const ob = (await oportunidadesDe(b)).results.find((o) => o.hoja_ruta.id === e.hojaId)!;
    const r = await pedir(a, 'POST', '/api/aceptar-ruta/', { oportunidad_id: oa.id });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: e.hojaId, estado: 10, transportista: a.transportistaId });
    const tarde = await pedir(b, 'POST', '/api/aceptar-ruta/', { oportunidad_id: ob.id });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().detail).toBe(MENSAJES_OPERACION.rutaYaTomada);
    // La oferta de otro transportista no se puede aceptar.
    expect(
      (await pedir(b, 'POST', '/api/aceptar-ruta/', { oportunidad_id: oa.id })).statusCode,
    ).toBe(404);
    expect((await oportunidadesDe(b)).results.map((o) => o.hoja_ruta.id)).not.toContain(e.hojaId);
    const [p] = await app.db.select().from(pedido).where(eq(pedido.id, e.pedidoId));
    expect(p?.transportista_id).toBe(a.transportistaId);
    expect(await codigoRetiroDe(app, e.ordenVentaId)).toMatch(/^\d{6}$/);
  });

  it('una hoja que nadie acepta a tiempo se vuelve a ofrecer y se avisa al administrador', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await crearHojaConPedido(app, ciudadId, tipoId);
    await app.db
      .update(oportunidad)
      .set({ expira_en: new Date(Date.now() - 60_000) })
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    expect((await oportunidadesDe(c)).results.map((o) => o.hoja_ruta.id)).not.toContain(e.hojaId);
    expect(await reofrecerVencidas(app.db)).toContain(e.hojaId);
    expect((await oportunidadesDe(c)).results.map((o) => o.hoja_ruta.id)).toContain(e.hojaId);
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, admin.id), eq(notificacion.tipo, 'general')));
    expect(avisos.some((n) => n.titulo.includes(String(e.hojaId)))).toBe(true);
  });
});

describe('oferta programada', () => {
  it('las hojas disponibles llegan también a quien se conectó después', async () => {
    const e = await crearHojaConPedido(app, ciudadId, tipoId, { ofrecer: false });
    const tarde = await crearConductor(app, ciudadId, tipoId);
    expect((await oportunidadesDe(tarde)).results.map((o) => o.hoja_ruta.id)).not.toContain(
      e.hojaId,
    );
    expect(await ofrecerDisponibles(app.db)).toBeGreaterThanOrEqual(1);
    expect((await oportunidadesDe(tarde)).results.map((o) => o.hoja_ruta.id)).toContain(e.hojaId);
    // Una segunda pasada no le repite la oferta.
    await ofrecerDisponibles(app.db);
    const ofertas = await app.db
      .select()
      .from(oportunidad)
      .where(
        and(
          eq(oportunidad.hoja_ruta_id, e.hojaId),
          eq(oportunidad.transportista_id, tarde.transportistaId),
        ),
      );
    expect(ofertas).toHaveLength(1);
  });
});

describe('una ruta de punta a punta', () => {
  let c: Conductor;
  let e: Escenario;

  beforeAll(async () => {
    c = await crearConductor(app, ciudadId, tipoId);
    e = await crearHojaConPedido(app, ciudadId, tipoId, { tarifa: 35_000 });
  });

  it('sin hoja activa responde 204; empezar pide su vehículo aprobado, activo y con capacidad', async () => {
    expect((await pedir(c, 'GET', '/api/hoja-ruta-activa/')).statusCode).toBe(204);
    const o = (await oportunidadesDe(c)).results.find((x) => x.hoja_ruta.id === e.hojaId)!;
    expect(
      (await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: o.id })).statusCode,
    ).toBe(200);

    const otro = await crearConductor(app, ciudadId, tipoId);
    const ajena = await pedir(otro, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: otro.vehiculoId,
    });
    expect(ajena.statusCode).toBe(403);
    const vehiculoAjeno = await pedir(c, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: otro.vehiculoId,
    });
    expect(vehiculoAjeno.statusCode).toBe(400);
    expect(vehiculoAjeno.json()).toEqual({ vehiculo_id: [MENSAJES_OPERACION.vehiculoNoValido] });
    expect(
      (await pedir(c, 'POST', '/api/empezar-ruta/', { ruta_id: e.hojaId })).json(),
    ).toHaveProperty('vehiculo_id');
    expect(
      (await pedir(cliente, 'POST', '/api/empezar-ruta/', { ruta_id: 1, vehiculo_id: 1 }))
        .statusCode,
    ).toBe(403);

    // Un vehículo que no alcanza para la carga (50 kg) no sirve.
    await app.db.update(vehiculo).set({ peso_maximo: 10 }).where(eq(vehiculo.id, c.vehiculoId));
    const chico = await pedir(c, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: c.vehiculoId,
    });
    expect(chico.json()).toEqual({
      vehiculo_id: [MENSAJES_OPERACION.vehiculoNoAlcanza.replace('{motivo}', 'peso')],
    });
    await app.db.update(vehiculo).set({ peso_maximo: 800 }).where(eq(vehiculo.id, c.vehiculoId));

    const r = await pedir(c, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: c.vehiculoId,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ estado: 20, vehiculo: c.vehiculoId, next: e.retiroId });
    const activa = await pedir(c, 'GET', '/api/hoja-ruta-activa/');
    expect(activa.statusCode).toBe(200);
    expect(activa.json().id).toBe(e.hojaId);
    const mias = await pedir(c, 'GET', '/api/mis-rutas/?page=1');
    expect(mias.json<Pagina<{ id: number }>>().results.map((h) => h.id)).toEqual([e.hojaId]);
    expect((await pedir(otro, 'GET', '/api/mis-rutas/?page=1')).json<Pagina<unknown>>().count).toBe(
      0,
    );
    expect((await pedir(otro, 'GET', '/api/hoja-ruta-activa/')).statusCode).toBe(204);

    // La hoja por id: la propia, o cualquiera para el administrador; nunca la de otro.
    const url = `/api/hoja_ruta/${e.hojaId}/`;
    expect((await pedir(c, 'GET', url)).json()).toMatchObject({ id: e.hojaId });
    expect((await pedir(admin, 'GET', url)).statusCode).toBe(200);
    expect((await pedir(otro, 'GET', url)).statusCode).toBe(403);
    expect((await pedir(cliente, 'GET', url)).statusCode).toBe(403);
    expect((await pedir(null, 'GET', url)).statusCode).toBe(401);
  });

  it('las paradas van en orden; el retiro con el código del proveedor deja el pedido en camino', async () => {
    const antes = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    expect(antes.statusCode).toBe(409);
    expect(antes.json().detail).toBe(MENSAJES_OPERACION.paradaFueraDeOrden.replace('{orden}', '1'));
    const otro = await crearConductor(app, ciudadId, tipoId);
    expect(
      (
        await pedir(otro, 'POST', '/api/ejecutar-itinerario/', {
          itinerario_id: e.retiroId,
          pincode: '000000',
        })
      ).statusCode,
    ).toBe(403);
    const mal = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.retiroId,
      pincode: '12',
    });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json())).toEqual(['pincode']);

    const codigo = await codigoRetiroDe(app, e.ordenVentaId);
    const r = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.retiroId,
      pincode: codigo,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ next: e.entregaId, estado: 20 });
    const [ov] = await app.db.select().from(ordenVenta).where(eq(ordenVenta.id, e.ordenVentaId));
    expect(ov?.estado).toBe(20);
    expect(ov?.retirado_en).not.toBeNull();
    expect(await estadoPedido(e.pedidoId)).toBe(30);
  });

  it('el cliente ve la posición y la ETA mientras su pedido viaja; otro cliente no', async () => {
    const eventos: { pedido: number; tipo: string }[] = [];
    const original = app.tiempoReal.emitirAPedido.bind(app.tiempoReal);
    app.tiempoReal.emitirAPedido = async (pedidoId, evento) => {
      eventos.push({ pedido: pedidoId, tipo: evento.tipo });
      await original(pedidoId, evento);
    };
    const pos = await pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: '-25.31,-57.58' });
    app.tiempoReal.emitirAPedido = original;
    expect(pos.json()).toEqual({ guardada: true });
    expect(eventos).toContainEqual({ pedido: e.pedidoId, tipo: 'ubicacion' });

    const r = await pedir(e.cliente, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`);
    expect(r.statusCode).toBe(200);
    const posicion = r.json().posicion_transportista;
    expect(posicion).toMatchObject({
      transportista: c.transportistaId,
      ubicacion: { lat: -25.31, lng: -57.58 },
    });
    expect(Date.parse(posicion.eta)).toBeGreaterThan(Date.now());
    expect((await pedir(cliente, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`)).statusCode).toBe(
      403,
    );
  });

  it('la entrega con el PIN del cliente lo notifica, termina la hoja y acredita la tarifa una vez', async () => {
    const pin = await pedir(e.cliente, 'GET', `/api/pedido-contrasena/?id_pedido=${e.pedidoId}`);
    expect(pin.json().contrasena).toBe(PIN_CLIENTE);
    expect(
      (await pedir(cliente, 'GET', `/api/pedido-contrasena/?id_pedido=${e.pedidoId}`)).statusCode,
    ).toBe(403);

    const ok = await pedir(c, 'POST', '/api/check-pin/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    expect(ok.json()).toEqual({ valido: true, itinerario_id: e.entregaId });
    expect(await estadoPedido(e.pedidoId)).toBe(30);

    const eventos: { pedido: number; tipo: string; datos: unknown }[] = [];
    const original = app.tiempoReal.emitirAPedido.bind(app.tiempoReal);
    app.tiempoReal.emitirAPedido = async (pedidoId, evento) => {
      eventos.push({ pedido: pedidoId, ...evento });
      await original(pedidoId, evento);
    };
    const r = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    app.tiempoReal.emitirAPedido = original;
    expect(r.statusCode).toBe(200);
    expect(eventos).toEqual([
      { pedido: e.pedidoId, tipo: 'estado', datos: { pedido_id: e.pedidoId, estado: 40 } },
    ]);
    expect(r.json()).toMatchObject({ estado: 30, finalizado: true, next: null });
    expect(await estadoPedido(e.pedidoId)).toBe(40);
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, e.cliente.id), eq(notificacion.tipo, 'pedido')));
    expect(avisos.some((n) => n.cuerpo === MENSAJES_OPERACION.pedidoEntregadoDetalle)).toBe(true);
    const otraVez = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    expect(otraVez.statusCode).toBe(409);

    const movs = await pedir(c, 'GET', '/api/transportista/movimientos/?page=1');
    expect(movs.statusCode).toBe(200);
    expect(movs.json()).toMatchObject({
      count: 1,
      results: [
        { monto: 35_000, motivo: 'viaje', hoja_ruta: e.hojaId, balance_resultante: 35_000 },
      ],
    });
    const [t] = await app.db
      .select()
      .from(transportista)
      .where(eq(transportista.id, c.transportistaId));
    expect(t).toMatchObject({ balance: 35_000, cantidad_viajes: 1 });
    expect((await pedir(c, 'GET', '/api/hoja-ruta-activa/')).statusCode).toBe(204);
    expect((await pedir(cliente, 'GET', '/api/transportista/movimientos/')).statusCode).toBe(403);
    expect((await pedir(null, 'GET', '/api/transportista/movimientos/')).statusCode).toBe(401);
    // Ya entregado: sin posición del transportista.
    const rastreo = await pedir(e.cliente, 'GET', `/api/rastrear-pedido/${e.pedidoId}/`);
    expect(rastreo.json().posicion_transportista).toBeNull();
  });
});

describe('una ruta en curso a la vez', () => {
  it('con una hoja en curso, empezar otra aceptada responde 409 y la deja aceptada', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const primera = await rutaEmpezada(c);
    const e = await crearHojaConPedido(app, ciudadId, tipoId);
    const [o] = await ofertasDe(app, e.hojaId, c);
    expect(
      (await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode,
    ).toBe(200);
    const r = await pedir(c, 'POST', '/api/empezar-ruta/', {
      ruta_id: e.hojaId,
      vehiculo_id: c.vehiculoId,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe(MENSAJES_OPERACION.tieneRutaActiva);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h?.estado).toBe(10);
    expect((await pedir(c, 'GET', '/api/hoja-ruta-activa/')).json().id).toBe(primera.hojaId);
  });
});

describe('PIN incorrecto', () => {
  it('bloquea la parada tras 5 fallos; sólo un administrador la desbloquea', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await rutaEmpezada(c);
    const codigo = await codigoRetiroDe(app, e.ordenVentaId);
    expect(
      (
        await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
          itinerario_id: e.retiroId,
          pincode: codigo,
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 4; i >= 1; i--) {
      const r = await pedir(c, 'POST', '/api/check-pin/', {
        itinerario_id: e.entregaId,
        pincode: '9999',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        pincode: [MENSAJES_OPERACION.pinIncorrecto.replace('{restantes}', String(i))],
      });
    }
    const quinto = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: '9999',
    });
    expect(quinto.statusCode).toBe(423);
    const bloqueada = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    expect(bloqueada.statusCode).toBe(423);
    expect(bloqueada.json().detail).toBe(MENSAJES_OPERACION.pinBloqueado);
    expect(await estadoPedido(e.pedidoId)).toBe(30);

    const url = `/api/itinerario/${e.entregaId}/desbloquear-pin/`;
    expect((await pedir(c, 'POST', url)).statusCode).toBe(403);
    expect((await pedir(admin, 'POST', url)).json()).toEqual({
      itinerario_id: e.entregaId,
      bloqueado: false,
    });
    const r = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.entregaId,
      pincode: PIN_CLIENTE,
    });
    expect(r.statusCode).toBe(200);
    expect(await estadoPedido(e.pedidoId)).toBe(40);
  });
});

describe('incidentes', () => {
  it('con la carga a bordo: pedido en 50, hoja cancelada, cliente y administrador avisados', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await rutaEmpezada(c);
    const codigo = await codigoRetiroDe(app, e.ordenVentaId);
    await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.retiroId,
      pincode: codigo,
    });

    const malo = await pedir(c, 'POST', '/api/reportar-incidente/', {
      tipo_incidente: 99,
      hoja_ruta: e.hojaId,
    });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(['tipo_incidente']);
    const ubicacionMala = await pedir(c, 'POST', '/api/reportar-incidente/', {
      tipo_incidente: 20,
      hoja_ruta: e.hojaId,
      ubicacion: 'aquí',
    });
    expect(ubicacionMala.json()).toEqual({ ubicacion: [MENSAJES_OPERACION.ubicacionInvalida] });
    const otro = await crearConductor(app, ciudadId, tipoId);
    expect(
      (
        await pedir(otro, 'POST', '/api/reportar-incidente/', {
          tipo_incidente: 20,
          hoja_ruta: e.hojaId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await pedir(c, 'POST', '/api/reportar-incidente/', {
          tipo_incidente: 20,
          hoja_ruta: e.hojaId,
          vehiculo: otro.vehiculoId,
        })
      ).json(),
    ).toHaveProperty('vehiculo');

    const r = await pedir(c, 'POST', '/api/reportar-incidente/', {
      tipo_incidente: 20,
      hoja_ruta: e.hojaId,
      itinerario: e.entregaId,
      vehiculo: c.vehiculoId,
      ubicacion: '-25.30,-57.60',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ pedidos_afectados: [e.pedidoId], hoja_ruta: { estado: 40 } });
    expect(await estadoPedido(e.pedidoId)).toBe(50);
    const delCliente = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, e.cliente.id), eq(notificacion.tipo, 'pedido')));
    expect(delCliente.some((n) => n.cuerpo === MENSAJES_OPERACION.pedidoIncidenteDetalle)).toBe(
      true,
    );
    const delAdmin = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, admin.id), eq(notificacion.tipo, 'general')));
    expect(delAdmin.some((n) => n.titulo.includes(`hoja de ruta ${e.hojaId}`))).toBe(true);
    expect((await pedir(c, 'GET', '/api/hoja-ruta-activa/')).statusCode).toBe(204);
  });

  it('antes del retiro: la orden de venta vuelve a despacho y el pedido sigue en proceso', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await rutaEmpezada(c);
    // Como en el flujo real: con todas sus órdenes confirmadas, el pedido ya está en 20 En proceso
    // aunque nada se retiró; la carga no está a bordo y el pedido no es un incidente.
    await app.db.update(pedido).set({ estado: 20 }).where(eq(pedido.id, e.pedidoId));
    const r = await pedir(c, 'POST', '/api/reportar-incidente/', {
      tipo_incidente: 30,
      hoja_ruta: e.hojaId,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().pedidos_afectados).toEqual([]);
    expect(await estadoPedido(e.pedidoId)).toBe(20);
    const [ov] = await app.db.select().from(ordenVenta).where(eq(ordenVenta.id, e.ordenVentaId));
    expect(ov).toMatchObject({
      estado_ruteo: 20,
      motivo_ruteo: MENSAJES_OPERACION.devueltaADespacho.replace('{hoja}', String(e.hojaId)),
    });
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h?.estado).toBe(40);
    const despues = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
      itinerario_id: e.retiroId,
      pincode: '123456',
    });
    expect(despues.statusCode).toBe(409);
  });
});
