import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MENSAJES_TRANSPORTISTAS,
  enlaceNotificacion,
  leerPayloadNotificacion,
  type Notificacion,
  type TipoNotificacion,
} from '@nemu/domain';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';
import { empresaTransporte, transportista } from '../transportistas/transportistas.tables.js';
import { tipoVehiculo, vehiculo } from './flota.tables.js';
import { revisarVencimientosVehiculos } from './vehiculos.service.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let tipoId: number;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
let chapas = 0;

beforeAll(async () => {
  app = await appDePrueba({ documentosDir: await mkdtemp(path.join(tmpdir(), 'nemu-doc-')) });
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  const [t] = await app.db.select({ id: tipoVehiculo.id }).from(tipoVehiculo).limit(1);
  tipoId = t?.id ?? 0;
  png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
});
afterAll(async () => app.close());

// Chapas únicas por archivo (letras al azar y un contador).
const prefijo = Math.random()
  .toString(36)
  .slice(2, 5)
  .toUpperCase()
  .replace(/[^A-Z]/g, 'Q');
const nuevaChapa = () => `${prefijo}${String(++chapas).padStart(4, '0')}`;

const CAMPOS = (extra: Record<string, string> = {}) => ({
  tipo_vehiculo: String(tipoId),
  marca: 'Toyota',
  modelo: 'Hilux',
  ano: '2019',
  color: 'Blanco',
  numero_chapa: nuevaChapa(),
  kilometraje: '123456',
  habilitacion_vencimiento: '2099-05-01',
  poliza_vencimiento: '2099-05-01',
  ...extra,
});

interface Vehiculo {
  id: number;
  transportista: number | null;
  empresa_transporte: number | null;
  aprobado: boolean;
  activo: boolean;
  kilometraje: string | null;
  habilitacion_frente: string | null;
  poliza_seguro: string | null;
}

async function crear(u: UsuarioDePrueba, extra: Record<string, string> = {}) {
  const { payload, headers } = multipart(CAMPOS(extra), [
    { campo: 'habilitacion_frente', nombre: 'h1.png', tipo: 'image/png', datos: png },
    { campo: 'habilitacion_dorso', nombre: 'h2.png', tipo: 'image/png', datos: png },
    { campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', datos: pdf },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/vehiculo/',
    payload,
    headers: { ...headers, ...autorizacion(u) },
  });
}

async function creado(u: UsuarioDePrueba, extra: Record<string, string> = {}) {
  const r = await crear(u, extra);
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Vehiculo>();
}

const aprobar = (id: number, u: UsuarioDePrueba = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/aprobar-vehiculo/',
    payload: { vehiculo_id: id },
    headers: autorizacion(u),
  });

const activar = (id: number, u: UsuarioDePrueba, valor = true) =>
  app.inject({
    method: 'PUT',
    url: `/api/vehiculo/${id}/`,
    payload: { activar: valor },
    headers: autorizacion(u),
  });

async function transportistaDe(u: UsuarioDePrueba) {
  const [t] = await app.db
    .select({ id: transportista.id })
    .from(transportista)
    .where(eq(transportista.usuario_id, u.id));
  return t?.id ?? 0;
}

/** Enlaces (los mismos que lleva el push) de los avisos de un tipo que recibió el usuario. */
async function enlacesDe(u: UsuarioDePrueba, tipo: TipoNotificacion) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/notificaciones/?page=1',
    headers: autorizacion(u),
  });
  return r
    .json<{ results: Notificacion[] }>()
    .results.filter((n) => n.tipo === tipo)
    .map((n) => {
      const payload = leerPayloadNotificacion({ ...n.payload, tipo });
      return payload && enlaceNotificacion(payload);
    });
}

async function empresaDe(u: UsuarioDePrueba) {
  const [e] = await app.db
    .select({ id: empresaTransporte.id })
    .from(empresaTransporte)
    .where(eq(empresaTransporte.administrador_id, u.id));
  return e?.id ?? 0;
}

