import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { sembrarReferencia } from '../../seed/index.js';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { fabricante } from './fabricantes.tables.js';
import { multipart } from './multipart-de-prueba.js';
import { aprobarFabricante } from './registro-fabricante.service.js';

let app: FastifyInstance;
let duena: UsuarioDePrueba;
let otra: UsuarioDePrueba;
let staffAjeno: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let ciudadId: number;
let png: Buffer;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  duena = await crearUsuario(app, 'proveedor_propietario');
  otra = await crearUsuario(app, 'proveedor_propietario');
  staffAjeno = await crearUsuario(app, 'proveedor');
  cliente = await crearUsuario(app, 'cliente');
  admin = await crearUsuario(app, 'administrador');
  const [c] = await app.db.select({ id: ciudad.id }).from(ciudad).limit(1);
  ciudadId = c?.id ?? 0;
  png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
});
afterAll(async () => app.close());

const CAMPOS_REGISTRO = () => ({
  nombre: unico('Panadería'),
  nro_telefono: '0981 123 456',
  ruc: '80000005-6',
  razon_social: 'Panadería Doña Rosa S.A.',
  dias_apertura: '1,2,3,4,5',
  hora_apertura: '07:00',
  hora_cierre: '18:30',
  calle_principal: 'Avda. Mariscal López',
  ubicacion: '-25.2865,-57.6120',
  ciudad: '',
});

describe('registro, contrato y aprobación', () => {
  it('un cliente registra su empresa (pendiente), descarga y acepta el contrato, y un admin la aprueba', async () => {
    const nuevo = await crearUsuario(app, 'cliente');
    const { payload, headers } = multipart({ ...CAMPOS_REGISTRO(), ciudad: String(ciudadId) }, [
      { campo: 'constancia_ruc', nombre: 'ruc.png', tipo: 'image/png', datos: png },
    ]);
    const r = await app.inject({
      method: 'POST',
      url: '/api/registro-fabricante/',
      payload,
      headers: { ...headers, ...autorizacion(nuevo) },
    });
    expect(r.statusCode, r.body).toBe(201);
    const f = r.json<{
      id: number;
      aprobado: boolean;
      ruc: string;
      puntos_retiro: { default: boolean }[];
      dias_apertura: string[];
      constancia_ruc: string;
    }>();
    expect(f).toMatchObject({
      aprobado: false,
      ruc: '80000005-6',
      dias_apertura: ['1', '2', '3', '4', '5'],
    });
    expect(f.puntos_retiro).toEqual([expect.objectContaining({ default: true })]);
    expect(f.constancia_ruc).toMatch(/^\/media\//);

    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/registro-fabricante/',
      payload,
      headers: { ...headers, ...autorizacion(nuevo) },
    });
    expect(otraVez.statusCode).toBe(400);

    const pdf = await app.inject({
      method: 'GET',
      url: '/api/descargar-contrato/?tipo=20',
      headers: autorizacion(nuevo),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThan(0);

    const acepta = await app.inject({
      method: 'POST',
      url: '/api/aceptar-contrato/',
      payload: { tipo: 20 },
      headers: autorizacion(nuevo),
    });
    expect(acepta.statusCode, acepta.body).toBe(200);
    const [conContrato] = await app.db.select().from(fabricante).where(eq(fabricante.id, f.id));
    expect(conContrato?.fecha_aceptacion_contrato).toBeInstanceOf(Date);

    const aprobado = await aprobarFabricante(app.db, f.id, admin.id);
    expect(aprobado).toMatchObject({ aprobado: true, aprobado_por: admin.id });
    expect(aprobado.fecha_aprobacion).not.toBeNull();
    const avisos = await app.db
      .select()
      .from(notificacion)
      .where(eq(notificacion.usuario_id, nuevo.id));
    expect(avisos.map((a) => a.tipo)).toContain('proveedor_aprobado');
  });

  it('POST /aprobar-fabricante/ sólo para administradores', async () => {
    const id = otra.fabricanteId;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/aprobar-fabricante/',
          payload: { fabricante_id: id },
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/aprobar-fabricante/',
          payload: { fabricante_id: 'x' },
          headers: autorizacion(admin),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/aprobar-fabricante/',
          payload: { fabricante_id: 99999999 },
          headers: autorizacion(admin),
        })
      ).statusCode,
    ).toBe(404);
    const r = await app.inject({
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: { fabricante_id: id },
      headers: autorizacion(admin),
    });
    expect(r.json()).toMatchObject({ aprobado: true, aprobado_por: admin.id });
    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: { fabricante_id: id },
      headers: autorizacion(admin),
    });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().detail).toBe(MENSAJES.fabricanteYaAprobado);
  });

  it('valida RUC (dígito verificador), ubicación, constancia y pide sesión', async () => {
    const nuevo = await crearUsuario(app, 'cliente');
    const { payload, headers } = multipart({
      ...CAMPOS_REGISTRO(),
      ruc: '80000005-1',
      ubicacion: '10,10',
      ciudad: String(ciudadId),
    });
    const r = await app.inject({
      method: 'POST',
      url: '/api/registro-fabricante/',
      payload,
      headers: { ...headers, ...autorizacion(nuevo) },
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json())).toEqual(expect.arrayContaining(['ruc', 'ubicacion']));
    const sinConstancia = multipart({ ...CAMPOS_REGISTRO(), ciudad: String(ciudadId) });
    const r2 = await app.inject({
      method: 'POST',
      url: '/api/registro-fabricante/',
      payload: sinConstancia.payload,
      headers: { ...sinConstancia.headers, ...autorizacion(nuevo) },
    });
    expect(r2.json()).toHaveProperty('constancia_ruc');
    expect(
      (await app.inject({ method: 'POST', url: '/api/registro-fabricante/', payload, headers }))
        .statusCode,
    ).toBe(401);
    const tipo = await app.inject({
      method: 'POST',
      url: '/api/aceptar-contrato/',
      payload: { tipo: 99 },
      headers: autorizacion(nuevo),
    });
    expect(tipo.statusCode).toBe(400);
  });
});

