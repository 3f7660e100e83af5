import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { comentarioProducto } from '../catalogo/catalogo.tables.js';
import { crearProveedorConProductos } from '../catalogo/tienda-de-prueba.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let duena: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  duena = await crearUsuario(app, 'proveedor_propietario');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => app.close());

async function productoPendiente() {
  const { productos } = await crearProveedorConProductos(
    app,
    [{ nombre: 'Mbejú relleno', aprobado: false }],
    { fabricanteId: duena.fabricanteId ?? 0 },
  );
  return productos[0]?.id ?? 0;
}

const avisos = (usuarioId: number, tipo: string) =>
  app.db
    .select()
    .from(notificacion)
    .where(and(eq(notificacion.usuario_id, usuarioId), eq(notificacion.tipo, tipo)));

describe('cola de moderación GET /producto/?moderado=false', () => {
  it('el administrador ve los pendientes de todos los proveedores; el proveedor sólo los suyos', async () => {
    const id = await productoPendiente();
    const otra = await crearUsuario(app, 'proveedor_propietario');
    const r = await app.inject({
      method: 'GET',
      url: '/api/producto/?page=1&page_size=100&moderado=false',
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json<{ results: { id: number; aprobado: boolean }[] }>().results;
    expect(filas.map((p) => p.id)).toContain(id);
    expect(filas.every((p) => !p.aprobado)).toBe(true);
    const ajena = await app.inject({
      method: 'GET',
      url: '/api/producto/?page=1&moderado=false',
      headers: autorizacion(otra),
    });
    expect(ajena.json<{ results: { id: number }[] }>().results.map((p) => p.id)).not.toContain(id);
  });
});

describe('POST /aprobar-producto/ y /rechazar-producto/', () => {
  it('rechaza con motivo: guarda el motivo, avisa con producto_rechazado y audita', async () => {
    const id = await productoPendiente();
    const r = await app.inject({
      method: 'POST',
      url: '/api/rechazar-producto/',
      payload: { producto_id: id, motivo: 'La foto no muestra el producto' },
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      id,
      aprobado: false,
      motivo_rechazo: 'La foto no muestra el producto',
    });
    expect((await avisos(duena.id, 'producto_rechazado')).length).toBeGreaterThanOrEqual(1);
    const [entrada] = await auditoriaDe(app, 'producto', id);
    expect(entrada).toMatchObject({
      usuario_id: admin.id,
      accion: 'rechazar',
      antes: { motivo_rechazo: null },
      despues: { aprobado: false, motivo_rechazo: 'La foto no muestra el producto' },
    });
  });

  it('aprueba: publica, limpia el motivo, avisa con producto_aprobado y audita', async () => {
    const id = await productoPendiente();
    await app.inject({
      method: 'POST',
      url: '/api/rechazar-producto/',
      payload: { producto_id: id, motivo: 'Falta descripción' },
      headers: autorizacion(admin),
    });
    const r = await app.inject({
      method: 'POST',
      url: '/api/aprobar-producto/',
      payload: { producto_id: id },
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id, aprobado: true, motivo_rechazo: null });
    expect((await avisos(duena.id, 'producto_aprobado')).length).toBeGreaterThanOrEqual(1);
    const [entrada] = await auditoriaDe(app, 'producto', id);
    expect(entrada).toMatchObject({
      accion: 'aprobar',
      antes: { aprobado: false, motivo_rechazo: 'Falta descripción' },
      despues: { aprobado: true, aprobado_por: admin.id, motivo_rechazo: null },
    });
    // Con el proveedor aprobado, el producto ya se ve en la tienda sin sesión.
    await app.inject({
      method: 'POST',
      url: '/api/aprobar-fabricante/',
      payload: { fabricante_id: duena.fabricanteId },
      headers: autorizacion(admin),
    });
    const publico = await app.inject({ method: 'GET', url: `/api/producto/${id}/` });
    expect(publico.statusCode).toBe(200);
  });

  it('400 nombrando el campo, 404 si no existe, 401 y 403 para quien no es administrador', async () => {
    const sinMotivo = await app.inject({
      method: 'POST',
      url: '/api/rechazar-producto/',
      payload: { producto_id: 1 },
      headers: autorizacion(admin),
    });
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json()).toHaveProperty('motivo');
    const sinId = await app.inject({
      method: 'POST',
      url: '/api/aprobar-producto/',
      payload: { producto_id: 'x' },
      headers: autorizacion(admin),
    });
    expect(sinId.statusCode).toBe(400);
    expect(sinId.json()).toHaveProperty('producto_id');
    const noExiste = await app.inject({
      method: 'POST',
      url: '/api/aprobar-producto/',
      payload: { producto_id: 99_999_999 },
      headers: autorizacion(admin),
    });
    expect(noExiste.statusCode).toBe(404);
    const id = await productoPendiente();
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/aprobar-producto/',
      payload: { producto_id: id },
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/rechazar-producto/',
      payload: { producto_id: id, motivo: 'No corresponde' },
    });
    expect(await auditoriaDe(app, 'producto', id)).toHaveLength(0);
  });
});