describe('alta y edición de vehículos', () => {
  it('el transportista carga su vehículo: pendiente, kilometraje como texto, documentos privados', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const v = await creado(chofer, { kilometraje: '045000' });
    expect(v).toMatchObject({
      transportista: await transportistaDe(chofer),
      transportista_nombre: 'Prueba transportista',
      empresa_transporte: null,
      aprobado: false,
      activo: false,
      kilometraje: '045000',
      habilitacion_frente: `/api/vehiculo/${v.id}/documento/habilitacion_frente/`,
    });
    const doc = await app.inject({
      method: 'GET',
      url: v.poliza_seguro ?? '',
      headers: autorizacion(chofer),
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  it('datos inválidos: 400 que nombra el campo; sin sesión 401; un cliente 403', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const r = await crear(chofer, {
      numero_chapa: '!!',
      ano: 'dos mil',
      numero_chassis: '<b>9BW</b>',
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json<Record<string, unknown>>()).sort()).toEqual([
      'ano',
      'numero_chapa',
      'numero_chassis',
    ]);
    const medidas = await crear(chofer, { espacio_alto_cm: '12,5', peso_maximo: '1e12' });
    expect(medidas.statusCode).toBe(400);
    expect(Object.keys(medidas.json<Record<string, unknown>>()).sort()).toEqual([
      'espacio_alto_cm',
      'peso_maximo',
    ]);
    const tipo = await crear(chofer, { tipo_vehiculo: '999999' });
    expect(tipo.statusCode).toBe(400);
    expect(Object.keys(tipo.json<Record<string, unknown>>())).toEqual(['tipo_vehiculo']);
    const { payload, headers } = multipart(CAMPOS());
    expect(
      (await app.inject({ method: 'POST', url: '/api/vehiculo/', payload, headers })).statusCode,
    ).toBe(401);
    expect((await crear(cliente)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/vehiculo/', headers: autorizacion(cliente) }))
        .statusCode,
    ).toBe(403);
  });

  it('una chapa repetida es error de numero_chapa', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const chapa = nuevaChapa();
    await creado(chofer, { numero_chapa: chapa });
    const r = await crear(chofer, { numero_chapa: chapa.toLowerCase() });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ numero_chapa: [MENSAJES_TRANSPORTISTAS.chapaEnUso] });
  });

  it('PATCH cambia datos y documentos del dueño', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const v = await creado(chofer);
    const { payload, headers } = multipart({ color: 'Rojo', kilometraje: '130.000' }, [
      { campo: 'habilitacion_dorso', nombre: 'h.pdf', tipo: 'application/pdf', datos: pdf },
    ]);
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${v.id}/`,
      payload,
      headers: { ...headers, ...autorizacion(chofer) },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ color: 'Rojo', kilometraje: '130000' });
    const mal = multipart({ habilitacion_vencimiento: 'nunca' });
    const invalido = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${v.id}/`,
      payload: mal.payload,
      headers: { ...mal.headers, ...autorizacion(chofer) },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json<Record<string, unknown>>().habilitacion_vencimiento).toBeDefined();
  });
});

