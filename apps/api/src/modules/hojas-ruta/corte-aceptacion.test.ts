// Corte de aceptación de una hoja: la oferta vence cuando el transportista, saliendo de donde
// está, ya no llega a la primera parada antes de `inicio_limite`; quien no llega no la recibe, y
// una hoja que nadie aceptó a tiempo vuelve al próximo lote en vez de entregarse tarde.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { EstadoHojaRuta, EstadoRuteo, MENSAJES_OPERACION, formatearMensaje } from '@nemu/domain';
import { trabajo } from '../../jobs/trabajos.tables.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { ordenVenta } from '../pedidos/pedidos.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { hojaRuta, oportunidad } from './hojas-ruta.tables.js';
import {
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  ofertasDe,
  type Conductor,
} from './operacion.fixtures.js';
import {
  MARGEN_VIAJE,
  MINUTOS_OPORTUNIDAD,
  corteDeAceptacion,
  ofrecerHoja,
  reofrecerVencidas,
  reprogramarSinTiempo,
  viajeEstimadoMs,
} from './oportunidades.service.js';

const VIAJE = { velocidadKmh: 25, circuidad: 1.3 };
// Primera parada de las hojas de operacion.fixtures (el retiro).
const RETIRO = { lat: -25.34, lng: -57.51 };

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;
let admin: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
});
afterAll(() => app.close());

async function ubicar(c: Conductor, p: { lat: number; lng: number }) {
  await app.db
    .update(transportista)
    .set({ ultima_lat: p.lat, ultima_lng: p.lng, ultima_ubicacion_en: new Date() })
    .where(eq(transportista.id, c.transportistaId));
}

const ofertaDe = async (hojaId: number, c: Conductor) => (await ofertasDe(app, hojaId, c))[0];

describe('corteDeAceptacion', () => {
  const ahora = new Date('2026-11-25T12:00:00Z');
  it('sin franjas conocidas la oferta dura MINUTOS_OPORTUNIDAD', () => {
    expect(corteDeAceptacion(ahora, null, RETIRO, RETIRO, VIAJE).getTime()).toBe(
      ahora.getTime() + MINUTOS_OPORTUNIDAD * 60_000,
    );
  });
  it('resta el viaje (con su margen) desde la posición del transportista al límite', () => {
    const limite = new Date(ahora.getTime() + 10 * 60_000);
    const lejos = { lat: -25.3, lng: -57.55 };
    const viaje = viajeEstimadoMs(lejos, RETIRO, VIAJE);
    expect(viaje).toBeGreaterThan(0);
    expect(corteDeAceptacion(ahora, limite, lejos, RETIRO, VIAJE).getTime()).toBe(
      limite.getTime() - viaje,
    );
    // Sin posición conocida sólo cuenta el límite.
    expect(corteDeAceptacion(ahora, limite, undefined, RETIRO, VIAJE)).toEqual(limite);
  });
  it('el viaje estimado es línea recta × circuidad a la velocidad, con el margen', () => {
    const a = { lat: -25.3, lng: -57.6 };
    const b = { lat: -25.3, lng: -57.5 };
    const km = 10.04; // ~0,1° de longitud a esa latitud
    expect(viajeEstimadoMs(a, b, VIAJE) / 60_000).toBeCloseTo(
      ((km * 1.3) / 25) * 60 * MARGEN_VIAJE,
      0,
    );
  });
});

