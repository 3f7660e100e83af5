import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { multipart } from './multipart-de-prueba.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { sembrarReferencia } from '../../seed/index.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let duena: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let png: Buffer;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  admin = await crearUsuario(app, 'administrador');
  duena = await crearUsuario(app, 'proveedor_propietario');
  noAdmin = await usuariosNoAdmin(app);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
});
afterAll(async () => app.close());

const comoAdmin = () => autorizacion(admin);

const CAMPOS = () => ({
  nombre: unico('Chipería'),
  nro_telefono: '0981 123 456',
  ruc: '80000005-6',
  razon_social: 'Chipería San Roque S.A.',
  dias_apertura: '1,2,3',
});

describe('GET /fabricante/ (administrador)', () => {
  it('pagina, filtra por moderado, busca y ordena', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/fabricante/?page=1&page_size=50&moderado=false&ordering=-id&search=${encodeURIComponent('Fábrica')}`,
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const pagina = r.json<{ count: number; results: { id: number; aprobado: boolean }[] }>();
    expect(pagina.count).toBeGreaterThan(0);
    expect(pagina.results.every((f) => !f.aprobado)).toBe(true);
    expect(pagina.results.map((f) => f.id)).toContain(duena.fabricanteId);
    const ids = pagina.results.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const aprobados = await app.inject({
      method: 'GET',
      url: '/api/fabricante/?page=1&moderado=true',
      headers: comoAdmin(),
    });
    const lista = aprobados.json<{ results: { id: number }[] }>().results.map((f) => f.id);
    expect(lista).not.toContain(duena.fabricanteId);
  });

  it('rechaza un filtro inválido nombrando el campo y exige administrador', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/fabricante/?moderado=quizas',
      headers: comoAdmin(),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('moderado');
    await exigeAdministrador(app, noAdmin, { method: 'GET', url: '/api/fabricante/' });
  });
});

describe('POST /fabricante/ (multipart) y DELETE /fabricante/{id}/', () => {
  it('crea un proveedor aprobado con imagen y propietario, con su entrada en la bitácora', async () => {
    const propietario = await crearUsuario(app, 'cliente');
    const { payload, headers } = multipart({ ...CAMPOS(), propietario: String(propietario.id) }, [
      { campo: 'imagen_perfil', nombre: 'logo.png', tipo: 'image/png', datos: png },
    ]);
    const r = await app.inject({
      method: 'POST',
      url: '/api/fabricante/',
      payload,
      headers: { ...headers, ...comoAdmin() },
    });
    expect(r.statusCode, r.body).toBe(201);
    const f = r.json<{
      id: number;
      aprobado: boolean;
      imagen_perfil: string;
      usuarios: number[];
    }>();
    expect(f).toMatchObject({ aprobado: true, usuarios: [propietario.id] });
    expect(f.imagen_perfil).toMatch(/^\/media\/fabricantes\/perfiles\/.+\.webp$/);
    const [entrada] = await auditoriaDe(app, 'fabricante', f.id);
    expect(entrada).toMatchObject({ usuario_id: admin.id, accion: 'crear', antes: null });
    expect(entrada?.despues).toMatchObject({ id: f.id, aprobado: true });
  });

  it('400 nombrando el campo (RUC inválido, archivo no permitido) y sin crear nada', async () => {
    const malo = multipart({ ...CAMPOS(), ruc: '80000005-1' });
    const r = await app.inject({
      method: 'POST',
      url: '/api/fabricante/',
      payload: malo.payload,
      headers: { ...malo.headers, ...comoAdmin() },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('ruc');
    const archivo = multipart(CAMPOS(), [
      { campo: 'otro', nombre: 'x.png', tipo: 'image/png', datos: png },
    ]);
    const r2 = await app.inject({
      method: 'POST',
      url: '/api/fabricante/',
      payload: archivo.payload,
      headers: { ...archivo.headers, ...comoAdmin() },
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json()).toHaveProperty('otro');
    const sinNombre = multipart({ ...CAMPOS(), nombre: '' });
    const r3 = await app.inject({
      method: 'POST',
      url: '/api/fabricante/',
      payload: sinNombre.payload,
      headers: { ...sinNombre.headers, ...comoAdmin() },
    });
    expect(r3.json()).toHaveProperty('nombre');
    const m = multipart(CAMPOS());
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/fabricante/',
      payload: m.payload,
      headers: m.headers,
    });
  });

  it('DELETE da de baja (204), sale del listado, queda en la bitácora y el detalle sigue existiendo', async () => {
    const otra = await crearUsuario(app, 'proveedor_propietario');
    const id = otra.fabricanteId ?? 0;
    await exigeAdministrador(app, noAdmin, { method: 'DELETE', url: `/api/fabricante/${id}/` });
    const r = await app.inject({
      method: 'DELETE',
      url: `/api/fabricante/${id}/`,
      headers: comoAdmin(),
    });
    expect(r.statusCode).toBe(204);
    const activos = await app.inject({
      method: 'GET',
      url: '/api/fabricante/?page=1&page_size=100&moderado=false',
      headers: comoAdmin(),
    });
    expect(activos.json<{ results: { id: number }[] }>().results.map((f) => f.id)).not.toContain(
      id,
    );
    const bajas = await app.inject({
      method: 'GET',
      url: '/api/fabricante/?activo=false',
      headers: comoAdmin(),
    });
    expect(bajas.json<{ id: number }[]>().map((f) => f.id)).toContain(id);
    const detalle = await app.inject({
      method: 'GET',
      url: `/api/fabricante/${id}/`,
      headers: comoAdmin(),
    });
    expect(detalle.json()).toMatchObject({ id, activo: false });
    const [entrada] = await auditoriaDe(app, 'fabricante', id);
    expect(entrada).toMatchObject({
      accion: 'desactivar',
      antes: { activo: true },
      despues: { activo: false },
    });
    const noExiste = await app.inject({
      method: 'DELETE',
      url: '/api/fabricante/99999999/',
      headers: comoAdmin(),
    });
    expect(noExiste.statusCode).toBe(404);
    const malId = await app.inject({
      method: 'DELETE',
      url: '/api/fabricante/x/',
      headers: comoAdmin(),
    });
    expect(malId.statusCode).toBe(400);
    expect(malId.json()).toHaveProperty('id');
  });
});

describe('aprobación y edición por el administrador', () => {
  it('POST /aprobar-fabricante/ aprueba, avisa al propietario con proveedor_aprobado y audita', async () => {
    const nueva = await crearUsuario(app, 'proveedor_propietario');
    const id = nueva.fabricanteId ?? 0;
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: { fabricante_id: id },
    });
    const mal = await app.inject({
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: {},
      headers: comoAdmin(),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('fabricante_id');
    const r = await app.inject({
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: { fabricante_id: id },
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ aprobado: true, aprobado_por: admin.id });
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(eq(notificacion.usuario_id, nueva.id));
    expect(avisos.map((a) => a.tipo)).toContain('proveedor_aprobado');
    const [entrada] = await auditoriaDe(app, 'fabricante', id);
    expect(entrada).toMatchObject({
      usuario_id: admin.id,
      accion: 'aprobar',
      antes: { aprobado: false },
      despues: { aprobado: true },
    });
    // En la bitácora, «Aprobado por» llega con el nombre del administrador.
    const bitacora = await app.inject({
      method: 'GET',
      url: `/api/auditoria/?entidad=fabricante&entidad_id=${id}`,
      headers: comoAdmin(),
    });
    const [ultima] = bitacora.json<{ results: { nombres: { usuario?: object } }[] }>().results;
    expect(ultima!.nombres.usuario).toEqual({ [String(admin.id)]: expect.stringMatching(/\S/) });
  });

  it('PATCH /fabricante/{id}/ del administrador sobre un proveedor ajeno queda auditado con antes y después', async () => {
    const id = duena.fabricanteId ?? 0;
    const { payload, headers } = multipart({ razon_social: 'Nueva Razón S.A.' }, [
      { campo: 'imagen_perfil', nombre: 'p.png', tipo: 'image/png', datos: png },
    ]);
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/fabricante/${id}/`,
      payload,
      headers: { ...headers, ...comoAdmin() },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [entrada] = await auditoriaDe(app, 'fabricante', id);
    expect(entrada).toMatchObject({
      accion: 'editar',
      antes: { razon_social: null },
      despues: { razon_social: 'Nueva Razón S.A.' },
    });
  });
});

