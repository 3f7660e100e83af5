import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { unico } from '../../test/app-de-prueba.js';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { multipart } from '../fabricantes/multipart-de-prueba.js';
import { crearProveedorConProductos } from './tienda-de-prueba.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let png: Buffer;

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
  png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#fc0' } })
    .png()
    .toBuffer();
});
afterAll(async () => cerrar());

interface Cat {
  id: number;
  nivel: number;
  superior: number | null;
  comision: number;
  icono: string | null;
  imagen: string | null;
  orden: number;
}

async function crear(campos: Record<string, unknown>) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/categoria/',
    payload: { nombre: unico('Categoría'), ...campos },
    headers: autorizacion(admin),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Cat>();
}

describe('POST/PATCH/DELETE /categoria/', () => {
  it('alta multipart con icono e imagen; subcategoría con su nivel; auditada', async () => {
    const { payload, headers } = multipart(
      { nombre: unico('Almacén'), comision: '12,5', orden: '2', tipo_iva: '5' },
      [
        { campo: 'icono', nombre: 'i.png', tipo: 'image/png', datos: png },
        { campo: 'imagen', nombre: 'g.png', tipo: 'image/png', datos: png },
      ],
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/categoria/',
      payload,
      headers: { ...headers, ...autorizacion(admin) },
    });
    expect(r.statusCode, r.body).toBe(201);
    const raiz = r.json<Cat & { tipo_iva: number }>();
    expect(raiz).toMatchObject({ nivel: 1, superior: null, comision: 12.5, orden: 2, tipo_iva: 5 });
    expect(raiz.icono).toMatch(/^\/media\/categorias\/.+\.webp$/);
    expect(raiz.imagen).toMatch(/^\/media\/categorias\/.+\.webp$/);
    const hija = await crear({ superior: raiz.id });
    expect(hija).toMatchObject({ nivel: 2, superior: raiz.id });
    const arbol = await app.inject({ method: 'GET', url: '/api/categoria/?web=true' });
    const nodo = arbol
      .json<{ id: number; hijos: { id: number }[] }[]>()
      .find((c) => c.id === raiz.id);
    expect(nodo?.hijos.map((h) => h.id)).toEqual([hija.id]);
    const [entrada] = await auditoriaDe(app, 'categoria', raiz.id);
    expect(entrada).toMatchObject({
      usuario_id: admin.id,
      accion: 'crear',
      despues: { comision: 12.5 },
    });
  });

  it('mover una rama recalcula los niveles; no puede quedar debajo de sí misma ni pasar del nivel 5', async () => {
    const a = await crear({});
    const b = await crear({ superior: a.id });
    const c = await crear({ superior: b.id });
    const ciclo = await app.inject({
      method: 'PATCH',
      url: `/api/categoria/${a.id}/`,
      payload: { superior: c.id },
      headers: autorizacion(admin),
    });
    expect(ciclo.statusCode).toBe(400);
    expect(ciclo.json()).toHaveProperty('superior');
    const otra = await crear({});
    const mover = await app.inject({
      method: 'PATCH',
      url: `/api/categoria/${b.id}/`,
      payload: { superior: otra.id, orden: 7 },
      headers: autorizacion(admin),
    });
    expect(mover.statusCode, mover.body).toBe(200);
    expect(mover.json()).toMatchObject({ superior: otra.id, nivel: 2, orden: 7 });
    // Una cadena de 5 niveles no admite que se le cuelgue la rama b → c (quedaría en 6 y 7).
    let tope = await crear({});
    for (let i = 0; i < 4; i++) tope = await crear({ superior: tope.id });
    expect(tope.nivel).toBe(5);
    const hondo = await app.inject({
      method: 'PATCH',
      url: `/api/categoria/${b.id}/`,
      payload: { superior: tope.id },
      headers: autorizacion(admin),
    });
    expect(hondo.statusCode).toBe(400);
    expect(hondo.json<{ superior: string[] }>().superior[0]).toMatch(/nivel/);
    const aRaiz = await app.inject({
      method: 'PATCH',
      url: `/api/categoria/${b.id}/`,
      payload: { superior: null },
      headers: autorizacion(admin),
    });
    expect(aRaiz.json()).toMatchObject({ superior: null, nivel: 1 });
    const lista = await app.inject({ method: 'GET', url: '/api/categoria/?page=1&page_size=100' });
    const filaC = lista.json<{ results: Cat[] }>().results.find((x) => x.id === c.id);
    expect(filaC?.nivel).toBe(2);
    const [edicion] = await auditoriaDe(app, 'categoria', b.id);
    expect(edicion).toMatchObject({
      accion: 'editar',
      antes: { superior_id: otra.id },
      despues: { superior_id: null },
    });
  });

  it('DELETE: 409 con productos o subcategorías (mensaje en español), 204 si está libre', async () => {
    const conProductos = await crear({});
    await crearProveedorConProductos(app, [{ nombre: 'Yerba', categoria_id: conProductos.id }]);
    const r1 = await app.inject({
      method: 'DELETE',
      url: `/api/categoria/${conProductos.id}/`,
      headers: autorizacion(admin),
    });
    expect(r1.statusCode).toBe(409);
    expect(r1.json<{ detail: string }>().detail).toBe(
      'No se puede borrar la categoría: tiene productos.',
    );
    const padre = await crear({});
    await crear({ superior: padre.id });
    const r2 = await app.inject({
      method: 'DELETE',
      url: `/api/categoria/${padre.id}/`,
      headers: autorizacion(admin),
    });
    expect(r2.statusCode).toBe(409);
    expect(r2.json<{ detail: string }>().detail).toMatch(/subcategorías/);
    const libre = await crear({});
    const r3 = await app.inject({
      method: 'DELETE',
      url: `/api/categoria/${libre.id}/`,
      headers: autorizacion(admin),
    });
    expect(r3.statusCode).toBe(204);
    const [baja] = await auditoriaDe(app, 'categoria', libre.id);
    expect(baja).toMatchObject({ accion: 'eliminar', despues: { activo: false } });
    const otraVez = await app.inject({
      method: 'DELETE',
      url: `/api/categoria/${libre.id}/`,
      headers: autorizacion(admin),
    });
    expect(otraVez.statusCode).toBe(404);
  });

  it('400 nombrando el campo; 401 y 403 para quien no es administrador', async () => {
    const mal = await app.inject({
      method: 'POST',
      url: '/api/categoria/',
      payload: { nombre: 'Mala', comision: 150 },
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('comision');
    const sinPadre = await app.inject({
      method: 'POST',
      url: '/api/categoria/',
      payload: { nombre: 'Huérfana', superior: 99999999 },
      headers: autorizacion(admin),
    });
    expect(sinPadre.statusCode).toBe(400);
    expect(sinPadre.json()).toHaveProperty('superior');
    const c = await crear({});
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/categoria/',
      payload: { nombre: 'X' },
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'PATCH',
      url: `/api/categoria/${c.id}/`,
      payload: { nombre: 'X' },
    });
    await exigeAdministrador(app, noAdmin, { method: 'DELETE', url: `/api/categoria/${c.id}/` });
  });
});

