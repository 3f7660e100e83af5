import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { unico } from '../../test/app-de-prueba.js';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { crearProveedorConProductos, crearRubro } from '../catalogo/tienda-de-prueba.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let png: Buffer;

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
  png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
});
afterAll(async () => cerrar());

const comoAdmin = () => autorizacion(admin);

describe('rubros', () => {
  it('alta multipart con imagen, edición y baja, cada una auditada; se ve en GET /rubro/', async () => {
    const nombre = unico('Panificados');
    const { payload, headers } = multipart({ nombre, orden: '3' }, [
      { campo: 'imagen', nombre: 'r.png', tipo: 'image/png', datos: png },
    ]);
    const r = await app.inject({
      method: 'POST',
      url: '/api/rubro/',
      payload,
      headers: { ...headers, ...comoAdmin() },
    });
    expect(r.statusCode, r.body).toBe(201);
    const rubro = r.json<{ id: number; imagen: string; orden: number }>();
    expect(rubro.orden).toBe(3);
    expect(rubro.imagen).toMatch(/^\/media\/rubros\/.+\.webp$/);
    const p = await app.inject({
      method: 'PATCH',
      url: `/api/rubro/${rubro.id}/`,
      payload: { nombre: `${nombre} y dulces` },
      headers: comoAdmin(),
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ nombre: `${nombre} y dulces`, orden: 3 });
    const lista = await app.inject({ method: 'GET', url: `/api/rubro/?search=${nombre}` });
    expect(lista.json<{ id: number }[]>().map((x) => x.id)).toContain(rubro.id);
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/rubro/${rubro.id}/`,
      headers: comoAdmin(),
    });
    expect(d.statusCode).toBe(204);
    const despues = await app.inject({ method: 'GET', url: `/api/rubro/?search=${nombre}` });
    expect(despues.json<{ id: number }[]>().map((x) => x.id)).not.toContain(rubro.id);
    const bitacora = await auditoriaDe(app, 'rubro', rubro.id);
    expect(bitacora.map((e) => e.accion)).toEqual(['eliminar', 'editar', 'crear']);
    expect(bitacora[1]).toMatchObject({ antes: { nombre }, despues: { orden: 3 } });
  });

  it('409 al borrar un rubro en uso; 400 con nombre repetido o vacío; 404; 401 y 403', async () => {
    const rubroId = await crearRubro(app);
    await crearProveedorConProductos(app, [{ nombre: 'Pan casero', rubro_id: rubroId }]);
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/rubro/${rubroId}/`,
      headers: comoAdmin(),
    });
    expect(d.statusCode).toBe(409);
    expect(d.json<{ detail: string }>().detail).toMatch(/rubro/);
    expect(await auditoriaDe(app, 'rubro', rubroId)).toHaveLength(0);

    const nombre = unico('Bebidas');
    await app.inject({
      method: 'POST',
      url: '/api/rubro/',
      payload: { nombre },
      headers: comoAdmin(),
    });
    const repetido = await app.inject({
      method: 'POST',
      url: '/api/rubro/',
      payload: { nombre: nombre.toUpperCase() },
      headers: comoAdmin(),
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json()).toHaveProperty('nombre');
    const vacio = await app.inject({
      method: 'POST',
      url: '/api/rubro/',
      payload: { nombre: '' },
      headers: comoAdmin(),
    });
    expect(vacio.json()).toHaveProperty('nombre');
    const noExiste = await app.inject({
      method: 'PATCH',
      url: '/api/rubro/99999999/',
      payload: { nombre: 'x' },
      headers: comoAdmin(),
    });
    expect(noExiste.statusCode).toBe(404);
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/rubro/',
      payload: { nombre: 'Otro' },
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'PATCH',
      url: `/api/rubro/${rubroId}/`,
      payload: { nombre: 'Otro' },
    });
    await exigeAdministrador(app, noAdmin, { method: 'DELETE', url: `/api/rubro/${rubroId}/` });
  });
});