describe('edición de un producto por el administrador', () => {
  it('PATCH /producto/{id}/ de un producto ajeno queda en la bitácora (antes y después) y no lo devuelve a moderación', async () => {
    const { productos } = await crearProveedorConProductos(app, [
      {
        nombre: 'Chipa guasu',
        precio: 20_000,
        precio_mayorista: 18_000,
        cantidad: 12,
        no_apto_menores: true,
      },
    ]);
    const id = productos[0]?.id ?? 0;
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/producto/${id}/`,
      payload: { precio: 22000 },
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    // Lo que no se mandó queda igual (restricción de edad, compra mejorada, cantidad).
    expect(r.json()).toMatchObject({
      precio: 22000,
      aprobado: true,
      no_apto_menores: true,
      compra_mejorada: true,
      cantidad: 12,
    });
    const [entrada] = await auditoriaDe(app, 'producto', id);
    expect(entrada).toMatchObject({
      usuario_id: admin.id,
      accion: 'editar',
      antes: { precio: 20000 },
      despues: { precio: 22000 },
    });
    const mal = await app.inject({
      method: 'PATCH',
      url: `/api/producto/${id}/`,
      payload: { precio: 'caro' },
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('precio');
  });

  it('lo que edita el propio proveedor no va a la bitácora del administrador', async () => {
    const id = await productoPendiente();
    const r = await app.inject({
      method: 'PATCH',
      url: `/api/producto/${id}/`,
      payload: { precio: 9000 },
      headers: autorizacion(duena),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await auditoriaDe(app, 'producto', id)).toHaveLength(0);
  });
});

describe('comentarios de productos', () => {
  it('GET pagina y busca; DELETE lo quita de la tienda (204), queda en la bitácora; 401/403/404/400', async () => {
    const { productos } = await crearProveedorConProductos(app, [{ nombre: 'Sopa paraguaya' }]);
    const productoId = productos[0]?.id ?? 0;
    const autor = await crearUsuario(app, 'cliente');
    const [c] = await app.db
      .insert(comentarioProducto)
      .values({
        producto_id: productoId,
        usuario_id: autor.id,
        comentario: 'Muy rica, llegó caliente',
        calificacion: 5,
      })
      .returning({ id: comentarioProducto.id });
    const id = c?.id ?? 0;
    const lista = await app.inject({
      method: 'GET',
      url: `/api/comentario-producto/?page=1&search=caliente&producto=${productoId}&ordering=-fecha`,
      headers: autorizacion(admin),
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json()).toMatchObject({
      count: 1,
      results: [{ id, producto: productoId, producto_nombre: 'Sopa paraguaya', calificacion: 5 }],
    });
    const mal = await app.inject({
      method: 'GET',
      url: '/api/comentario-producto/?producto=abc',
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('producto');
    await exigeAdministrador(app, noAdmin, { method: 'GET', url: '/api/comentario-producto/' });
    await exigeAdministrador(app, noAdmin, {
      method: 'DELETE',
      url: `/api/comentario-producto/${id}/`,
    });

    const r = await app.inject({
      method: 'DELETE',
      url: `/api/comentario-producto/${id}/`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(204);
    const detalle = await app.inject({ method: 'GET', url: `/api/producto/${productoId}/` });
    expect(JSON.stringify(detalle.json())).not.toContain('llegó caliente');
    const quitados = await app.inject({
      method: 'GET',
      url: `/api/comentario-producto/?visible=false&producto=${productoId}`,
      headers: autorizacion(admin),
    });
    expect(quitados.json<{ id: number }[]>().map((x) => x.id)).toEqual([id]);
    const [entrada] = await auditoriaDe(app, 'comentario_producto', id);
    expect(entrada).toMatchObject({
      accion: 'quitar',
      antes: { comentario: 'Muy rica, llegó caliente', visible: true },
      despues: { visible: false },
    });
    const noExiste = await app.inject({
      method: 'DELETE',
      url: '/api/comentario-producto/99999999/',
      headers: autorizacion(admin),
    });
    expect(noExiste.statusCode).toBe(404);
  });
});
