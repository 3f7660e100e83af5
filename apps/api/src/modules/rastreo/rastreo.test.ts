import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { MAXIMO_POSICIONES_LOTE, MENSAJES_OPERACION } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import {
  crearCiudad,
  crearConductor,
  crearTipoVehiculo,
  type Conductor,
} from '../hojas-ruta/operacion.fixtures.js';
import { conexionTransportista, transportista } from '../transportistas/transportistas.tables.js';
import { limpiarPosiciones } from './rastreo.service.js';
import { rastreoUbicacion } from './rastreo.tables.js';

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;
let cliente: UsuarioDePrueba;
let admin: UsuarioDePrueba;

const pedir = (
  u: UsuarioDePrueba | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

const nuevo = () => crearConductor(app, ciudadId, tipoId, { conectado: false });

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  cliente = await crearUsuario(app, 'cliente');
  admin = await crearUsuario(app, 'administrador');
});
afterAll(() => app.close());

describe('conexión del transportista', () => {
  it('POST conecta (un solo período abierto), PATCH desconecta y el tiempo activo lo suma', async () => {
    const c = await nuevo();
    const r = await pedir(c, 'POST', '/api/conexion-transportista/', {
      conectado: true,
      ubicacion: '-25.30,-57.63',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ conectado: true });
    expect((await pedir(c, 'POST', '/api/conexion-transportista/', {})).statusCode).toBe(200);
    const periodos = await app.db
      .select()
      .from(conexionTransportista)
      .where(eq(conexionTransportista.transportista_id, c.transportistaId));
    expect(periodos).toHaveLength(1);
    expect(periodos[0]?.fin).toBeNull();
    const [t] = await app.db
      .select()
      .from(transportista)
      .where(eq(transportista.id, c.transportistaId));
    expect(t).toMatchObject({ conectado: true, ultima_lat: -25.3, ultima_lng: -57.63 });

    const fuera = await pedir(c, 'PATCH', '/api/conexion-transportista/', { conectado: false });
    expect(fuera.json()).toMatchObject({ conectado: false });
    const [cerrado] = await app.db
      .select()
      .from(conexionTransportista)
      .where(eq(conexionTransportista.transportista_id, c.transportistaId));
    expect(cerrado?.fin).not.toBeNull();

    const desde = new Date(Date.now() - 3_600_000).toISOString();
    const hasta = new Date(Date.now() + 60_000).toISOString();
    const activo = await pedir(
      c,
      'GET',
      `/api/tiempo-activo-transportista/?fecha__gt=${encodeURIComponent(desde)}&fecha__lt=${encodeURIComponent(hasta)}`,
    );
    expect(activo.statusCode).toBe(200);
    expect(activo.json()).toMatchObject({ periodos: 1 });
    expect(activo.json().segundos).toBeGreaterThanOrEqual(0);
  });

  it('el tiempo activo cuenta sólo la parte del período dentro del rango', async () => {
    const c = await nuevo();
    const base = Date.parse('2026-01-10T12:00:00Z');
    await app.db.insert(conexionTransportista).values({
      transportista_id: c.transportistaId,
      inicio: new Date(base),
      fin: new Date(base + 2 * 3_600_000),
    });
    const r = await pedir(
      c,
      'GET',
      '/api/tiempo-activo-transportista/?fecha__gt=2026-01-10T13:00:00Z&fecha__lt=2026-01-11',
    );
    expect(r.json()).toEqual({ segundos: 3600, minutos: 60, periodos: 1 });
  });

  it('400 nombrando el campo, 401 y 403', async () => {
    const c = await nuevo();
    const mala = await pedir(c, 'POST', '/api/conexion-transportista/', { ubicacion: 'lejos' });
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toEqual({ ubicacion: [MENSAJES_OPERACION.ubicacionInvalida] });
    const rango = await pedir(
      c,
      'GET',
      '/api/tiempo-activo-transportista/?fecha__gt=2026-02-01&fecha__lt=2026-01-01',
    );
    expect(rango.json()).toEqual({ fecha__gt: [MENSAJES_OPERACION.rangoFechasInvalido] });
    const fecha = await pedir(c, 'GET', '/api/tiempo-activo-transportista/?fecha__lt=ayer');
    expect(Object.keys(fecha.json())).toEqual(['fecha__lt']);
    expect((await pedir(null, 'POST', '/api/conexion-transportista/', {})).statusCode).toBe(401);
    expect((await pedir(cliente, 'PATCH', '/api/conexion-transportista/', {})).statusCode).toBe(
      403,
    );
    expect((await pedir(admin, 'GET', '/api/tiempo-activo-transportista/')).statusCode).toBe(403);
  });
});

