import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { errorApp } from './reporte-errores.tables.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await appDePrueba();
});
afterAll(async () => app.close());

describe('POST /api/guardar-error/', () => {
  it('guarda el error con usuario y versión, sanitizado', async () => {
    const u = await crearUsuario(app, 'proveedor_propietario');
    const r = await app.inject({
      method: 'POST',
      url: '/api/guardar-error/',
      payload: {
        archivo: 'catalogo.tsx',
        mensaje: '<script>x</script>No carga el catálogo',
        excepcion: 'TypeError',
      },
      headers: { ...autorizacion(u), 'x-app-version': '1.120-web' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const [fila] = await app.db
      .select()
      .from(errorApp)
      .where(eq(errorApp.id, r.json<{ id: number }>().id));
    expect(fila).toMatchObject({ usuario_id: u.id, archivo: 'catalogo.tsx', origen: 'app' });
    expect(fila?.mensaje).not.toContain('<script>');
  });

  it('sin sesión también se acepta; sin mensaje es 400', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/guardar-error/',
          payload: { mensaje: 'Falla' },
        })
      ).statusCode,
    ).toBe(201);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/guardar-error/',
      payload: { archivo: 'x' },
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('mensaje');
  });
});
