import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MENSAJES, MENSAJES_TRANSPORTISTAS } from '@nemu/domain';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { auditoria } from '../auditoria/auditoria.tables.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { multipart, type ArchivoDePrueba } from '../fabricantes/multipart-de-prueba.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { empresaTransporte, transportista } from './transportistas.tables.js';

let app: FastifyInstance;
let documentosDir: string;
let storageDir: string;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let ciudades: number[];
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  documentosDir = await mkdtemp(path.join(tmpdir(), 'nemu-documentos-'));
  storageDir = await mkdtemp(path.join(tmpdir(), 'nemu-media-'));
  app = await appDePrueba({ documentosDir, storageDir });
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  ciudades = (await app.db.select({ id: ciudad.id }).from(ciudad).limit(2)).map((c) => c.id);
  png = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#357' } })
    .png()
    .toBuffer();
});
afterAll(async () => app.close());

const ARCHIVOS = (): ArchivoDePrueba[] => [
  { campo: 'registro_frente', nombre: 'frente.png', tipo: 'image/png', datos: png },
  { campo: 'registro_dorso', nombre: 'dorso.png', tipo: 'image/png', datos: png },
  { campo: 'antecedentesj', nombre: 'judicial.pdf', tipo: 'application/pdf', datos: pdf },
  { campo: 'antecedentesp', nombre: 'policial.pdf', tipo: 'application/pdf', datos: pdf },
  { campo: 'poliza_seguro', nombre: 'poliza.pdf', tipo: 'application/pdf', datos: pdf },
  { campo: 'constancia_ruc', nombre: 'ruc.png', tipo: 'image/png', datos: png },
];
const CAMPOS = () => ({
  registro_vencimiento: '2099-12-31',
  poliza_vencimiento: '2099-06-30',
  ciudades: ciudades.join(','),
});

async function registrar(
  u: UsuarioDePrueba,
  campos: Record<string, string> = CAMPOS(),
  archivos = ARCHIVOS(),
) {
  const { payload, headers } = multipart(campos, archivos);
  return app.inject({
    method: 'POST',
    url: '/api/registro-transportista/',
    payload,
    headers: { ...headers, ...autorizacion(u) },
  });
}

const aceptarContrato = (u: UsuarioDePrueba) =>
  app.inject({
    method: 'POST',
    url: '/api/aceptar-contrato/',
    payload: { tipo: 30 },
    headers: autorizacion(u),
  });

/** Un cliente nuevo que acepta el contrato y se registra; devuelve el usuario y su ficha. */
async function nuevoTransportista() {
  const u = await crearUsuario(app, 'cliente');
  expect((await aceptarContrato(u)).statusCode).toBe(200);
  const r = await registrar(u);
  expect(r.statusCode, r.body).toBe(201);
  return { u, t: r.json<{ id: number; registro_frente: string; antecedentesj: string }>() };
}

interface Ficha {
  id: number;
  usuario: number;
  aprobado: boolean;
  bloqueado: boolean;
  ciudades: number[];
  registro_frente: string | null;
  constancia_ruc: string | null;
  fecha_aceptacion_contrato: string | null;
  documento_faltante: { campo: string; etiqueta: string } | null;
}