describe('posiciones', () => {
  let c: Conductor;
  beforeAll(async () => {
    c = await nuevo();
  });

  it('guarda la posición, ignora movimientos menores a 20 m y da la última con fecha y ago', async () => {
    const enviar = (ubicacion: string) =>
      pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion, precision: 8 });
    expect((await enviar('-25.300000,-57.630000')).json()).toEqual({ guardada: true });
    // ~5 m al norte: se ignora.
    expect((await enviar('-25.299955,-57.630000')).json()).toEqual({ guardada: false });
    // ~100 m: se guarda.
    expect((await enviar('-25.299100,-57.630000')).json()).toEqual({ guardada: true });
    const puntos = await app.db
      .select()
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.transportista_id, c.transportistaId));
    expect(puntos).toHaveLength(2);

    const r = await pedir(c, 'GET', '/api/ubicacion-transportista/');
    expect(r.statusCode).toBe(200);
    const ultima = r.json().last_known_location;
    expect(ultima).toMatchObject({ lat: -25.2991, lng: -57.63 });
    expect(Date.parse(ultima.fecha)).toBeLessThanOrEqual(Date.now());
    expect(ultima.ago).toBeGreaterThanOrEqual(0);
    const delAdmin = await pedir(
      admin,
      'GET',
      `/api/ubicacion-transportista/?transportista_id=${c.transportistaId}`,
    );
    expect(delAdmin.json().last_known_location).toMatchObject({ lat: -25.2991 });
  });

  it('acepta un lote con la hora de cada posición y descarta dentro del lote los pasos menores a 20 m', async () => {
    const otro = await nuevo();
    const hace = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    // Llegan desordenadas: se ordenan por hora. 5 m, 30 m, 35 m (5 m del anterior guardado) y 130 m.
    const lote = [
      { ubicacion: '-25.299730,-57.630000', fecha: hace(2), precision: 6 },
      { ubicacion: '-25.300000,-57.630000', fecha: hace(5) },
      { ubicacion: '-25.299955,-57.630000', fecha: hace(4) },
      { ubicacion: '-25.299685,-57.630000', fecha: hace(1) },
      { ubicacion: '-25.298830,-57.630000', fecha: hace(0.5) },
    ];
    const r = await pedir(otro, 'POST', '/api/rastreo-usuario/', lote);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ recibidas: 5, guardadas: 3 });
    const puntos = await app.db
      .select()
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.transportista_id, otro.transportistaId))
      .orderBy(rastreoUbicacion.registrado_en);
    expect(puntos.map((p) => p.lat)).toEqual([-25.3, -25.29973, -25.29883]);
    expect(puntos.map((p) => p.registrado_en.toISOString())).toEqual([
      lote[1]!.fecha,
      lote[0]!.fecha,
      lote[4]!.fecha,
    ]);
    expect(puntos[1]?.precision_m).toBe(6);
    const ultima = (await pedir(otro, 'GET', '/api/ubicacion-transportista/')).json()
      .last_known_location;
    expect(ultima).toMatchObject({ lat: -25.29883, fecha: lote[4]!.fecha });

    // El próximo lote se compara con la última guardada: quieto, nada se guarda.
    const quieto = await pedir(otro, 'POST', '/api/rastreo-usuario/', [
      { ubicacion: '-25.298840,-57.630000' },
      { ubicacion: '-25.298850,-57.630000' },
    ]);
    expect(quieto.json()).toEqual({ recibidas: 2, guardadas: 0 });
    // Una hora futura (reloj del teléfono adelantado) se guarda como ahora.
    const futura = await pedir(otro, 'POST', '/api/rastreo-usuario/', [
      { ubicacion: '-25.297000,-57.630000', fecha: new Date(Date.now() + 3_600_000).toISOString() },
    ]);
    expect(futura.json()).toEqual({ recibidas: 1, guardadas: 1 });
    const [masNueva] = await app.db
      .select()
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.transportista_id, otro.transportistaId))
      .orderBy(desc(rastreoUbicacion.registrado_en))
      .limit(1);
    expect(masNueva?.registrado_en.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('un lote inválido: 400 con el campo de cada posición, vacío o demasiado grande', async () => {
    const mala = await pedir(c, 'POST', '/api/rastreo-usuario/', [
      { ubicacion: '-25.3,-57.6' },
      { ubicacion: '91,0', precision: -1 },
      { ubicacion: '-25.3,-57.6', fecha: 'ayer' },
    ]);
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toMatchObject({ '1.ubicacion': [MENSAJES_OPERACION.ubicacionInvalida] });
    expect(Object.keys(mala.json()).sort()).toEqual(['1.precision', '1.ubicacion', '2.fecha']);
    const vacio = await pedir(c, 'POST', '/api/rastreo-usuario/', []);
    expect(vacio.statusCode).toBe(400);
    expect(Object.keys(vacio.json())).toEqual(['non_field_errors']);
    const grande = await pedir(
      c,
      'POST',
      '/api/rastreo-usuario/',
      Array.from({ length: MAXIMO_POSICIONES_LOTE + 1 }, () => ({ ubicacion: '-25.3,-57.6' })),
    );
    expect(grande.statusCode).toBe(400);
    expect(
      (await pedir(cliente, 'POST', '/api/rastreo-usuario/', [{ ubicacion: '-25,-57' }])).statusCode,
    ).toBe(403);
    expect((await pedir(null, 'POST', '/api/rastreo-usuario/', [])).statusCode).toBe(401);
  });

  it('400, 401, 403 y el alcance: un transportista no ve la ubicación de otro', async () => {
    const otro = await nuevo();
    const mala = await pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: '91,0' });
    expect(mala.json()).toEqual({ ubicacion: [MENSAJES_OPERACION.ubicacionInvalida] });
    const sin = await pedir(c, 'POST', '/api/rastreo-usuario/', {});
    expect(Object.keys(sin.json())).toEqual(['ubicacion']);
    expect((await pedir(null, 'POST', '/api/rastreo-usuario/', {})).statusCode).toBe(401);
    expect(
      (await pedir(cliente, 'POST', '/api/rastreo-usuario/', { ubicacion: '-25,-57' })).statusCode,
    ).toBe(403);
    expect(
      (
        await pedir(
          otro,
          'GET',
          `/api/ubicacion-transportista/?transportista_id=${c.transportistaId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await pedir(cliente, 'GET', '/api/ubicacion-transportista/')).statusCode).toBe(403);
  });

  it('la retención borra las posiciones de más de N días', async () => {
    const ahora = new Date();
    const [vieja] = await app.db
      .insert(rastreoUbicacion)
      .values({
        usuario_id: c.id,
        transportista_id: c.transportistaId,
        lat: -25.3,
        lng: -57.6,
        registrado_en: new Date(ahora.getTime() - 40 * 86_400_000),
      })
      .returning({ id: rastreoUbicacion.id });
    expect(await limpiarPosiciones(app.db, 30, ahora)).toBeGreaterThanOrEqual(1);
    const quedan = await app.db
      .select({ id: rastreoUbicacion.id })
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.transportista_id, c.transportistaId));
    expect(quedan.map((q) => q.id)).not.toContain(vieja?.id);
    expect(quedan).toHaveLength(2);
  });
});