describe('preguntas frecuentes', () => {
  it('alta, edición parcial (conserva el orden), búsqueda pública y baja, auditadas', async () => {
    const clave = unico('devolucion');
    const r = await app.inject({
      method: 'POST',
      url: '/api/preguntas-frecuentes/',
      payload: {
        pregunta: `¿Cómo pido una ${clave}?`,
        respuesta: 'Desde el detalle del pedido.',
        destinatario: 10,
        orden: 4,
      },
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(201);
    const id = r.json<{ id: number }>().id;
    const p = await app.inject({
      method: 'PATCH',
      url: `/api/preguntas-frecuentes/${id}/`,
      payload: { respuesta: 'Desde Mis pedidos, en el detalle.' },
      headers: comoAdmin(),
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ orden: 4, destinatario: 10 });
    const busqueda = await app.inject({
      method: 'GET',
      url: `/api/preguntas-frecuentes/?search=${clave}`,
    });
    expect(JSON.stringify(busqueda.json())).toContain('Desde Mis pedidos');
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/preguntas-frecuentes/${id}/`,
      headers: comoAdmin(),
    });
    expect(d.statusCode).toBe(204);
    const vacia = await app.inject({
      method: 'GET',
      url: `/api/preguntas-frecuentes/?search=${clave}`,
    });
    expect(JSON.stringify(vacia.json())).not.toContain('Desde Mis pedidos');
    expect((await auditoriaDe(app, 'pregunta_frecuente', id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'editar',
      'crear',
    ]);
  });

  it('400 nombrando el campo; 404; 401 y 403', async () => {
    const mal = await app.inject({
      method: 'POST',
      url: '/api/preguntas-frecuentes/',
      payload: { pregunta: '¿Algo?', respuesta: 'Sí', destinatario: 99 },
      headers: comoAdmin(),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('destinatario');
    const sinRespuesta = await app.inject({
      method: 'POST',
      url: '/api/preguntas-frecuentes/',
      payload: { pregunta: '¿Algo?' },
      headers: comoAdmin(),
    });
    expect(sinRespuesta.json()).toHaveProperty('respuesta');
    const noExiste = await app.inject({
      method: 'DELETE',
      url: '/api/preguntas-frecuentes/99999999/',
      headers: comoAdmin(),
    });
    expect(noExiste.statusCode).toBe(404);
    const cuerpo = { pregunta: '¿Algo?', respuesta: 'Sí' };
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/preguntas-frecuentes/',
      payload: cuerpo,
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'PATCH',
      url: '/api/preguntas-frecuentes/1/',
      payload: cuerpo,
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'DELETE',
      url: '/api/preguntas-frecuentes/1/',
    });
  });
});

describe('POST /configuracion-editar/', () => {
  it('crea por clave, edita por id y por clave, con antes y después en la bitácora', async () => {
    const clave = unico('dias_reembolso');
    const r = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { clave, valor: '7' },
      headers: comoAdmin(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ id: number }>().id;
    const porId = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { id, clave, valor: '10' },
      headers: comoAdmin(),
    });
    expect(porId.json()).toEqual({ id, clave, valor: '10' });
    const porClave = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { clave, valor: '15' },
      headers: comoAdmin(),
    });
    expect(porClave.json()).toEqual({ id, clave, valor: '15' });
    const todas = await app.inject({
      method: 'GET',
      url: '/api/configuracion/',
      headers: comoAdmin(),
    });
    expect(todas.json<{ clave: string; valor: string }[]>()).toContainEqual({
      id,
      clave,
      valor: '15',
    });
    const [ultima, , primera] = await auditoriaDe(app, 'configuracion', id);
    expect(ultima).toMatchObject({
      accion: 'editar',
      antes: { valor: '10' },
      despues: { valor: '15' },
    });
    expect(primera).toMatchObject({ accion: 'crear', antes: null, despues: { valor: '7' } });
  });

  it('400 con clave repetida o faltante; 404 con un id que no existe; 401 y 403', async () => {
    const a = unico('clave_a');
    const b = unico('clave_b');
    const ra = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { clave: a, valor: '1' },
      headers: comoAdmin(),
    });
    await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { clave: b, valor: '2' },
      headers: comoAdmin(),
    });
    const choque = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { id: ra.json<{ id: number }>().id, clave: b, valor: '3' },
      headers: comoAdmin(),
    });
    expect(choque.statusCode).toBe(400);
    expect(choque.json()).toHaveProperty('clave');
    const sinClave = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { valor: '3' },
      headers: comoAdmin(),
    });
    expect(sinClave.statusCode).toBe(400);
    expect(sinClave.json()).toHaveProperty('clave');
    const noExiste = await app.inject({
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { id: 99999999, clave: a, valor: '3' },
      headers: comoAdmin(),
    });
    expect(noExiste.statusCode).toBe(404);
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/configuracion-editar/',
      payload: { clave: a, valor: '9' },
    });
  });
});
