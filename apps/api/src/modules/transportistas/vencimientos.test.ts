import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { catalogo } from '../../jobs/catalogo.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { aprobarVehiculo, revisarVencimientosVehiculos } from '../flota/vehiculos.service.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { aprobarTransportista } from './transportistas.service.js';
import { vehiculosElegibles } from './elegibilidad.lectura.js';
import { transportista } from './transportistas.tables.js';
import {
  diasHasta,
  revisarVencimientosTransportistas,
  umbralDeAviso,
} from './vencimientos.service.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let tId: number;
let vId: number;

/**
 * Mediodía UTC (09:00 en Asunción) del día dado: el reloj de la prueba. Las fechas son del año
 * 2000 para que, en una base compartida, la revisión no avise ni suspenda datos de otros tests.
 */
const dia = (fecha: string) => new Date(`${fecha}T12:00:00Z`);

beforeAll(async () => {
  app = await appDePrueba({ documentosDir: await mkdtemp(path.join(tmpdir(), 'nemu-venc-')) });
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  chofer = await crearUsuario(app, 'transportista');
  const [t] = await app.db
    .update(transportista)
    .set({
      registro_frente: 'transportistas/f.webp',
      registro_dorso: 'transportistas/d.webp',
      registro_vencimiento: '2000-03-31',
      antecedentesj: 'transportistas/j.pdf',
      antecedentesp: 'transportistas/p.pdf',
      constancia_ruc: 'transportistas/r.pdf',
      poliza_seguro: 'transportistas/s.pdf',
      poliza_vencimiento: '2001-01-01',
      aprobado: true,
    })
    .where(eq(transportista.usuario_id, chofer.id))
    .returning({ id: transportista.id });
  tId = t?.id ?? 0;
  const [tipo] = await app.db.select({ id: tipoVehiculo.id }).from(tipoVehiculo).limit(1);
  const [v] = await app.db
    .insert(vehiculo)
    .values({
      transportista_id: tId,
      tipo_vehiculo_id: tipo?.id ?? 0,
      marca: 'Honda',
      modelo: 'CG 150',
      numero_chapa: `VEN${String(tId).padStart(4, '0')}`,
      habilitacion_frente: 'vehiculos/h.webp',
      habilitacion_vencimiento: '2000-03-10',
      poliza_vencimiento: '2001-01-01',
      aprobado: true,
      activo: true,
    })
    .returning({ id: vehiculo.id });
  vId = v?.id ?? 0;
});
afterAll(async () => app.close());

const avisos = async () =>
  (
    await app.db
      .select({ payload: notificacion.payload })
      .from(notificacion)
      .where(
        and(eq(notificacion.usuario_id, chofer.id), eq(notificacion.tipo, 'documento_vencimiento')),
      )
      .orderBy(notificacion.id)
  ).map((n) => n.payload);

const administrador = (): UsuarioAutenticado => ({
  id: admin.id,
  username: admin.username,
  administrador: true,
  fabricante_id: null,
  rol_fabricante: null,
  transportista_id: null,
  empresa_transporte_id: null,
  token_id: 0,
});

const revisar = async (fecha: string) => {
  await revisarVencimientosTransportistas(app.db, dia(fecha));
  await revisarVencimientosVehiculos(app.db, dia(fecha));
};

const elegibles = async (fecha: string) =>
  (await vehiculosElegibles(app.db, { hoy: dia(fecha), transportistas: [tId] })).map(
    (v) => v.vehiculo_id,
  );

describe('umbrales', () => {
  it('30, 7 y 1 días antes; nada el mismo día ni con más de 30 días', () => {
    expect(diasHasta('2000-03-31', dia('2000-03-01'))).toBe(30);
    // 02:00 UTC del 2 es todavía el 1 en Asunción.
    expect(diasHasta('2000-03-31', new Date('2000-03-02T02:00:00Z'))).toBe(30);
    expect([31, 30, 8, 7, 2, 1, 0, -1].map(umbralDeAviso)).toEqual([
      null,
      30,
      30,
      7,
      7,
      1,
      null,
      null,
    ]);
  });

  it('el programado diario está en el catálogo de trabajos', () => {
    expect(catalogo).toContainEqual(
      expect.objectContaining({
        nombre: 'transportistas.vencimiento_documentos',
        cada: { diarioA: '07:00' },
      }),
    );
  });
});