describe('POST /registro-transportista/', () => {
  it('sin sesión es 401', async () => {
    const { payload, headers } = multipart(CAMPOS(), ARCHIVOS());
    const r = await app.inject({
      method: 'POST',
      url: '/api/registro-transportista/',
      payload,
      headers,
    });
    expect(r.statusCode).toBe(401);
  });

  it('sin archivos y con datos inválidos: 400 que nombra cada campo', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await registrar(
      u,
      { registro_vencimiento: '31/02/2030', ciudades: '' },
      ARCHIVOS().slice(0, 2),
    );
    expect(r.statusCode).toBe(400);
    const errores = r.json<Record<string, string[]>>();
    expect(errores.antecedentesj).toEqual([MENSAJES.archivoRequerido]);
    expect(errores.constancia_ruc).toEqual([MENSAJES.archivoRequerido]);
    expect(errores.registro_vencimiento).toBeDefined();
    expect(errores.ciudades).toBeDefined();
    expect(errores.registro_frente).toBeUndefined();
  });

  it('una ciudad inexistente es error del campo ciudades', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await registrar(u, { ...CAMPOS(), ciudades: '99999999' });
    expect(r.statusCode).toBe(400);
    expect(r.json<Record<string, string[]>>().ciudades).toBeDefined();
  });

  it('sin aceptar el contrato de transportista: 400 en `contrato`', async () => {
    const u = await crearUsuario(app, 'cliente');
    const r = await registrar(u);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      contrato: [MENSAJES_TRANSPORTISTAS.contratoTransportistaSinAceptar],
    });
  });

  it('descarga y acepta el contrato, se registra pendiente con documentos privados', async () => {
    const u = await crearUsuario(app, 'cliente');
    const contrato = await app.inject({
      method: 'GET',
      url: '/api/descargar-contrato/?tipo=30',
      headers: autorizacion(u),
    });
    expect(contrato.statusCode).toBe(200);
    expect(contrato.headers['content-type']).toBe('application/pdf');
    expect((await aceptarContrato(u)).statusCode).toBe(200);

    const r = await registrar(u);
    expect(r.statusCode, r.body).toBe(201);
    const t = r.json<Ficha>();
    expect(t).toMatchObject({
      usuario: u.id,
      // El nombre de su cuenta, para el título de su ficha en el panel.
      nombre: 'Prueba cliente',
      aprobado: false,
      bloqueado: false,
      documento_faltante: null,
    });
    expect([...t.ciudades].sort()).toEqual([...ciudades].sort());
    expect(t.fecha_aceptacion_contrato).not.toBeNull();
    expect(t.registro_frente).toBe(`/api/transportista/${t.id}/documento/registro_frente/`);
    expect(r.body).not.toContain('/media/');
    // Los archivos quedan en el directorio privado, ninguno en el público.
    expect(await readdir(path.join(documentosDir, 'transportistas'))).toHaveLength(6);
    expect(await readdir(storageDir)).toEqual([]);

    const otraVez = await registrar(u);
    expect(otraVez.statusCode).toBe(400);
  });
});

describe('documentos privados', () => {
  it('el dueño y el administrador los leen (imagen comprimida, PDF tal cual); otro no', async () => {
    const { u, t } = await nuevoTransportista();
    const otro = await nuevoTransportista();
    const imagen = await app.inject({
      method: 'GET',
      url: t.registro_frente,
      headers: autorizacion(u),
    });
    expect(imagen.statusCode).toBe(200);
    expect(imagen.headers['content-type']).toBe('image/webp');
    expect(imagen.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(imagen.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(imagen.rawPayload.length).toBeLessThanOrEqual(1024 * 1024);

    const documento = await app.inject({
      method: 'GET',
      url: t.antecedentesj,
      headers: autorizacion(admin),
    });
    expect(documento.statusCode).toBe(200);
    expect(documento.headers['content-type']).toBe('application/pdf');
    expect(documento.rawPayload.equals(pdf)).toBe(true);

    for (const ajeno of [otro.u, cliente]) {
      const r = await app.inject({
        method: 'GET',
        url: t.registro_frente,
        headers: autorizacion(ajeno),
      });
      expect(r.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: t.registro_frente })).statusCode).toBe(401);
    const campoInvalido = await app.inject({
      method: 'GET',
      url: `/api/transportista/${t.id}/documento/password/`,
      headers: autorizacion(u),
    });
    expect(campoInvalido.statusCode).toBe(400);
  });

  it('la empresa con un vehículo asignado al transportista lee su ficha y documentos; otra no', async () => {
    const { t } = await nuevoTransportista();
    const empresa = await crearUsuario(app, 'adm_transportista');
    const otraEmpresa = await crearUsuario(app, 'adm_transportista');
    const [e] = await app.db
      .select({ id: empresaTransporte.id })
      .from(empresaTransporte)
      .where(eq(empresaTransporte.administrador_id, empresa.id));
    const [tipo] = await app.db.select({ id: tipoVehiculo.id }).from(tipoVehiculo).limit(1);
    await app.db.insert(vehiculo).values({
      transportista_id: t.id,
      empresa_transporte_id: e?.id ?? 0,
      tipo_vehiculo_id: tipo?.id ?? 0,
      marca: 'Isuzu',
      modelo: 'NPR',
      numero_chapa: `EMP${String(t.id).padStart(4, '0')}`,
    });
    for (const url of [`/api/transportista/${t.id}/`, t.registro_frente]) {
      const propia = await app.inject({ method: 'GET', url, headers: autorizacion(empresa) });
      expect(propia.statusCode, url).toBe(200);
      const ajena = await app.inject({ method: 'GET', url, headers: autorizacion(otraEmpresa) });
      expect(ajena.statusCode, url).toBe(404);
    }
  });

  it('no hay URL pública en /media para los documentos', async () => {
    const { t } = await nuevoTransportista();
    const [fila] = await app.db.select().from(transportista).where(eq(transportista.id, t.id));
    const r = await app.inject({ method: 'GET', url: `/media/${fila?.registro_frente}` });
    expect(r.statusCode).toBe(404);
  });
});

