import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { EVENTOS_TORRE, torreControlSchema, type TorreControl } from '@nemu/domain';
import { appConBasePropia } from '../test/base-propia.js';
import { ClienteWs } from '../test/cliente-ws.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';
import type { Rol } from '../lib/acceso.js';
import {
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  type Conductor,
  type Escenario,
} from '../modules/hojas-ruta/operacion.fixtures.js';
import { itinerario, oportunidad } from '../modules/hojas-ruta/hojas-ruta.tables.js';
import { ordenVenta, pedido } from '../modules/pedidos/pedidos.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let c: Conductor;
let e: Escenario;

const pedir = (u: UsuarioDePrueba | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

const torre = async (): Promise<TorreControl> => {
  const r = await pedir(admin, 'GET', '/api/torre-de-control/');
  expect(r.statusCode).toBe(200);
  return torreControlSchema.parse(r.json());
};

/** Eventos a los administradores mientras corre `accion`. */
async function eventosDuranteAdmin(accion: () => Promise<unknown>) {
  const eventos: { tipo: string; datos: unknown }[] = [];
  const original = app.tiempoReal.emitirAAdministradores.bind(app.tiempoReal);
  app.tiempoReal.emitirAAdministradores = async (evento) => {
    eventos.push(evento);
    await original(evento);
  };
  try {
    await accion();
  } finally {
    app.tiempoReal.emitirAAdministradores = original;
  }
  return eventos;
}

let cerrar: () => Promise<void>;

// Base propia en PostgreSQL: la torre lista las órdenes en espera de toda la plataforma y las
// demás pruebas de la corrida compartida crean cientos.
beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  const ciudadId = await crearCiudad(app);
  const tipoId = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
  c = await crearConductor(app, ciudadId, tipoId);
  e = await crearHojaConPedido(app, ciudadId, tipoId);
});
afterAll(() => cerrar());