describe('vencimiento de documentos con un reloj controlado', () => {
  it('avisa una vez por umbral, suspende el vehículo vencido y lo reinstala al aprobar el nuevo', async () => {
    await revisar('2000-03-01');
    await revisar('2000-03-01');
    expect(await avisos()).toEqual([
      { tipo: 'documento_vencimiento', transportista_id: tId, documento: 'registro', dias: 30 },
      {
        tipo: 'documento_vencimiento',
        vehiculo_id: vId,
        empresa: false,
        documento: 'habilitacion',
        dias: 9,
      },
    ]);
    await revisar('2000-03-03');
    await revisar('2000-03-09');
    await revisar('2000-03-09');
    await revisar('2000-03-10');
    expect((await avisos()).slice(2)).toEqual([
      expect.objectContaining({ vehiculo_id: vId, documento: 'habilitacion', dias: 7 }),
      expect.objectContaining({ vehiculo_id: vId, documento: 'habilitacion', dias: 1 }),
    ]);
    expect(await elegibles('2000-03-10')).toEqual([vId]);

    await revisar('2000-03-11');
    await revisar('2000-03-12');
    expect((await avisos()).slice(4)).toEqual([
      expect.objectContaining({ vehiculo_id: vId, documento: 'habilitacion', dias: 0 }),
    ]);
    const [suspendido] = await app.db.select().from(vehiculo).where(eq(vehiculo.id, vId));
    expect(suspendido).toMatchObject({ aprobado: false });
    expect(suspendido?.suspendido_en).toEqual(dia('2000-03-11'));
    expect(await elegibles('2000-03-11')).toEqual([]);

    // Sube la habilitación renovada: sigue suspendido hasta que un administrador la apruebe.
    const { payload, headers } = multipart({ habilitacion_vencimiento: '2000-09-10' }, [
      {
        campo: 'habilitacion_frente',
        nombre: 'h.pdf',
        tipo: 'application/pdf',
        datos: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ]);
    const cambio = await app.inject({
      method: 'PATCH',
      url: `/api/vehiculo/${vId}/`,
      payload,
      headers: { ...headers, ...autorizacion(chofer) },
    });
    expect(cambio.json()).toMatchObject({ aprobado: false, suspendido: true });
    expect(await elegibles('2000-03-12')).toEqual([]);
    const aprobado = await aprobarVehiculo(app.db, administrador(), vId, dia('2000-03-12'));
    expect(aprobado).toMatchObject({ aprobado: true, suspendido: false });
    expect(await elegibles('2000-03-12')).toEqual([vId]);
  });

  it('el registro de conducir vencido suspende al transportista hasta aprobar uno nuevo', async () => {
    await revisar('2000-03-24');
    await revisar('2000-03-30');
    await revisar('2000-03-31');
    const registro = (await avisos()).filter(
      (p) => (p as { documento?: string } | null)?.documento === 'registro',
    );
    expect(registro.map((p) => (p as { dias: number }).dias)).toEqual([30, 7, 1]);
    expect(await elegibles('2000-03-31')).toEqual([vId]);

    await revisar('2000-04-01');
    await revisar('2000-04-02');
    const vencido = (await avisos()).filter(
      (p) => (p as { documento?: string } | null)?.documento === 'registro',
    );
    expect(vencido.map((p) => (p as { dias: number }).dias)).toEqual([30, 7, 1, 0]);
    const [t] = await app.db.select().from(transportista).where(eq(transportista.id, tId));
    expect(t).toMatchObject({ aprobado: false });
    expect(t?.suspendido_en).toEqual(dia('2000-04-01'));
    expect(await elegibles('2000-04-01')).toEqual([]);

    const { payload, headers } = multipart({ registro_vencimiento: '2000-09-01' });
    const cambio = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${tId}/`,
      payload,
      headers: { ...headers, ...autorizacion(chofer) },
    });
    expect(cambio.json()).toMatchObject({ aprobado: false, suspendido: true });
    const aprobado = await aprobarTransportista(app.db, administrador(), tId, dia('2000-04-02'));
    expect(aprobado).toMatchObject({ aprobado: true, suspendido: false });
    expect(await elegibles('2000-04-02')).toEqual([vId]);
    // Con el documento renovado, los avisos vuelven a contar desde su nueva fecha.
    await revisar('2000-08-02');
    const nuevos = (await avisos()).filter(
      (p) => (p as { documento?: string } | null)?.documento === 'registro',
    );
    expect(nuevos.map((p) => (p as { dias: number }).dias)).toEqual([30, 7, 1, 0, 30]);
  });
});
