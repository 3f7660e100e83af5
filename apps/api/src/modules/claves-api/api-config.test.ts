import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { estadoApiSchema, resultadoApiConfigSchema } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';

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

describe('claves de API de los socios (administrador)', () => {
  it('crea una clave para un proveedor, su uso queda en el registro y se revoca una sola vez', async () => {
    const h = autorizacion(admin);
    const creada = await app.inject({
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'crear', datos: { fabricante: duena.fabricanteId, nombre: 'ERP socio' } },
      headers: h,
    });
    expect(creada.statusCode, creada.body).toBe(201);
    const { id, clave = '' } = resultadoApiConfigSchema.parse(creada.json());
    expect(clave).toMatch(/^nemu_/);
    expect((await auditoriaDe(app, 'clave_api', id))[0]).toMatchObject({ accion: 'crear' });

    // Dos peticiones del socio: una válida y una prohibida (ruta de administrador).
    const ok = await app.inject({
      url: '/api/orden_venta/?page=1',
      headers: { 'x-api-key': clave },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const prohibida = await app.inject({
      url: '/api/api-status/',
      headers: { 'x-api-key': clave },
    });
    expect(prohibida.statusCode).toBe(403);

    // El registro se escribe después de responder (onResponse): se espera a que aparezca.
    const leerEstado = async () => {
      const r = await app.inject({ url: `/api/api-status/?clave=${id}&page=1`, headers: h });
      expect(r.statusCode, r.body).toBe(200);
      return estadoApiSchema.parse(r.json());
    };
    await expect.poll(async () => (await leerEstado()).registro.count).toBe(2);
    const e = await leerEstado();
    expect(e.claves.find((c) => c.id === id)).toMatchObject({
      activo: true,
      peticiones_24h: 2,
      errores_24h: 1,
    });
    expect(e.registro.count).toBe(2);
    expect(e.registro.results.map((r) => r.estado_http).sort()).toEqual([200, 403]);

    const desactivar = await app.inject({
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'desactivar', datos: { id } },
      headers: h,
    });
    expect(desactivar.json()).toMatchObject({ id, activo: false });
    const sinAcceso = await app.inject({
      url: '/api/orden_venta/?page=1',
      headers: { 'x-api-key': clave },
    });
    expect(sinAcceso.statusCode).toBe(401);

    const revocar = () =>
      app.inject({
        method: 'POST',
        url: '/api/api-config/',
        payload: { accion: 'revocar', datos: { id } },
        headers: h,
      });
    expect((await revocar()).statusCode).toBe(200);
    expect((await revocar()).statusCode).toBe(409);
    const bitacora = await auditoriaDe(app, 'clave_api', id);
    expect(bitacora.map((b) => b.accion)).toEqual(['revocar', 'desactivar', 'crear']);
  });

  it('entrada mala nombra el campo', async () => {
    const h = autorizacion(admin);
    const sinNombre = await app.inject({
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'crear', datos: { fabricante: duena.fabricanteId } },
      headers: h,
    });
    expect(sinNombre.statusCode).toBe(400);
    expect(JSON.stringify(sinNombre.json())).toContain('nombre');
    const accion = await app.inject({
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'borrar', datos: {} },
      headers: h,
    });
    expect(accion.statusCode).toBe(400);
    expect(accion.json()).toHaveProperty('accion');
    const fabricante = await app.inject({
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'crear', datos: { fabricante: 99999999, nombre: 'X' } },
      headers: h,
    });
    expect(fabricante.statusCode).toBe(400);
    expect(fabricante.json()).toHaveProperty('fabricante');
    const estado = await app.inject({ url: '/api/api-status/?estado_http=9', headers: h });
    expect(estado.statusCode).toBe(400);
    expect(estado.json()).toHaveProperty('estado_http');
  });

  it('sólo el administrador: 401 sin token y 403 para cada otro rol', async () => {
    await exigeAdministrador(app, noAdmin, { url: '/api/api-status/' });
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/api-config/',
      payload: { accion: 'revocar', datos: { id: 1 } },
    });
  });
});