describe('oferta con corte de aceptación', () => {
  it('sólo la recibe quien llega a tiempo, y vence cuando ya no llegaría', async () => {
    const cerca = await crearConductor(app, ciudadId, tipoId);
    const lejos = await crearConductor(app, ciudadId, tipoId);
    await ubicar(cerca, { lat: -25.345, lng: -57.515 });
    // ~37 km en línea recta: más de una hora de viaje a 25 km/h.
    await ubicar(lejos, { lat: -25.6, lng: -57.3 });
    const e = await crearHojaConPedido(app, ciudadId, tipoId, { ofrecer: false });
    const ahora = new Date();
    const limite = new Date(ahora.getTime() + 20 * 60_000);
    await app.db.update(hojaRuta).set({ inicio_limite: limite }).where(eq(hojaRuta.id, e.hojaId));

    await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId, { ahora, viaje: VIAJE }));
    const oc = await ofertaDe(e.hojaId, cerca);
    expect(oc?.expira_en?.getTime()).toBe(
      Math.min(
        ahora.getTime() + MINUTOS_OPORTUNIDAD * 60_000,
        limite.getTime() - viajeEstimadoMs({ lat: -25.345, lng: -57.515 }, RETIRO, VIAJE),
      ),
    );
    expect(await ofertaDe(e.hojaId, lejos)).toBeUndefined();

    // El aviso de la oportunidad llega igual: una notificación por oferta, un trabajo de entrega.
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, cerca.id), eq(notificacion.tipo, 'oportunidad')));
    expect(avisos.map((n) => (n.payload as { oportunidad_id: number }).oportunidad_id)).toContain(
      oc!.id,
    );
    const entregas = await app.db
      .select()
      .from(trabajo)
      .where(eq(trabajo.tipo, 'notificaciones.entregar'));
    expect(
      entregas.some((t) => (t.datos as { ids: number[] }).ids.includes(avisos.at(-1)!.id)),
    ).toBe(true);
  });

  it('varios transportistas: sus avisos se guardan juntos y se entregan en un solo trabajo', async () => {
    const a = await crearConductor(app, ciudadId, tipoId);
    const b = await crearConductor(app, ciudadId, tipoId);
    const e = await crearHojaConPedido(app, ciudadId, tipoId, { ofrecer: false });
    const n = await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId, { viaje: VIAJE }));
    expect(n).toBeGreaterThanOrEqual(2);
    const ofertas = await app.db
      .select({ id: oportunidad.id })
      .from(oportunidad)
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(
        and(inArray(notificacion.usuario_id, [a.id, b.id]), eq(notificacion.tipo, 'oportunidad')),
      );
    const ids = avisos.map((x) => x.id);
    expect(ids).toHaveLength(2);
    const deOfertas = new Set(ofertas.map((o) => o.id));
    expect(
      avisos.every((x) => deOfertas.has((x.payload as { oportunidad_id: number }).oportunidad_id)),
    ).toBe(true);
    const trabajos = (
      await app.db.select().from(trabajo).where(eq(trabajo.tipo, 'notificaciones.entregar'))
    ).filter((t) => (t.datos as { ids: number[] }).ids.some((id) => ids.includes(id)));
    expect(trabajos).toHaveLength(1);
  });

  it('una hoja que nadie aceptó antes de su límite vuelve al próximo lote y se avisa', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await crearHojaConPedido(app, ciudadId, tipoId);
    const ahora = new Date();
    await app.db
      .update(hojaRuta)
      .set({ inicio_limite: new Date(ahora.getTime() - 60_000) })
      .where(eq(hojaRuta.id, e.hojaId));
    // Vencida la oferta, ya no se vuelve a ofrecer: no llegaría.
    await app.db
      .update(oportunidad)
      .set({ expira_en: new Date(ahora.getTime() - 1000) })
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    expect(await reofrecerVencidas(app.db, ahora, VIAJE)).not.toContain(e.hojaId);
    expect((await ofertaDe(e.hojaId, c))?.estado, 'la oferta vencida no se renueva').not.toBe(10);

    expect(await reprogramarSinTiempo(app.db, ahora)).toContain(e.hojaId);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h?.estado).toBe(EstadoHojaRuta.CANCELADA);
    const [ov] = await app.db.select().from(ordenVenta).where(eq(ordenVenta.id, e.ordenVentaId));
    expect(ov).toMatchObject({
      estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
      motivo_ruteo: formatearMensaje(MENSAJES_OPERACION.hojaSinTiempo, { hoja: e.hojaId }),
    });
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, admin.id), eq(notificacion.tipo, 'general')));
    expect(
      avisos.some(
        (n) =>
          n.titulo ===
          formatearMensaje(MENSAJES_OPERACION.notificacionHojaReprogramada, { hoja: e.hojaId }),
      ),
    ).toBe(true);
    // Una segunda pasada no la toca de nuevo; una hoja con margen sigue disponible.
    expect(await reprogramarSinTiempo(app.db, ahora)).not.toContain(e.hojaId);
    const otra = await crearHojaConPedido(app, ciudadId, tipoId);
    await app.db
      .update(hojaRuta)
      .set({ inicio_limite: new Date(ahora.getTime() + 3_600_000) })
      .where(eq(hojaRuta.id, otra.hojaId));
    expect(await reprogramarSinTiempo(app.db, ahora)).not.toContain(otra.hojaId);
  });
});
