import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { errorAppSchema, paginaSchema, resumenErroresSchema } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { errorApp } from './reporte-errores.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => app.close());

async function reportar(u: UsuarioDePrueba | null, mensaje: string) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/guardar-error/',
    payload: { archivo: 'catalogo.tsx', mensaje, excepcion: 'TypeError' },
    headers: { ...(u ? autorizacion(u) : {}), 'x-app-version': '1.120-web' },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number }>().id;
}

describe('POST /api/guardar-error/', () => {
  it('guarda el error con usuario y versión, sanitizado', async () => {
    const u = await crearUsuario(app, 'proveedor_propietario');
    const id = await reportar(u, '<script>x</script>No carga el catálogo');
    const [fila] = await app.db.select().from(errorApp).where(eq(errorApp.id, id));
    expect(fila).toMatchObject({ usuario_id: u.id, archivo: 'catalogo.tsx', origen: 'app' });
    expect(fila?.mensaje).not.toContain('<script>');
  });

  it('sin sesión también se acepta; sin mensaje es 400', async () => {
    await reportar(null, 'Falla');
    const mal = await app.inject({
      method: 'POST',
      url: '/api/guardar-error/',
      payload: { archivo: 'x' },
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('mensaje');
  });
});

describe('errores para el administrador', () => {
  it('se encuentran por búsqueda, se leen y se marcan atendidos una sola vez, con bitácora', async () => {
    const proveedor = await crearUsuario(app, 'proveedor_propietario');
    const id = await reportar(proveedor, 'Pantalla de stock en blanco zafiro');
    const h = autorizacion(admin);

    const pagina = await app.inject({
      url: '/api/errores/?page=1&page_size=5&search=zafiro&controlado=false',
      headers: h,
    });
    expect(pagina.statusCode, pagina.body).toBe(200);
    const cuerpo = paginaSchema(errorAppSchema).parse(pagina.json());
    expect(cuerpo.count).toBe(1);
    expect(cuerpo.results[0]).toMatchObject({ id, usuario: proveedor.id });

    const resumen = await app.inject({ url: '/api/all-errores/', headers: h });
    expect(resumen.statusCode).toBe(200);
    expect(resumenErroresSchema.parse(resumen.json()).ultimos.map((e) => e.id)).toContain(id);

    const leido = await app.inject({ url: `/api/obtener-error/?id=${id}`, headers: h });
    expect(leido.json()).toMatchObject({ id, controlado: false, version_app: '1.120-web' });

    // Dos administradores a la vez: uno lo marca, el otro recibe 409.
    const otro = await crearUsuario(app, 'administrador');
    const [a, b] = await Promise.all(
      [admin, otro].map((u) =>
        app.inject({
          method: 'POST',
          url: '/api/controlar-error/',
          payload: { id },
          headers: autorizacion(u),
        }),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const ganador = a?.statusCode === 200 ? a : b;
    expect(ganador?.json()).toMatchObject({ id, controlado: true });

    const atendidos = await app.inject({
      url: '/api/errores/?page=1&search=zafiro&controlado=true',
      headers: h,
    });
    expect(atendidos.json<{ count: number }>().count).toBe(1);
    const [entrada] = await auditoriaDe(app, 'error_app', id);
    expect(entrada).toMatchObject({ accion: 'controlar', despues: { controlado: true } });
  });

  it('entrada mala nombra el campo; un id que no existe es 404', async () => {
    const h = autorizacion(admin);
    const sinId = await app.inject({
      method: 'POST',
      url: '/api/controlar-error/',
      payload: {},
      headers: h,
    });
    expect(sinId.statusCode).toBe(400);
    expect(sinId.json()).toHaveProperty('id');
    const malId = await app.inject({ url: '/api/obtener-error/?id=abc', headers: h });
    expect(malId.statusCode).toBe(400);
    expect(malId.json()).toHaveProperty('id');
    const filtro = await app.inject({ url: '/api/errores/?origen=otro', headers: h });
    expect(filtro.statusCode).toBe(400);
    expect(filtro.json()).toHaveProperty('origen');
    const nada = await app.inject({ url: '/api/obtener-error/?id=99999999', headers: h });
    expect(nada.statusCode).toBe(404);
  });

  it('sólo el administrador: 401 sin token y 403 para cada otro rol', async () => {
    for (const peticion of [
      { url: '/api/all-errores/' },
      { url: '/api/errores/' },
      { url: '/api/obtener-error/?id=1' },
      { method: 'POST' as const, url: '/api/controlar-error/', payload: { id: 1 } },
    ]) {
      await exigeAdministrador(app, noAdmin, peticion);
    }
  });
});
