import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { paginaSchema, usuarioStaffSchema } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';

// GET /usuario_staff/{id}/: la ficha que abren el detalle y la edición de /admin/staff.
let app: FastifyInstance;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => app.close());

/** La fila del usuario en la lista de su equipo (el detalle debe ser igual). */
async function filaDeLista(id: number, consulta: string) {
  const r = await app.inject({
    url: `/api/usuario_staff/?page=1&page_size=100${consulta}`,
    headers: autorizacion(admin),
  });
  expect(r.statusCode, r.body).toBe(200);
  return paginaSchema(usuarioStaffSchema)
    .parse(r.json())
    .results.find((u) => u.id === id);
}

describe('GET /usuario_staff/{id}/', () => {
  it('devuelve un administrador con el mismo esquema y datos que su fila de la lista', async () => {
    const otro = await crearUsuario(app, 'administrador');
    const r = await app.inject({
      url: `/api/usuario_staff/${otro.id}/`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const detalle = usuarioStaffSchema.parse(r.json());
    expect(detalle).toMatchObject({
      id: otro.id,
      username: otro.username,
      rol: 'administrador',
      fabricante_id: null,
      activo: true,
    });
    expect(detalle).toEqual(await filaDeLista(otro.id, `&search=${otro.username}`));
  });

  it('con fabricante_id devuelve el miembro del staff del proveedor', async () => {
    const duena = await crearUsuario(app, 'proveedor_propietario');
    const r = await app.inject({
      url: `/api/usuario_staff/${duena.id}/?fabricante_id=${duena.fabricanteId}`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    const detalle = usuarioStaffSchema.parse(r.json());
    expect(detalle).toMatchObject({
      id: duena.id,
      rol: 'propietario',
      fabricante_id: duena.fabricanteId,
    });
    expect(detalle).toEqual(await filaDeLista(duena.id, `&fabricante_id=${duena.fabricanteId}`));
  });

  it('otro rol recibe 403 (el propietario tampoco ve su propio staff por aquí) y sin token 401', async () => {
    await exigeAdministrador(app, noAdmin, {
      method: 'GET',
      url: `/api/usuario_staff/${admin.id}/`,
    });
    const duena = noAdmin.find((u) => u.fabricanteId !== null);
    if (!duena) throw new Error('sin propietario de prueba');
    const propio = await app.inject({
      url: `/api/usuario_staff/${duena.id}/?fabricante_id=${duena.fabricanteId}`,
      headers: autorizacion(duena),
    });
    expect(propio.statusCode).toBe(403);
  });

  it('un id inexistente, un usuario que no es administrador o que no es del proveedor: 404', async () => {
    const h = autorizacion(admin);
    const inexistente = await app.inject({ url: '/api/usuario_staff/999999999/', headers: h });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toHaveProperty('detail');
    const cliente = await crearUsuario(app, 'cliente');
    const noEsAdmin = await app.inject({ url: `/api/usuario_staff/${cliente.id}/`, headers: h });
    expect(noEsAdmin.statusCode).toBe(404);
    const duena = await crearUsuario(app, 'proveedor_propietario');
    const ajeno = await app.inject({
      url: `/api/usuario_staff/${admin.id}/?fabricante_id=${duena.fabricanteId}`,
      headers: h,
    });
    expect(ajeno.statusCode).toBe(404);
  });
});
