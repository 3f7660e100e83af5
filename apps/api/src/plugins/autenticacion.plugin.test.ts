import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../test/usuarios-de-prueba.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
});
afterAll(async () => app.close());

describe('el permiso se decide antes de leer el cuerpo (issue 11, menor)', () => {
  const malformado = { 'content-type': 'application/json' };

  it('JSON malformado, anónimo, a una ruta con sesión: 401 (no 400)', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: malformado,
      payload: '{"pedido_id":',
    });
    expect(r.statusCode).toBe(401);
  });

  it('rol sin permiso con cuerpo malformado, de otro tipo o demasiado profundo: 403', async () => {
    for (const [tipo, cuerpo] of [
      ['application/json', '{"nombre":'],
      ['application/xml', '<a/>'],
      ['application/json', `${'['.repeat(3_000)}${']'.repeat(3_000)}`],
    ]) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/aprobar-fabricante/',
        headers: { ...autorizacion(cliente), 'content-type': tipo as string },
        payload: cuerpo,
      });
      expect(r.statusCode).toBe(403);
    }
  });

  it('las páginas del sandbox de pagos figuran en la tabla de rutas con su acceso', () => {
    const sandbox = app.rutas.filter((r) => r.url.startsWith('/sandbox-pagos'));
    expect(sandbox.map((r) => `${r.metodo} ${r.url} ${String(r.acceso)}`).sort()).toEqual([
      'GET /sandbox-pagos/pagar/:id/ publico',
      'GET /sandbox-pagos/tarjeta/:id/ publico',
      'POST /sandbox-pagos/pagar/:id/ publico',
      'POST /sandbox-pagos/tarjeta/:id/ publico',
    ]);
  });
});