describe('/configuracion-categorias/', () => {
  it('GET lista porcentaje, IVA y edad; POST los cambia, quita la imagen y queda auditado', async () => {
    const { payload, headers } = multipart({ nombre: unico('Bebidas') }, [
      { campo: 'imagen', nombre: 'g.png', tipo: 'image/png', datos: png },
      { campo: 'icono', nombre: 'i.png', tipo: 'image/png', datos: png },
    ]);
    const creada = await app.inject({
      method: 'POST',
      url: '/api/categoria/',
      payload,
      headers: { ...headers, ...autorizacion(admin) },
    });
    const cat = creada.json<Cat & { nombre: string }>();
    const r = await app.inject({
      method: 'POST',
      url: '/api/configuracion-categorias/',
      payload: {
        id: cat.id,
        nombre: 'Bebidas alcohólicas',
        porcentaje: '8,5',
        tipo_iva: 10,
        no_apto_menores: true,
        eliminar_imagen: true,
      },
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      id: cat.id,
      nombre: 'Bebidas alcohólicas',
      porcentaje: 8.5,
      tipo_iva: 10,
      no_apto_menores: true,
      imagen: null,
      icono: cat.icono,
    });
    const lista = await app.inject({
      method: 'GET',
      url: '/api/configuracion-categorias/',
      headers: autorizacion(admin),
    });
    expect(lista.statusCode).toBe(200);
    expect(
      lista.json<{ id: number; porcentaje: number }[]>().find((c) => c.id === cat.id),
    ).toMatchObject({
      porcentaje: 8.5,
      no_apto_menores: true,
    });
    const publica = await app.inject({
      method: 'GET',
      url: '/api/categoria/?page=1&page_size=100',
    });
    expect(publica.json<{ results: Cat[] }>().results.find((c) => c.id === cat.id)?.comision).toBe(
      8.5,
    );
    const [entrada] = await auditoriaDe(app, 'categoria', cat.id);
    expect(entrada).toMatchObject({
      accion: 'configurar',
      antes: { comision: 0, no_apto_menores: false },
      despues: { comision: 8.5, no_apto_menores: true, imagen: null },
    });
  });

  it('400 nombrando el campo, 404 si no existe; 401 y 403', async () => {
    const mal = await app.inject({
      method: 'POST',
      url: '/api/configuracion-categorias/',
      payload: { id: 1, nombre: 'X', porcentaje: 'mucho', tipo_iva: 7, no_apto_menores: false },
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('porcentaje');
    expect(mal.json()).toHaveProperty('tipo_iva');
    const noExiste = await app.inject({
      method: 'POST',
      url: '/api/configuracion-categorias/',
      payload: { id: 99999999, nombre: 'X', porcentaje: 1, tipo_iva: 10, no_apto_menores: false },
      headers: autorizacion(admin),
    });
    expect(noExiste.statusCode).toBe(404);
    await exigeAdministrador(app, noAdmin, {
      method: 'GET',
      url: '/api/configuracion-categorias/',
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/configuracion-categorias/',
      payload: { id: 1, nombre: 'X', porcentaje: 1, tipo_iva: 10, no_apto_menores: false },
    });
  });
});
