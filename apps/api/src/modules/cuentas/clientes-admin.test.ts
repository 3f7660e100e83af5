import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paginaSchema, usuarioStaffSchema } from '@nemu/domain';
import { appDePrueba, unico } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { sembrarReferencia } from '../../seed/index.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from './cuentas.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let asuncion: number;

beforeAll(async () => {
  app = await appDePrueba();
  await sembrarReferencia(app.db);
  const [c] = await app.db
    .select({ id: ciudad.id })
    .from(ciudad)
    .where(eq(ciudad.nombre, 'Asunción'));
  if (!c) throw new Error('sin Asunción');
  asuncion = c.id;
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => app.close());

function multipart(campos: Record<string, string>) {
  const limite = `----nemu${Date.now()}`;
  const partes = Object.entries(campos).map(
    ([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${partes.join('')}--${limite}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

const datosCliente = () => {
  const n = unico('cli');
  return {
    first_name: 'Rosa',
    last_name: 'Benítez',
    email: `${n}@ejemplo.com.py`,
    password: 'clave-segura-1',
    nro_telefono: '0981123456',
  };
};

describe('clientes creados, editados y dados de baja por el administrador', () => {
  it('alta multipart, edición con bitácora, dirección creada y editada (PATCH /direccion/), baja', async () => {
    const h = autorizacion(admin);
    const m = multipart(datosCliente());
    const alta = await app.inject({
      method: 'POST',
      url: '/api/cliente/',
      payload: m.payload,
      headers: { ...h, ...m.headers },
    });
    expect(alta.statusCode, alta.body).toBe(201);
    const cliente = alta.json<{ id: number; nro_telefono: string }>();
    expect(cliente.nro_telefono).toMatch(/^595/);
    expect((await auditoriaDe(app, 'cliente', cliente.id))[0]).toMatchObject({ accion: 'crear' });

    const edicion = multipart({ first_name: 'Rosa María' });
    const editado = await app.inject({
      method: 'PATCH',
      url: `/api/cliente/${cliente.id}/`,
      payload: edicion.payload,
      headers: { ...h, ...edicion.headers },
    });
    expect(editado.json()).toMatchObject({ first_name: 'Rosa María' });
    expect((await auditoriaDe(app, 'cliente', cliente.id))[0]).toMatchObject({
      accion: 'editar',
      antes: { first_name: 'Rosa' },
      despues: { first_name: 'Rosa María' },
    });

    const dir = await app.inject({
      method: 'POST',
      url: '/api/direccion/',
      payload: {
        usuario: cliente.id,
        nombre: 'Casa',
        calle_principal: 'Avenida España',
        ubicacion: '-25.2870, -57.6040',
        ciudad: asuncion,
        icono: 'casa',
      },
      headers: h,
    });
    expect(dir.statusCode, dir.body).toBe(201);
    const dirId = dir.json<{ id: number; usuario: number }>().id;
    expect(dir.json()).toMatchObject({ usuario: cliente.id, default: true });
    const cambio = await app.inject({
      method: 'PATCH',
      url: '/api/direccion/',
      payload: { id: dirId, referencia: 'Portón verde' },
      headers: h,
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(cambio.json()).toMatchObject({ id: dirId, referencia: 'Portón verde' });
    expect((await auditoriaDe(app, 'direccion', dirId)).map((a) => a.accion)).toEqual([
      'editar',
      'crear',
    ]);

    const baja = await app.inject({
      method: 'DELETE',
      url: `/api/cliente/${cliente.id}/`,
      headers: h,
    });
    expect(baja.statusCode).toBe(204);
    const [fila] = await app.db.select().from(usuario).where(eq(usuario.id, cliente.id));
    expect(fila?.activo).toBe(false);
    const otra = await app.inject({
      method: 'DELETE',
      url: `/api/cliente/${cliente.id}/`,
      headers: h,
    });
    expect(otra.statusCode).toBe(409);
  });

  it('entrada mala nombra el campo', async () => {
    const h = autorizacion(admin);
    const m = multipart({ ...datosCliente(), email: 'no-es-correo' });
    const mal = await app.inject({
      method: 'POST',
      url: '/api/cliente/',
      payload: m.payload,
      headers: { ...h, ...m.headers },
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('email');
    const sinId = await app.inject({
      method: 'PATCH',
      url: '/api/direccion/',
      payload: { referencia: 'x' },
      headers: h,
    });
    expect(sinId.statusCode).toBe(400);
    expect(sinId.json()).toHaveProperty('id');
    const aSiMismo = await app.inject({
      method: 'DELETE',
      url: `/api/cliente/${admin.id}/`,
      headers: h,
    });
    expect(aSiMismo.statusCode).toBe(400);
    expect(aSiMismo.json()).toHaveProperty('non_field_errors');
  });

  it('un cliente no edita direcciones ajenas por PATCH /direccion/', async () => {
    const duena = await crearUsuario(app, 'cliente');
    const ajeno = await crearUsuario(app, 'cliente');
    const dir = await app.inject({
      method: 'POST',
      url: '/api/direccion/',
      payload: {
        nombre: 'Casa',
        calle_principal: 'Palma',
        ubicacion: '-25.28, -57.63',
        ciudad: asuncion,
        icono: 'casa',
      },
      headers: autorizacion(duena),
    });
    const r = await app.inject({
      method: 'PATCH',
      url: '/api/direccion/',
      payload: { id: dir.json<{ id: number }>().id, nombre: 'Mía' },
      headers: autorizacion(ajeno),
    });
    expect(r.statusCode).toBe(404);
  });

  it('alta y baja de clientes sólo para el administrador', async () => {
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/cliente/',
      payload: datosCliente(),
    });
    await exigeAdministrador(app, noAdmin, { method: 'DELETE', url: `/api/cliente/${admin.id}/` });
  });
});

describe('staff: administradores y staff de proveedores', () => {
  it('el administrador crea, lista, edita y quita administradores con bitácora', async () => {
    const h = autorizacion(admin);
    const n = unico('adm');
    const m = multipart({
      username: n,
      email: `${n}@nemu.com.py`,
      first_name: 'Lucía',
      last_name: 'Giménez',
      password: 'clave-segura-1',
    });
    const alta = await app.inject({
      method: 'POST',
      url: '/api/usuario_staff/',
      payload: m.payload,
      headers: { ...h, ...m.headers },
    });
    expect(alta.statusCode, alta.body).toBe(201);
    const id = alta.json<{ id: number }>().id;
    expect(alta.json()).toMatchObject({ rol: 'administrador', fabricante_id: null });

    const lista = await app.inject({
      url: `/api/usuario_staff/?page=1&page_size=5&search=${n}`,
      headers: h,
    });
    expect(paginaSchema(usuarioStaffSchema).parse(lista.json())).toMatchObject({
      count: 1,
      results: [{ id, username: n }],
    });

    const e = multipart({ last_name: 'Giménez Ortiz' });
    const editado = await app.inject({
      method: 'PATCH',
      url: `/api/usuario_staff/${id}/`,
      payload: e.payload,
      headers: { ...h, ...e.headers },
    });
    expect(editado.json()).toMatchObject({ last_name: 'Giménez Ortiz' });

    const aMismo = await app.inject({
      method: 'DELETE',
      url: `/api/usuario_staff/${admin.id}/`,
      headers: h,
    });
    expect(aMismo.statusCode).toBe(400);
    const quitar = await app.inject({
      method: 'DELETE',
      url: `/api/usuario_staff/${id}/`,
      headers: h,
    });
    expect(quitar.statusCode).toBe(204);
    const [fila] = await app.db.select().from(usuario).where(eq(usuario.id, id));
    expect(fila?.administrador).toBe(false);
    expect((await auditoriaDe(app, 'usuario_staff', id)).map((a) => a.accion)).toEqual([
      'quitar',
      'editar',
      'crear',
    ]);
  });

  it('con fabricante_id el administrador gestiona el staff del proveedor (bitácora)', async () => {
    const h = autorizacion(admin);
    const duena = await crearUsuario(app, 'proveedor_propietario');
    const n = unico('stf');
    const alta = await app.inject({
      method: 'POST',
      url: `/api/usuario_staff/?fabricante_id=${duena.fabricanteId}`,
      payload: {
        username: n,
        email: `${n}@ejemplo.com.py`,
        first_name: 'Ana',
        last_name: 'Ríos',
        password: 'clave-segura-1',
      },
      headers: h,
    });
    expect(alta.statusCode, alta.body).toBe(201);
    expect(alta.json()).toMatchObject({ rol: 'staff', fabricante_id: duena.fabricanteId });
    const lista = await app.inject({
      url: `/api/usuario_staff/?page=1&fabricante_id=${duena.fabricanteId}`,
      headers: h,
    });
    expect(lista.json<{ count: number }>().count).toBe(2);
    const id = alta.json<{ id: number }>().id;
    expect((await auditoriaDe(app, 'usuario_staff', id))[0]).toMatchObject({ accion: 'crear' });
  });

  it('entrada mala nombra el campo; el staff de proveedor y otros roles no tocan administradores', async () => {
    const h = autorizacion(admin);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/usuario_staff/',
      payload: { username: 'ab', email: 'x@ejemplo.com.py', first_name: 'A', last_name: 'B' },
      headers: h,
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('username');
    expect(mal.json()).toHaveProperty('password');
    const sinToken = await app.inject({ url: '/api/usuario_staff/' });
    expect(sinToken.statusCode).toBe(401);
    for (const u of noAdmin) {
      const r = await app.inject({
        method: 'DELETE',
        url: `/api/usuario_staff/${admin.id}/`,
        headers: autorizacion(u),
      });
      // Roles sin permiso: 403; el proveedor sólo llega a su propio staff (el admin no es de él).
      expect([403, 404], `${u.username}`).toContain(r.statusCode);
    }
  });
});
