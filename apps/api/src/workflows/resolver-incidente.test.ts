import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { MENSAJES_OPERACION, fechaAsuncion, pedidoStaffDetalleSchema } from '@nemu/domain';
import { appDePrueba } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';
import {
  auditoriaDe,
  exigeAdministrador,
  usuariosNoAdmin,
} from '../modules/auditoria/admin-de-prueba.js';
import { incidente } from '../modules/hojas-ruta/hojas-ruta.tables.js';
import {
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  type Escenario,
} from '../modules/hojas-ruta/operacion.fixtures.js';
import { notificacion } from '../modules/notificaciones/notificaciones.tables.js';
import { historialPedido, ordenVenta, pedido } from '../modules/pedidos/pedidos.tables.js';
import { reclamarOrdenesParaRuteo } from '../modules/pedidos/ruteo-ordenes.service.js';

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

const URL = '/api/resolver-incidente/';
const resolver = (u: UsuarioDePrueba, payload: unknown) =>
  app.inject({ method: 'POST', url: URL, headers: autorizacion(u), payload: payload as object });

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(() => app.close());

/** Como en operacion.test.ts: ruta aceptada y empezada, retiro hecho, incidente con la carga a bordo. */
async function pedidoEnIncidente(pedidos = 1): Promise<Escenario> {
  const c = await crearConductor(app, ciudadId, tipoId);
  const e = await crearHojaConPedido(app, ciudadId, tipoId, { pedidos });
  const pedir = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: autorizacion(c), payload });
  const ofertas = await app.inject({
    url: '/api/oportunidades/?page=1',
    headers: autorizacion(c),
  });
  const o = ofertas
    .json<{ results: { id: number; hoja_ruta: { id: number } }[] }>()
    .results.find((x) => x.hoja_ruta.id === e.hojaId);
  expect((await pedir('/api/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode).toBe(200);
  expect(
    (await pedir('/api/empezar-ruta/', { ruta_id: e.hojaId, vehiculo_id: c.vehiculoId }))
      .statusCode,
  ).toBe(200);
  const codigo = await codigoRetiroDe(app, e.ordenVentaId);
  expect(
    (await pedir('/api/ejecutar-itinerario/', { itinerario_id: e.retiroId, pincode: codigo }))
      .statusCode,
  ).toBe(200);
  const r = await pedir('/api/reportar-incidente/', {
    tipo_incidente: 20,
    hoja_ruta: e.hojaId,
    itinerario: e.entregaId,
  });
  expect(r.json().pedidos_afectados).toEqual(e.pedidoIds);
  return e;
}

const filaPedido = async (id: number) =>
  (await app.db.select().from(pedido).where(eq(pedido.id, id)))[0];

describe('POST /resolver-incidente/', () => {
  it('el pedido vuelve a 20, su orden de venta a despacho, el incidente queda resuelto, cliente avisado y auditado', async () => {
    const e = await pedidoEnIncidente();
    const detalle = await app.inject({
      url: `/api/pedido_staff/${e.pedidoId}/`,
      headers: autorizacion(admin),
    });
    const leido = pedidoStaffDetalleSchema.parse(detalle.json());
    expect(leido).toMatchObject({
      estado: 50,
      incidente_abierto: { hoja_ruta: e.hojaId, tipo_incidente: 20, tipo_nombre: 'Falla mecánica' },
    });
    const [abierto] = await app.db
      .select()
      .from(incidente)
      .where(eq(incidente.hoja_ruta_id, e.hojaId));
    expect(abierto?.resuelto_en).toBeNull();

    const r = await resolver(admin, { pedido_id: e.pedidoId });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      pedido_id: e.pedidoId,
      estado: 20,
      hoja_ruta: e.hojaId,
      ordenes_venta: [e.ordenVentaId],
      incidentes_resueltos: [abierto!.id],
    });

    const p = await filaPedido(e.pedidoId);
    expect(p).toMatchObject({ estado: 20, transportista_id: null });
    const [ultimo] = await app.db
      .select()
      .from(historialPedido)
      .where(eq(historialPedido.pedido_id, e.pedidoId))
      .orderBy(desc(historialPedido.id))
      .limit(1);
    expect(ultimo).toMatchObject({
      estado: 20,
      transicion: 'resolver_incidente',
      detalle: MENSAJES_OPERACION.incidenteResuelto,
    });

    // La carga volvió al punto de retiro: la orden espera un retiro nuevo en una nueva hoja.
    const [ov] = await app.db.select().from(ordenVenta).where(eq(ordenVenta.id, e.ordenVentaId));
    expect(ov).toMatchObject({
      estado: 10,
      estado_ruteo: 20,
      retirado_en: null,
      codigo_retiro: null,
      motivo_ruteo: MENSAJES_OPERACION.devueltaADespachoTrasIncidente.replace(
        '{hoja}',
        String(e.hojaId),
      ),
    });
    // El lote de despacho la vuelve a tomar.
    expect(
      await reclamarOrdenesParaRuteo(app.db, {
        estados: [20],
        ids: [e.ordenVentaId],
        hastaFecha: fechaAsuncion(new Date(Date.now() + 86_400_000)),
      }),
    ).toEqual([e.ordenVentaId]);

    const [resuelto] = await app.db.select().from(incidente).where(eq(incidente.id, abierto!.id));
    expect(resuelto?.resuelto_en).toBeInstanceOf(Date);
    expect(resuelto?.resuelto_por).toBe(admin.id);

    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, e.cliente.id), eq(notificacion.tipo, 'pedido')));
    expect(avisos.some((n) => n.cuerpo === MENSAJES_OPERACION.pedidoIncidenteResueltoDetalle)).toBe(
      true,
    );

    const [entrada] = await auditoriaDe(app, 'pedido', e.pedidoId);
    expect(entrada).toMatchObject({
      usuario_id: admin.id,
      accion: 'resolver_incidente',
      antes: { estado: 50, hoja_ruta: e.hojaId },
      despues: { estado: 20, ordenes_venta: [e.ordenVentaId], incidentes: [abierto!.id] },
    });

    const despues = await app.inject({
      url: `/api/pedido_staff/${e.pedidoId}/`,
      headers: autorizacion(admin),
    });
    expect(despues.json()).toMatchObject({ estado: 20, incidente_abierto: null });

    // Resolver dos veces: el pedido ya no está en 50.
    const otraVez = await resolver(admin, { pedido_id: e.pedidoId });
    expect(otraVez.statusCode).toBe(409);
    expect((await auditoriaDe(app, 'pedido', e.pedidoId)).length).toBe(1);
  });

  it('con dos pedidos a bordo, el incidente sigue abierto hasta resolver el último', async () => {
    const e = await pedidoEnIncidente(2);
    const [primero, segundo] = e.pedidoIds as [number, number];
    expect((await filaPedido(primero))?.estado).toBe(50);
    expect((await filaPedido(segundo))?.estado).toBe(50);
    const [abierto] = await app.db
      .select()
      .from(incidente)
      .where(eq(incidente.hoja_ruta_id, e.hojaId));

    const r1 = await resolver(admin, { pedido_id: primero });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({
      pedido_id: primero,
      ordenes_venta: [e.ordenVentaIds[0]],
      incidentes_resueltos: [],
    });
    expect((await filaPedido(segundo))?.estado).toBe(50);
    const [sigue] = await app.db.select().from(incidente).where(eq(incidente.id, abierto!.id));
    expect(sigue?.resuelto_en).toBeNull();
    // El segundo pedido sigue mostrando el incidente abierto al administrador.
    const detalle = await app.inject({
      url: `/api/pedido_staff/${segundo}/`,
      headers: autorizacion(admin),
    });
    expect(detalle.json()).toMatchObject({
      estado: 50,
      incidente_abierto: { hoja_ruta: e.hojaId },
    });
    // La orden de venta del segundo pedido no se tocó: su carga sigue a bordo.
    const [ovSegundo] = await app.db
      .select()
      .from(ordenVenta)
      .where(eq(ordenVenta.id, e.ordenVentaIds[1]!));
    expect(ovSegundo?.estado_ruteo).not.toBe(20);

    const r2 = await resolver(admin, { pedido_id: segundo });
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json()).toMatchObject({
      pedido_id: segundo,
      ordenes_venta: [e.ordenVentaIds[1]],
      incidentes_resueltos: [abierto!.id],
    });
    const [resuelto] = await app.db.select().from(incidente).where(eq(incidente.id, abierto!.id));
    expect(resuelto?.resuelto_por).toBe(admin.id);
    const ordenes = await app.db
      .select({ id: ordenVenta.id, estado_ruteo: ordenVenta.estado_ruteo })
      .from(ordenVenta)
      .where(eq(ordenVenta.pedido_id, segundo));
    expect(ordenes).toEqual([{ id: e.ordenVentaIds[1], estado_ruteo: 20 }]);
  });

  it('400 con errores por campo, 401 sin sesión, 403 sin ser administrador', async () => {
    const vacio = await resolver(admin, {});
    expect(vacio.statusCode).toBe(400);
    expect(Object.keys(vacio.json())).toEqual(['pedido_id']);
    const malo = await resolver(admin, { pedido_id: 'abc' });
    expect(malo.statusCode).toBe(400);
    expect(Object.keys(malo.json())).toEqual(['pedido_id']);
    const e = await pedidoEnIncidente();
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: URL,
      payload: { pedido_id: e.pedidoId },
    });
    expect((await filaPedido(e.pedidoId))?.estado).toBe(50);
  });

  it('404 si el pedido no existe, 409 si no está en incidente', async () => {
    expect((await resolver(admin, { pedido_id: 2_000_000_000 })).statusCode).toBe(404);
    const e = await crearHojaConPedido(app, ciudadId, tipoId, { ofrecer: false });
    const r = await resolver(admin, { pedido_id: e.pedidoId });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toContain('resolver_incidente');
    expect((await filaPedido(e.pedidoId))?.estado).toBe(10);
  });
});