describe('PATCH /fabricante/{id}/ parcial', () => {
  it('cambiar un campo no borra los rubros ni los días de apertura que no se mandaron', async () => {
    const rubros = await app.inject({ method: 'GET', url: '/api/rubro/' });
    const rubroId = rubros.json<{ id: number }[]>()[0]?.id ?? 0;
    const { payload, headers } = multipart({ ...CAMPOS(), rubros: String(rubroId) });
    const creado = await app.inject({
      method: 'POST',
      url: '/api/fabricante/',
      payload,
      headers: { ...headers, ...comoAdmin() },
    });
    const f = creado.json<{ id: number; rubros: number[]; dias_apertura: string[] }>();
    expect(f).toMatchObject({ rubros: [rubroId], dias_apertura: ['1', '2', '3'] });
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/fabricante/${f.id}/`,
      payload: { resena_empresa: 'Chipa de Eusebio Ayala desde 1980' },
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ rubros: [rubroId], dias_apertura: ['1', '2', '3'] });
  });
});

describe('GET /auditoria/', () => {
  it('lista paginada de una entidad, la más nueva primero; 400 con una entidad desconocida; sólo administradores', async () => {
    const id = duena.fabricanteId ?? 0;
    const r = await app.inject({
      method: 'GET',
      url: `/api/auditoria/?entidad=fabricante&entidad_id=${id}`,
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const pagina = r.json<{
      count: number;
      next: null;
      results: { entidad_id: number; accion: string; usuario: number }[];
    }>();
    expect(pagina.count).toBeGreaterThanOrEqual(1);
    expect(pagina.results.every((e) => e.entidad_id === id)).toBe(true);
    expect(pagina.results[0]).toMatchObject({ accion: 'editar', usuario: admin.id });
    const mal = await app.inject({
      method: 'GET',
      url: '/api/auditoria/?entidad=planeta',
      headers: comoAdmin(),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('entidad');
    await exigeAdministrador(app, noAdmin, { method: 'GET', url: '/api/auditoria/' });
  });
});

describe('puntos de retiro de un proveedor, como administrador', () => {
  it('alta, edición y baja sobre un proveedor ajeno, cada una en la bitácora; 401 y 403/404 a los demás', async () => {
    const [c] = await app.db.select({ id: ciudad.id }).from(ciudad).limit(1);
    const prov = await crearUsuario(app, 'proveedor_propietario');
    const fabricanteId = prov.fabricanteId ?? 0;
    const cuerpo = {
      fabricante: fabricanteId,
      nombre: 'Depósito Luque',
      calle_principal: 'Ruta 2',
      ubicacion: '-25.27,-57.48',
      ciudad: c?.id ?? 0,
    };
    const sinToken = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: cuerpo,
    });
    expect(sinToken.statusCode).toBe(401);
    // Cliente y transportistas no tienen el rol; un proveedor que nombra a otro, tampoco.
    for (const u of noAdmin) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/punto-retiro/',
        payload: cuerpo,
        headers: autorizacion(u),
      });
      expect(r.statusCode, u.username).toBe(403);
    }
    const ajena = noAdmin[2] as UsuarioDePrueba;
    const mal = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: { ...cuerpo, ubicacion: 'lejos' },
      headers: comoAdmin(),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('ubicacion');

    const r = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: cuerpo,
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(201);
    const punto = r.json<{ id: number; fabricante: number; default: boolean }>();
    expect(punto).toMatchObject({ fabricante: fabricanteId, default: true });
    const segundo = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: { ...cuerpo, nombre: 'Local centro' },
      headers: comoAdmin(),
    });
    expect(segundo.statusCode).toBe(201);

    const ajeno = await app.inject({
      method: 'PATCH',
      url: `/api/punto-retiro/${punto.id}/`,
      payload: { nombre: 'Otro' },
      headers: autorizacion(ajena),
    });
    expect(ajeno.statusCode).toBe(404);
    const p = await app.inject({
      method: 'PATCH',
      url: `/api/punto-retiro/${punto.id}/`,
      payload: { nombre: 'Depósito Luque (ruta)' },
      headers: comoAdmin(),
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ nombre: 'Depósito Luque (ruta)' });
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/punto-retiro/${punto.id}/`,
      headers: comoAdmin(),
    });
    expect(d.statusCode).toBe(204);
    const bitacora = await auditoriaDe(app, 'punto_retiro', punto.id);
    expect(bitacora.map((e) => e.accion)).toEqual(['desactivar', 'editar', 'crear']);
    expect(bitacora[1]).toMatchObject({
      usuario_id: admin.id,
      antes: { nombre: 'Depósito Luque' },
      despues: { nombre: 'Depósito Luque (ruta)' },
    });
  });

  it('lo que hace el propio proveedor con sus puntos no va a la bitácora del administrador', async () => {
    const [c] = await app.db.select({ id: ciudad.id }).from(ciudad).limit(1);
    const r = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: {
        nombre: 'Mi local',
        calle_principal: 'Palma',
        ubicacion: '-25.28,-57.63',
        ciudad: c?.id ?? 0,
      },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(await auditoriaDe(app, 'punto_retiro', r.json<{ id: number }>().id)).toHaveLength(0);
  });
});