describe('perfil y panel', () => {
  it('GET/PATCH /fabricante/{id}/ del propio; otro fabricante 404; staff no edita (403)', async () => {
    const id = duena.fabricanteId ?? 0;
    const r = await app.inject({
      method: 'GET',
      url: `/api/fabricante/${id}/`,
      headers: autorizacion(duena),
    });
    expect(r.statusCode).toBe(200);
    const { payload, headers } = multipart(
      { resena_empresa: 'Chipa de <i>Eusebio Ayala</i>', hora_apertura: '08:00' },
      [{ campo: 'imagen_perfil', nombre: 'logo.png', tipo: 'image/png', datos: png }],
    );
    const p = await app.inject({
      method: 'PATCH',
      url: `/api/fabricante/${id}/`,
      payload,
      headers: { ...headers, ...autorizacion(duena) },
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      resena_empresa: 'Chipa de Eusebio Ayala',
      hora_apertura: '08:00',
    });
    expect(p.json<{ imagen_perfil: string }>().imagen_perfil).toMatch(/\.webp$/);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/fabricante/${id}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    const ajena = multipart({ nombre: 'Intrusa' });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/fabricante/${id}/`,
          payload: ajena.payload,
          headers: { ...ajena.headers, ...autorizacion(otra) },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/fabricante/${id}/`,
          payload: ajena.payload,
          headers: { ...ajena.headers, ...autorizacion(staffAjeno) },
        })
      ).statusCode,
    ).toBe(403);
    const mala = multipart({ hora_apertura: '25:99' });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/fabricante/${id}/`,
          payload: mala.payload,
          headers: { ...mala.headers, ...autorizacion(duena) },
        })
      ).json(),
    ).toHaveProperty('hora_apertura');
  });

  it('GET /inicio-fabricante/ con alertas de stock y el interruptor de apertura', async () => {
    await app.db.insert(producto).values({
      fabricante_id: duena.fabricanteId ?? 0,
      nombre: 'Poco stock',
      precio: 1000,
      stock_minimo: 5,
    });
    const r = await app.inject({
      method: 'GET',
      url: '/api/inicio-fabricante/',
      headers: autorizacion(duena),
    });
    expect(r.statusCode).toBe(200);
    const panel = r.json<{
      pendientes: number;
      retiro: number;
      alertas_stock: { nombre: string }[];
    }>();
    expect(panel).toMatchObject({ pendientes: 0, retiro: 0, mensajes: 0 });
    expect(panel.alertas_stock.map((a) => a.nombre)).toContain('Poco stock');
    const cerrar = await app.inject({
      method: 'POST',
      url: '/api/fabricante-abierto/',
      payload: { abierto: false },
      headers: autorizacion(duena),
    });
    expect(cerrar.json()).toMatchObject({ abierto: false, pausado: true });
    const abrir = await app.inject({
      method: 'POST',
      url: '/api/fabricante-abierto/',
      payload: { abierto: true },
      headers: autorizacion(duena),
    });
    expect(abrir.json()).toMatchObject({ pausado: false });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/inicio-fabricante/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/inicio-fabricante/' })).statusCode).toBe(
      401,
    );
  });
});

describe('puntos de retiro', () => {
  it('CRUD con un único predeterminado; ubicación dentro de Paraguay; otro proveedor 404', async () => {
    const cuerpo = {
      nombre: 'Depósito San Lorenzo',
      calle_principal: 'Ruta 2',
      ubicacion: '-25.34, -57.50',
      ciudad: ciudadId,
    };
    const a = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: cuerpo,
      headers: autorizacion(duena),
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ default: true, ubicacion: '-25.34,-57.5' });
    const b = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: { ...cuerpo, nombre: 'Local centro', default: true },
      headers: autorizacion(duena),
    });
    const lista = await app.inject({
      method: 'GET',
      url: '/api/punto-retiro/',
      headers: autorizacion(duena),
    });
    const puntos = lista.json<{ id: number; default: boolean }[]>();
    expect(puntos.filter((p) => p.default)).toEqual([
      expect.objectContaining({ id: b.json<{ id: number }>().id }),
    ]);
    const fuera = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: { ...cuerpo, ubicacion: '-34.6,-58.4' },
      headers: autorizacion(duena),
    });
    expect(fuera.json()).toHaveProperty('ubicacion');
    const idA = a.json<{ id: number }>().id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/punto-retiro/${idA}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/punto-retiro/${idA}/`,
          payload: { nombre: 'X' },
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/punto-retiro/${idA}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    const ajenoCrear = await app.inject({
      method: 'POST',
      url: '/api/punto-retiro/',
      payload: { ...cuerpo, fabricante: otra.fabricanteId },
      headers: autorizacion(duena),
    });
    expect(ajenoCrear.statusCode).toBe(403);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/punto-retiro/${idA}/`,
      payload: { nombre: 'Depósito Ruta 2' },
      headers: autorizacion(duena),
    });
    expect(edit.json()).toMatchObject({ nombre: 'Depósito Ruta 2' });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/punto-retiro/${idA}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(204);
    const idB = b.json<{ id: number }>().id;
    const unico = await app.inject({
      method: 'DELETE',
      url: `/api/punto-retiro/${idB}/`,
      headers: autorizacion(duena),
    });
    expect(unico.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/punto-retiro/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('staff', () => {
  it('verificar y agregar por e-mail, listar paginado, editar y quitar; alcance por fabricante', async () => {
    const candidato = await crearUsuario(app, 'cliente');
    const email = `${candidato.username}@ejemplo.com.py`;
    const v = await app.inject({
      method: 'POST',
      url: '/api/user-fab-verificar/',
      payload: { email },
      headers: autorizacion(duena),
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ existe: true, id: candidato.id });
    const no = await app.inject({
      method: 'POST',
      url: '/api/user-fab-verificar/',
      payload: { email: 'nadie@ejemplo.com.py' },
      headers: autorizacion(duena),
    });
    expect(no.json()).toHaveProperty('email');
    const ajeno = await app.inject({
      method: 'POST',
      url: '/api/user-fab-agregar/',
      payload: { fabricante: otra.fabricanteId, email },
      headers: autorizacion(duena),
    });
    expect(ajeno.statusCode).toBe(403);
    const ag = await app.inject({
      method: 'POST',
      url: '/api/user-fab-agregar/',
      payload: { fabricante: duena.fabricanteId, email },
      headers: autorizacion(duena),
    });
    expect(ag.statusCode, ag.body).toBe(201);
    expect(ag.json()).toMatchObject({ rol: 'staff' });
    const yaEs = await app.inject({
      method: 'POST',
      url: '/api/user-fab-verificar/',
      payload: { email },
      headers: autorizacion(duena),
    });
    expect(yaEs.statusCode).toBe(400);

    const nuevo = await app.inject({
      method: 'POST',
      url: '/api/usuario_staff/',
      payload: {
        username: unico('cajera'),
        email: `${unico('cajera')}@ejemplo.com.py`,
        first_name: 'Lorena',
        last_name: 'Benítez',
        password: 'clave-segura-1',
      },
      headers: autorizacion(duena),
    });
    expect(nuevo.statusCode, nuevo.body).toBe(201);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/usuario_staff/',
      payload: { username: 'x', email: 'no', first_name: '', last_name: 'a', password: '1' },
      headers: autorizacion(duena),
    });
    expect(Object.keys(mal.json())).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );

    const pag = await app.inject({
      method: 'GET',
      url: '/api/usuario_staff/?page_size=2',
      headers: autorizacion(duena),
    });
    expect(pag.json()).toMatchObject({ count: 3 });
    const buscada = await app.inject({
      method: 'GET',
      url: '/api/usuario_staff/?page=1&search=benitez&ordering=-username',
      headers: autorizacion(duena),
    });
    expect(buscada.json()).toMatchObject({ count: 1, results: [{ last_name: 'Benítez' }] });
    const porNombre = (
      await app.inject({
        method: 'GET',
        url: '/api/usuario_staff/?ordering=-username',
        headers: autorizacion(duena),
      })
    ).json<{ username: string }[]>();
    expect(porNombre.map((u) => u.username)).toEqual(
      porNombre.map((u) => u.username).sort((a, b) => b.localeCompare(a)),
    );
    const otros = await app.inject({
      method: 'GET',
      url: `/api/usuarios-fabricante/?id=${duena.fabricanteId}`,
      headers: autorizacion(otra),
    });
    expect(otros.statusCode).toBe(403);

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/usuario_staff/${candidato.id}/`,
      payload: { first_name: 'Ramona' },
      headers: autorizacion(duena),
    });
    expect(edit.json()).toMatchObject({ first_name: 'Ramona' });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/usuario_staff/${candidato.id}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/usuario_staff/${duena.id}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/usuario_staff/${candidato.id}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/usuario_staff/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user-fab-verificar/',
          payload: { email },
          headers: autorizacion(staffAjeno),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('pausas, feriados y horarios', () => {
  it('CRUD de pausas y feriados con alcance; horarios-fabricantes público aplica la regla de apertura', async () => {
    const f = duena.fabricanteId;
    const pausa = await app.inject({
      method: 'POST',
      url: '/api/pausas_fabricantes/',
      payload: {
        fabricante: f,
        desde: '2026-12-24T12:00:00-03:00',
        hasta: '2026-12-26T08:00:00-03:00',
        motivo: 'Navidad',
      },
      headers: autorizacion(duena),
    });
    expect(pausa.statusCode, pausa.body).toBe(201);
    const idPausa = pausa.json<{ id: number }>().id;
    const malRango = await app.inject({
      method: 'POST',
      url: '/api/pausas_fabricantes/',
      payload: {
        fabricante: f,
        desde: '2026-12-26T08:00:00-03:00',
        hasta: '2026-12-24T12:00:00-03:00',
      },
      headers: autorizacion(duena),
    });
    expect(malRango.json()).toHaveProperty('hasta');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/pausas_fabricantes/${idPausa}/`,
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    const ajena = await app.inject({
      method: 'POST',
      url: '/api/pausas_fabricantes/',
      payload: {
        fabricante: otra.fabricanteId,
        desde: '2026-12-24T12:00:00-03:00',
        hasta: '2026-12-26T08:00:00-03:00',
      },
      headers: autorizacion(duena),
    });
    expect(ajena.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/pausas_fabricantes/${idPausa}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(204);

    const fer = await app.inject({
      method: 'POST',
      url: '/api/fabricante_feriado/',
      payload: {
        fabricante: f,
        desde: '2027-05-14',
        hasta: '2027-05-15',
        descripcion: 'Independencia',
      },
      headers: autorizacion(duena),
    });
    expect(fer.statusCode, fer.body).toBe(201);
    const dias = fer.json<{ id: number; fecha: string }[]>();
    expect(dias.map((d) => d.fecha)).toEqual(['2027-05-14', '2027-05-15']);
    const dup = await app.inject({
      method: 'POST',
      url: '/api/fabricante_feriado/',
      payload: { fabricante: f, desde: '2027-05-14', hasta: '2027-05-14' },
      headers: autorizacion(duena),
    });
    expect(dup.json()).toHaveProperty('desde');
    const idF = dias[0]?.id ?? 0;
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/fabricante_feriado/${idF}/`,
      payload: { descripcion: 'Día de la Patria' },
      headers: autorizacion(duena),
    });
    expect(edit.json()).toMatchObject({ descripcion: 'Día de la Patria' });
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/fabricante_feriado/${idF}/`,
          payload: { descripcion: 'x' },
          headers: autorizacion(otra),
        })
      ).statusCode,
    ).toBe(404);
    const lista = await app.inject({
      method: 'GET',
      url: '/api/fabricante_feriado/',
      headers: autorizacion(duena),
    });
    expect(lista.json()).toHaveLength(2);

    const h = await app.inject({
      method: 'GET',
      url: `/api/horarios-fabricantes/?fabricantes_ids=${f},${otra.fabricanteId}`,
    });
    expect(h.statusCode).toBe(200);
    const horarios = h.json<{ id: number; abierto: boolean; feriados: unknown[] }[]>();
    expect(horarios).toHaveLength(2);
    expect(horarios.find((x) => x.id === f)?.feriados).toHaveLength(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/horarios-fabricantes/?fabricantes_ids=abc' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/fabricante_feriado/${idF}/`,
          headers: autorizacion(duena),
        })
      ).statusCode,
    ).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/fabricante_feriado/' })).statusCode).toBe(
      401,
    );
  });
});