describe('un vehículo aprobado vuelve a moderación', () => {
  const editar = async (
    u: UsuarioDePrueba,
    id: number,
    campos: Record<string, string>,
    archivos: Parameters<typeof multipart>[1] = [],
  ) => {
    const { payload, headers } = multipart(campos, archivos);
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${id}/`,
      payload,
      headers: { ...headers, ...autorizacion(u) },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Vehiculo>();
  };

  async function aprobadoYActivo() {
    const chofer = await crearUsuario(app, 'transportista');
    const v = await creado(chofer);
    expect((await aprobar(v.id)).statusCode).toBe(200);
    expect((await activar(v.id, chofer)).statusCode).toBe(200);
    return { chofer, v };
  }

  it('si el dueño cambia capacidad, vencimientos o un documento: pendiente e inactivo', async () => {
    for (const [campos, archivos] of [
      [{ peso_maximo: '9000' }, []],
      [{ habilitacion_vencimiento: '2100-12-31' }, []],
      [{}, [{ campo: 'poliza_seguro', nombre: 'p.pdf', tipo: 'application/pdf', datos: pdf }]],
    ] as const) {
      const { chofer, v } = await aprobadoYActivo();
      const r = await editar(chofer, v.id, campos, [...archivos]);
      expect(r, JSON.stringify(campos)).toMatchObject({ aprobado: false, activo: false });
      // Vuelve a la cola: el administrador lo aprueba otra vez.
      expect((await aprobar(v.id)).statusCode).toBe(200);
    }
  });

  it('color, kilometraje o los mismos valores de siempre no lo mueven; el administrador tampoco', async () => {
    const { chofer, v } = await aprobadoYActivo();
    const r = await editar(chofer, v.id, {
      color: 'Gris',
      kilometraje: '150000',
      marca: 'Toyota',
      habilitacion_vencimiento: '2099-05-01',
    });
    expect(r).toMatchObject({ aprobado: true, activo: true });
    const porAdmin = await editar(admin, v.id, { peso_maximo: '1200' });
    expect(porAdmin).toMatchObject({ aprobado: true, activo: true });
  });
});

describe('alcance: transportista, empresa y administrador', () => {
  it('una empresa ve y cambia sólo sus vehículos; no toca los de otra ni los de un transportista', async () => {
    const empresa = await crearUsuario(app, 'adm_transportista');
    const otraEmpresa = await crearUsuario(app, 'adm_transportista');
    const chofer = await crearUsuario(app, 'transportista');
    const propio = await creado(empresa);
    expect(propio.empresa_transporte).toBe(await empresaDe(empresa));
    const ajeno = await creado(otraEmpresa);
    const deChofer = await creado(chofer);

    const lista = await app.inject({
      method: 'GET',
      url: '/api/vehiculo/?page=1',
      headers: autorizacion(empresa),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json<{ results: Vehiculo[] }>().results.map((v) => v.id)).toEqual([propio.id]);

    for (const id of [ajeno.id, deChofer.id]) {
      const ver = await app.inject({
        method: 'GET',
        url: `/api/vehiculo/${id}/`,
        headers: autorizacion(empresa),
      });
      expect(ver.statusCode).toBe(404);
      const { payload, headers } = multipart({ color: 'Negro' });
      const cambio = await app.inject({
        method: 'PATCH',
        url: `/api/vehiculo/${id}/`,
        payload,
        headers: { ...headers, ...autorizacion(empresa) },
      });
      expect(cambio.statusCode).toBe(404);
      const doc = await app.inject({
        method: 'GET',
        url: `/api/vehiculo/${id}/documento/poliza_seguro/`,
        headers: autorizacion(empresa),
      });
      expect(doc.statusCode).toBe(404);
      expect((await activar(id, empresa)).statusCode).toBe(404);
      const baja = await app.inject({
        method: 'DELETE',
        url: `/api/vehiculo/${id}/`,
        headers: autorizacion(empresa),
      });
      expect(baja.statusCode).toBe(404);
    }
    const [sigue] = await app.db.select().from(vehiculo).where(eq(vehiculo.id, ajeno.id));
    expect(sigue?.color).toBe('Blanco');

    const baja = await app.inject({
      method: 'DELETE',
      url: `/api/vehiculo/${propio.id}/`,
      headers: autorizacion(empresa),
    });
    expect(baja.statusCode).toBe(204);
  });

  it('un transportista no lee los documentos ni la ficha del vehículo de otro', async () => {
    const uno = await crearUsuario(app, 'transportista');
    const otro = await crearUsuario(app, 'transportista');
    const v = await creado(uno);
    for (const url of [
      `/api/vehiculo/${v.id}/`,
      `/api/vehiculo/${v.id}/documento/habilitacion_frente/`,
    ]) {
      const r = await app.inject({ method: 'GET', url, headers: autorizacion(otro) });
      expect(r.statusCode).toBe(404);
    }
    const lista = await app.inject({
      method: 'GET',
      url: '/api/vehiculo/',
      headers: autorizacion(otro),
    });
    expect(lista.json()).toEqual([]);
  });

  it('la empresa asigna un transportista: él lo ve y lo activa, no lo borra; avisos a cada web', async () => {
    const empresa = await crearUsuario(app, 'adm_transportista');
    const chofer = await crearUsuario(app, 'transportista');
    const tId = await transportistaDe(chofer);
    await app.db.update(transportista).set({ aprobado: true }).where(eq(transportista.id, tId));
    // Un transportista que todavía no es de su flota no entra por el formulario del vehículo
    // sino por su correo (PUT /vehiculo/{id}/transportista/, asignacion.test.ts).
    const ajeno = await crear(empresa, { transportista: String(tId) });
    expect(ajeno.statusCode).toBe(403);
    const v = await creado(empresa);
    const asignado = await app.inject({
      method: 'PUT',
      url: `/api/vehiculo/${v.id}/transportista/`,
      headers: autorizacion(empresa),
      payload: { email: `${chofer.username}@ejemplo.com.py` },
    });
    expect(asignado.statusCode, asignado.body).toBe(200);
    expect((await aprobar(v.id)).statusCode).toBe(200);
    const ver = await app.inject({
      method: 'GET',
      url: `/api/vehiculo/${v.id}/`,
      headers: autorizacion(chofer),
    });
    expect(ver.statusCode).toBe(200);
    expect((await activar(v.id, chofer)).json<Vehiculo>().activo).toBe(true);
    const baja = await app.inject({
      method: 'DELETE',
      url: `/api/vehiculo/${v.id}/`,
      headers: autorizacion(chofer),
    });
    expect(baja.statusCode).toBe(404);
    // La aprobación avisó a los dos, cada uno con el enlace a la ficha de su propia web: la
    // empresa a su flota, el transportista asignado a la suya.
    const fichaEmpresa = `/adm_transportista/vehiculo/${v.id}/`;
    const fichaChofer = `/driver/vehiculos/detail?id=${v.id}`;
    expect(await enlacesDe(empresa, 'vehiculo_aprobado')).toEqual([fichaEmpresa]);
    expect(await enlacesDe(chofer, 'vehiculo_aprobado')).toEqual([fichaChofer]);
    // Lo mismo con la póliza por vencer (en 1990: la revisión no alcanza vehículos de otros tests).
    await app.db
      .update(vehiculo)
      .set({ poliza_vencimiento: '1990-01-08' })
      .where(eq(vehiculo.id, v.id));
    await revisarVencimientosVehiculos(app.db, new Date('1990-01-01T12:00:00Z'));
    expect(await enlacesDe(empresa, 'documento_vencimiento')).toEqual([fichaEmpresa]);
    expect(await enlacesDe(chofer, 'documento_vencimiento')).toEqual([fichaChofer]);
  });

  it('el administrador lista todo con moderado y carga un vehículo para un transportista', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const sinDuenio = await crear(admin);
    expect(sinDuenio.statusCode).toBe(400);
    expect(sinDuenio.json()).toEqual({
      transportista: [MENSAJES_TRANSPORTISTAS.vehiculoSinDuenio],
    });
    const tId = await transportistaDe(chofer);
    const v = await creado(admin, { transportista: String(tId) });
    expect(v.transportista).toBe(tId);
    const pendientes = await app.inject({
      method: 'GET',
      url: `/api/vehiculo/?page=1&moderado=false&transportista=${tId}`,
      headers: autorizacion(admin),
    });
    expect(pendientes.json<{ count: number }>().count).toBe(1);
    // En la cola del administrador, el transportista con su nombre.
    expect(
      pendientes.json<{ results: { transportista_nombre: string | null }[] }>().results[0]
        ?.transportista_nombre,
    ).toBe('Prueba transportista');
    const aprobados = await app.inject({
      method: 'GET',
      url: `/api/vehiculo/?page=1&moderado=true&transportista=${tId}`,
      headers: autorizacion(admin),
    });
    expect(aprobados.json<{ count: number }>().count).toBe(0);
  });
});

describe('aprobación y activación', () => {
  it('POST /aprobar-vehiculo/: sólo admin, 400 sin vehiculo_id, avisa al dueño, 409 la segunda vez', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const v = await creado(chofer);
    expect((await aprobar(v.id, chofer)).statusCode).toBe(403);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/aprobar-vehiculo/',
      payload: {},
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json<Record<string, unknown>>().vehiculo_id).toBeDefined();
    const r = await aprobar(v.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<Vehiculo>().aprobado).toBe(true);
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(
        and(eq(notificacion.usuario_id, chofer.id), eq(notificacion.tipo, 'vehiculo_aprobado')),
      );
    expect(avisos).toHaveLength(1);
    expect(avisos[0]?.payload).toMatchObject({ vehiculo_id: v.id });
    expect((await aprobar(v.id)).statusCode).toBe(409);
  });

  it('no se aprueba con la habilitación vencida', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const v = await creado(chofer, { habilitacion_vencimiento: '2020-01-01' });
    const r = await aprobar(v.id);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      habilitacion_vencimiento: [MENSAJES_TRANSPORTISTAS.habilitacionVencida],
    });
  });

  it('PUT {activar}: sólo aprobado, y queda un único vehículo activo por transportista', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const uno = await creado(chofer);
    const dos = await creado(chofer);
    const pendiente = await activar(uno.id, chofer);
    expect(pendiente.statusCode).toBe(409);
    expect(pendiente.json<{ detail: string }>().detail).toBe(
      MENSAJES_TRANSPORTISTAS.vehiculoSinAprobar,
    );
    await aprobar(uno.id);
    await aprobar(dos.id);
    expect((await activar(uno.id, chofer)).json<Vehiculo>().activo).toBe(true);
    expect((await activar(dos.id, chofer)).json<Vehiculo>().activo).toBe(true);
    const tId = await transportistaDe(chofer);
    const activos = await app.db
      .select({ id: vehiculo.id })
      .from(vehiculo)
      .where(and(eq(vehiculo.transportista_id, tId), eq(vehiculo.activo, true)));
    expect(activos).toEqual([{ id: dos.id }]);
    const malo = await app.inject({
      method: 'PUT',
      url: `/api/vehiculo/${dos.id}/`,
      payload: { activar: 'quizás' },
      headers: autorizacion(chofer),
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json<Record<string, unknown>>().activar).toBeDefined();
    expect((await activar(dos.id, chofer, false)).json<Vehiculo>().activo).toBe(false);
  });

  it('el índice único parcial impide dos vehículos activos del mismo transportista', async () => {
    const chofer = await crearUsuario(app, 'transportista');
    const uno = await creado(chofer);
    const dos = await creado(chofer);
    await app.db.update(vehiculo).set({ activo: true }).where(eq(vehiculo.id, uno.id));
    await expect(
      app.db.update(vehiculo).set({ activo: true }).where(eq(vehiculo.id, dos.id)),
    ).rejects.toThrow();
  });
});