describe('ficha, listado, aprobación y bloqueo', () => {
  it('GET /transportista/{id}/: el dueño ve su documento faltante (§4); otro transportista no', async () => {
    const { u, t } = await nuevoTransportista();
    await app.db
      .update(transportista)
      .set({ registro_vencimiento: '2020-01-01' })
      .where(eq(transportista.id, t.id));
    const r = await app.inject({
      method: 'GET',
      url: `/api/transportista/${t.id}/`,
      headers: autorizacion(u),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json<Ficha>().documento_faltante).toEqual({
      campo: 'registro_vencimiento',
      etiqueta: MENSAJES.documentoRegistroVencido,
    });
    const otro = await nuevoTransportista();
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/transportista/${t.id}/`,
      headers: autorizacion(otro.u),
    });
    expect(ajeno.statusCode).toBe(404);
  });

  it('GET /transportista/ paginado con moderado y search (sólo administradores)', async () => {
    const { u, t } = await nuevoTransportista();
    const r = await app.inject({
      method: 'GET',
      url: `/api/transportista/?page=1&page_size=5&moderado=false&search=${u.username}&ordering=-id`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const pagina = r.json<{ count: number; results: Record<string, unknown>[] }>();
    expect(pagina.count).toBe(1);
    expect(pagina.results[0]).toMatchObject({
      id: t.id,
      nombre: 'Prueba',
      apellido: 'cliente',
      email: `${u.username}@ejemplo.com.py`,
      aprobado: false,
      bloqueado: false,
      registro_frente: `/api/transportista/${t.id}/documento/registro_frente/`,
      vehiculos: [],
    });
    expect(Object.keys(pagina.results[0] ?? {})).toEqual(
      expect.arrayContaining([
        'razon_social',
        'ruc',
        'nro_documento',
        'nro_telefono',
        'imagen_perfil',
        'ciudades',
        'registro_dorso',
        'registro_vencimiento',
        'antecedentesj',
        'antecedentesp',
      ]),
    );
    const aprobados = await app.inject({
      method: 'GET',
      url: `/api/transportista/?page=1&moderado=true&search=${u.username}`,
      headers: autorizacion(admin),
    });
    expect(aprobados.json<{ count: number }>().count).toBe(0);

    expect((await app.inject({ method: 'GET', url: '/api/transportista/' })).statusCode).toBe(401);
    const noAdmin = await app.inject({
      method: 'GET',
      url: '/api/transportista/',
      headers: autorizacion(u),
    });
    expect(noAdmin.statusCode).toBe(403);
  });

  it('POST /aprobar-transportista/: sólo admin, avisa al transportista y no se repite', async () => {
    const { u, t } = await nuevoTransportista();
    const sinPermiso = await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: t.id },
      headers: autorizacion(u),
    });
    expect(sinPermiso.statusCode).toBe(403);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: 'x' },
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json<Record<string, unknown>>().transportista_id).toBeDefined();

    const r = await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: t.id },
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<Ficha>().aprobado).toBe(true);
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(
        and(eq(notificacion.usuario_id, u.id), eq(notificacion.tipo, 'transportista_aprobado')),
      );
    expect(avisos).toHaveLength(1);
    const registro = await app.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'transportista'), eq(auditoria.entidad_id, t.id)));
    expect(registro.map((a) => a.accion)).toEqual(['aprobar']);

    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: t.id },
      headers: autorizacion(admin),
    });
    expect(otraVez.statusCode).toBe(409);
  });

  it('no se aprueba con un documento faltante o vencido: 400 que nombra el documento', async () => {
    const { t } = await nuevoTransportista();
    await app.db
      .update(transportista)
      .set({ antecedentesp: null })
      .where(eq(transportista.id, t.id));
    const r = await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: t.id },
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ antecedentesp: [MENSAJES.documentoAntecedentePolicial] });
  });

  it('PATCH: el dueño cambia ciudades y documentos; sólo el admin bloquea y desbloquea', async () => {
    const { u, t } = await nuevoTransportista();
    const cambio = multipart({ ciudades: String(ciudades[0]) }, [
      { campo: 'poliza_seguro', nombre: 'nueva.pdf', tipo: 'application/pdf', datos: pdf },
    ]);
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: cambio.payload,
      headers: { ...cambio.headers, ...autorizacion(u) },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<Ficha>().ciudades).toEqual([ciudades[0]]);

    const malo = multipart({ registro_vencimiento: 'mañana' });
    const invalido = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: malo.payload,
      headers: { ...malo.headers, ...autorizacion(u) },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json<Record<string, unknown>>().registro_vencimiento).toBeDefined();

    const bloqueo = multipart({ bloqueado: 'true' });
    const propio = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: bloqueo.payload,
      headers: { ...bloqueo.headers, ...autorizacion(u) },
    });
    expect(propio.statusCode).toBe(403);
    const otro = await nuevoTransportista();
    const ajeno = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: cambio.payload,
      headers: { ...cambio.headers, ...autorizacion(otro.u) },
    });
    expect(ajeno.statusCode).toBe(404);
    const deCliente = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: cambio.payload,
      headers: { ...cambio.headers, ...autorizacion(cliente) },
    });
    expect(deCliente.statusCode).toBe(403);

    const bloqueado = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: bloqueo.payload,
      headers: { ...bloqueo.headers, ...autorizacion(admin) },
    });
    expect(bloqueado.statusCode).toBe(200);
    expect(bloqueado.json<Ficha>().bloqueado).toBe(true);
    const desbloqueo = multipart({ bloqueado: 'false' });
    const libre = await app.inject({
      method: 'PATCH',
      url: `/api/transportista/${t.id}/`,
      payload: desbloqueo.payload,
      headers: { ...desbloqueo.headers, ...autorizacion(admin) },
    });
    expect(libre.json<Ficha>().bloqueado).toBe(false);
    const acciones = await app.db
      .select({ accion: auditoria.accion })
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'transportista'), eq(auditoria.entidad_id, t.id)))
      .orderBy(auditoria.id);
    expect(acciones.map((a) => a.accion)).toEqual(['bloquear', 'desbloquear']);
  });

  it('aprobado: un documento o vencimiento nuevo del propio transportista lo devuelve a pendiente; ciudades no', async () => {
    const { u, t } = await nuevoTransportista();
    const aprobarlo = () =>
      app.inject({
        method: 'POST',
        url: '/api/aprobar-transportista/',
        payload: { transportista_id: t.id },
        headers: autorizacion(admin),
      });
    const editar = async (
      campos: Record<string, string>,
      archivos: Parameters<typeof multipart>[1] = [],
      quien: UsuarioDePrueba = u,
    ) => {
      const { payload, headers } = multipart(campos, archivos);
      const r = await app.inject({
        method: 'PATCH',
        url: `/api/transportista/${t.id}/`,
        payload,
        headers: { ...headers, ...autorizacion(quien) },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<Ficha>();
    };
    expect((await aprobarlo()).statusCode).toBe(200);
    expect((await editar({ ciudades: String(ciudades[0]) })).aprobado).toBe(true);
    expect((await editar({ registro_vencimiento: '2100-01-31' })).aprobado).toBe(false);
    expect((await aprobarlo()).statusCode).toBe(200);
    const conArchivo = await editar({}, [
      { campo: 'antecedentesp', nombre: 'p.pdf', tipo: 'application/pdf', datos: pdf },
    ]);
    expect(conArchivo.aprobado).toBe(false);
    expect((await aprobarlo()).statusCode).toBe(200);
    expect((await editar({ registro_vencimiento: '2101-01-31' }, [], admin)).aprobado).toBe(true);
  });

  it('POST /transportista/ (admin) da de alta a un cliente; /clientes-transportista/ lo ofrecía', async () => {
    const nuevo = await crearUsuario(app, 'cliente');
    const candidatos = await app.inject({
      method: 'GET',
      url: `/api/clientes-transportista/?search=${nuevo.username}`,
      headers: autorizacion(admin),
    });
    expect(candidatos.statusCode).toBe(200);
    expect(candidatos.json<{ id: number }[]>().map((c) => c.id)).toEqual([nuevo.id]);

    const sinUsuario = multipart({ registro_vencimiento: '2099-01-01', ciudades: '' });
    const mal = await app.inject({
      method: 'POST',
      url: '/api/transportista/',
      payload: sinUsuario.payload,
      headers: { ...sinUsuario.headers, ...autorizacion(admin) },
    });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json<Record<string, unknown>>())).toEqual(
      expect.arrayContaining(['usuario', 'ciudades']),
    );

    const alta = multipart({
      usuario: String(nuevo.id),
      registro_vencimiento: '2099-01-01',
      ciudades: String(ciudades[0]),
    });
    const r = await app.inject({
      method: 'POST',
      url: '/api/transportista/',
      payload: alta.payload,
      headers: { ...alta.headers, ...autorizacion(admin) },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<Ficha>()).toMatchObject({ usuario: nuevo.id, aprobado: false });
    const repetido = await app.inject({
      method: 'POST',
      url: '/api/transportista/',
      payload: alta.payload,
      headers: { ...alta.headers, ...autorizacion(admin) },
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json<Record<string, unknown>>().usuario).toBeDefined();

    const despues = await app.inject({
      method: 'GET',
      url: `/api/clientes-transportista/?search=${nuevo.username}`,
      headers: autorizacion(admin),
    });
    expect(despues.json()).toEqual([]);
    const deCliente = await app.inject({
      method: 'POST',
      url: '/api/transportista/',
      payload: alta.payload,
      headers: { ...alta.headers, ...autorizacion(cliente) },
    });
    expect(deCliente.statusCode).toBe(403);
    const clientesNoAdmin = await app.inject({
      method: 'GET',
      url: '/api/clientes-transportista/',
      headers: autorizacion(cliente),
    });
    expect(clientesNoAdmin.statusCode).toBe(403);
  });

  it('GET /transportistas/ lista simple de aprobados; DELETE da de baja (sólo admin)', async () => {
    const { u, t } = await nuevoTransportista();
    await app.inject({
      method: 'POST',
      url: '/api/aprobar-transportista/',
      payload: { transportista_id: t.id },
      headers: autorizacion(admin),
    });
    const lista = await app.inject({
      method: 'GET',
      url: `/api/transportistas/?search=${u.username}`,
      headers: autorizacion(admin),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json<{ id: number }[]>().map((x) => x.id)).toEqual([t.id]);
    const noAdmin = await app.inject({
      method: 'GET',
      url: '/api/transportistas/',
      headers: autorizacion(u),
    });
    expect(noAdmin.statusCode).toBe(403);

    const propio = await app.inject({
      method: 'DELETE',
      url: `/api/transportista/${t.id}/`,
      headers: autorizacion(u),
    });
    expect(propio.statusCode).toBe(403);
    const baja = await app.inject({
      method: 'DELETE',
      url: `/api/transportista/${t.id}/`,
      headers: autorizacion(admin),
    });
    expect(baja.statusCode).toBe(204);
    const despues = await app.inject({
      method: 'GET',
      url: `/api/transportistas/?search=${u.username}`,
      headers: autorizacion(admin),
    });
    expect(despues.json()).toEqual([]);
    const otraVez = await app.inject({
      method: 'DELETE',
      url: `/api/transportista/${t.id}/`,
      headers: autorizacion(admin),
    });
    expect(otraVez.statusCode).toBe(404);
  });
});