describe('GET /torre-de-control/', () => {
  it('401 sin sesión y 403 para cada rol que no es administrador', async () => {
    expect((await pedir(null, 'GET', '/api/torre-de-control/')).statusCode).toBe(401);
    const roles: Rol[] = [
      'cliente',
      'proveedor',
      'proveedor_propietario',
      'transportista',
      'adm_transportista',
    ];
    for (const rol of roles) {
      const u = await crearUsuario(app, rol);
      expect((await pedir(u, 'GET', '/api/torre-de-control/')).statusCode, rol).toBe(403);
    }
    expect((await pedir(c, 'GET', '/api/torre-de-control/')).statusCode).toBe(403);
  });

  it('muestra al transportista conectado con su hoja, el progreso, las paradas atrasadas y las órdenes en espera', async () => {
    // Conectado sin hoja: libre.
    await pedir(c, 'POST', '/api/conexion-transportista/', { ubicacion: '-25.30,-57.60' });
    let t = (await torre()).transportistas.find((x) => x.id === c.transportistaId);
    expect(t).toMatchObject({ estado: 'libre', hoja_ruta_id: null });

    // Acepta y empieza la hoja: en ruta; el aviso llega a los administradores.
    const [op] = await app.db
      .select({ id: oportunidad.id })
      .from(oportunidad)
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    const eventosHoja = await eventosDuranteAdmin(async () => {
      expect(
        (await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: op!.id })).statusCode,
      ).toBe(200);
      expect(
        (
          await pedir(c, 'POST', '/api/empezar-ruta/', {
            ruta_id: e.hojaId,
            vehiculo_id: c.vehiculoId,
          })
        ).statusCode,
      ).toBe(200);
    });
    expect(eventosHoja).toContainEqual({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo: 'hoja', hoja_ruta_id: e.hojaId, transportista_id: c.transportistaId },
    });

    // Se mueve: la torre recibe la posición en vivo.
    const eventosPos = await eventosDuranteAdmin(() =>
      pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: '-25.33,-57.55' }),
    );
    expect(eventosPos).toContainEqual({
      tipo: EVENTOS_TORRE.ubicacion,
      datos: expect.objectContaining({
        transportista_id: c.transportistaId,
        lat: -25.33,
        lng: -57.55,
      }) as unknown,
    });

    let foto = await torre();
    t = foto.transportistas.find((x) => x.id === c.transportistaId);
    expect(t).toMatchObject({
      estado: 'en_ruta',
      hoja_ruta_id: e.hojaId,
      ubicacion: { lat: -25.33, lng: -57.55 },
      nombre: 'Prueba transportista',
    });
    let hoja = foto.hojas.find((h) => h.id === e.hojaId);
    expect(hoja).toMatchObject({
      estado: 20,
      transportista_id: c.transportistaId,
      transportista_nombre: 'Prueba transportista',
      paradas_total: 2,
      paradas_hechas: 0,
      progreso: 0,
      paradas_atrasadas: 0,
    });
    expect(hoja?.paradas.map((p) => p.tipo)).toEqual([20, 10]);

    // El retiro hecho: 50 % y un aviso de parada.
    const codigo = await codigoRetiroDe(app, e.ordenVentaId);
    const eventosParada = await eventosDuranteAdmin(() =>
      pedir(c, 'POST', '/api/ejecutar-itinerario/', {
        itinerario_id: e.retiroId,
        pincode: codigo,
      }),
    );
    expect(eventosParada.map((x) => x.tipo)).toContain(EVENTOS_TORRE.cambio);

    // La entrega quedó fuera de su ventana: atrasada.
    await app.db
      .update(itinerario)
      .set({ fecha_hora_calculada_hasta: new Date(Date.now() - 25 * 60_000) })
      .where(eq(itinerario.id, e.entregaId));
    foto = await torre();
    hoja = foto.hojas.find((h) => h.id === e.hojaId);
    expect(hoja).toMatchObject({ paradas_hechas: 1, progreso: 50, paradas_atrasadas: 1 });
    const atrasada = foto.paradas_atrasadas.find((p) => p.id === e.entregaId);
    expect(atrasada).toMatchObject({ atrasada: true, hoja_ruta_id: e.hojaId });
    expect(atrasada?.minutos_atraso).toBeGreaterThanOrEqual(24);
  });

  it('cuenta las órdenes vivas por estado de ruteo y lista las que esperan con su motivo', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const proveedor = await crearUsuario(app, 'proveedor_propietario');
    const [p] = await app.db
      .insert(pedido)
      .values({
        usuario_id: cliente.id,
        estado: 20,
        medio_pago: 0,
        total: 50_000,
        subtotal: 50_000,
      })
      .returning({ id: pedido.id });
    const [ov] = await app.db
      .insert(ordenVenta)
      .values({
        pedido_id: p!.id,
        fabricante_id: proveedor.fabricanteId!,
        estado: 10,
        estado_ruteo: 70,
        motivo_ruteo: 'Ningún vehículo refrigerado disponible',
        total: 50_000,
      })
      .returning({ id: ordenVenta.id });
    const antes = (await torre()).ordenes_por_ruteo.find((o) => o.estado_ruteo === 70);
    expect(antes?.estado_nombre).toBe('Sin vehículos válidos');
    expect(antes?.cantidad).toBeGreaterThanOrEqual(1);
    const foto = await torre();
    expect(foto.ordenes_en_espera).toContainEqual(
      expect.objectContaining({
        id: ov!.id,
        pedido_id: p!.id,
        estado_ruteo: 70,
        motivo_ruteo: 'Ningún vehículo refrigerado disponible',
      }),
    );
    // Retirada, ya no espera.
    await app.db.update(ordenVenta).set({ estado: 20 }).where(eq(ordenVenta.id, ov!.id));
    const despues = await torre();
    expect(despues.ordenes_en_espera.map((o) => o.id)).not.toContain(ov!.id);
    expect(despues.ordenes_por_ruteo.find((o) => o.estado_ruteo === 70)?.cantidad ?? 0).toBe(
      (antes?.cantidad ?? 0) - 1,
    );

    // Un lote manual avisa a la torre para que relea las órdenes por estado de ruteo.
    const eventos = await eventosDuranteAdmin(async () => {
      const r = await pedir(admin, 'POST', '/api/ruteo-ordenes-venta/', {
        ordenes_venta: [ov!.id],
      });
      expect(r.statusCode).toBe(200);
    });
    expect(eventos).toContainEqual({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo: 'ruteo', hoja_ruta_id: null, transportista_id: null },
    });
  });

  it('un transportista sin posición reciente se muestra sin señal; al desconectarse sale de la torre', async () => {
    const ciudadId = await crearCiudad(app);
    const tipoId = await crearTipoVehiculo(app);
    const otro = await crearConductor(app, ciudadId, tipoId);
    const eventos = await eventosDuranteAdmin(() =>
      pedir(otro, 'POST', '/api/conexion-transportista/', {}),
    );
    expect(eventos).toContainEqual({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo: 'conexion', hoja_ruta_id: null, transportista_id: otro.transportistaId },
    });
    const t = (await torre()).transportistas.find((x) => x.id === otro.transportistaId);
    expect(t?.estado).toBe('sin_senal');
    await app.inject({
      method: 'PATCH',
      url: '/api/conexion-transportista/',
      headers: autorizacion(otro),
      payload: { conectado: false },
    });
    expect((await torre()).transportistas.map((x) => x.id)).not.toContain(otro.transportistaId);
  });
});

describe('eventos en vivo de la torre por /ws', () => {
  it('los administradores conectados reciben torre_ubicacion; un cliente no', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
    const cliente = await crearUsuario(app, 'cliente');
    const wsAdmin = await ClienteWs.autenticado(url, admin.token);
    const wsCliente = await ClienteWs.autenticado(url, cliente.token);
    try {
      await app.tiempoReal.emitirAAdministradores({
        tipo: EVENTOS_TORRE.ubicacion,
        datos: { transportista_id: 1, lat: -25.3, lng: -57.6, fecha: '2026-01-01T00:00:00Z' },
      });
      const m = await wsAdmin.esperar((x) => x.tipo === 'evento');
      expect(m).toEqual({
        tipo: 'evento',
        pedido_id: null,
        evento: {
          tipo: EVENTOS_TORRE.ubicacion,
          datos: { transportista_id: 1, lat: -25.3, lng: -57.6, fecha: '2026-01-01T00:00:00Z' },
        },
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(wsCliente.recibidos.filter((x) => x.tipo === 'evento')).toEqual([]);
    } finally {
      await Promise.all([wsAdmin.cerrar(), wsCliente.cerrar()]);
    }
  });
});
