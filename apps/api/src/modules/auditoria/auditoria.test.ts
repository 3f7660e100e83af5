import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { exigeAdministrador, usuariosNoAdmin } from './admin-de-prueba.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let prov: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  prov = await crearUsuario(app, 'proveedor_propietario');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => app.close());

type Entrada = {
  usuario: number | null;
  usuario_nombre: string;
  entidad: string;
  entidad_id: number;
  accion: string;
  antes: { margen?: number } | null;
  despues: { margen?: number } | null;
  nombres: { usuario?: Record<string, string>; fabricante?: Record<string, string> };
  fecha: string;
};

describe('GET /auditoria/', () => {
  it('lista las acciones de una entidad, la más nueva primero, con quién, cuándo y antes → después', async () => {
    for (const margen of [4, 6]) {
      const r = await app.inject({
        method: 'PATCH',
        url: '/api/updateMargen/',
        headers: autorizacion(admin),
        payload: { id_fabricante: prov.fabricanteId, margen, tipo: 10 },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const margenId = (
      await app.inject({
        method: 'GET',
        url: `/api/updateMargen/?id_fabricante=${prov.fabricanteId}`,
        headers: autorizacion(admin),
      })
    ).json<{ id: number }[]>()[0]!.id;
    const r = await app.inject({
      method: 'GET',
      url: `/api/auditoria/?entidad=margen&entidad_id=${margenId}&page=1&page_size=10`,
      headers: autorizacion(admin),
    });
    expect(r.statusCode).toBe(200);
    const pagina = r.json<{ count: number; next: string | null; results: Entrada[] }>();
    expect(pagina.count).toBe(2);
    expect(pagina.next).toBeNull();
    const [edicion, alta] = pagina.results;
    expect(edicion).toMatchObject({
      usuario: admin.id,
      entidad: 'margen',
      entidad_id: margenId,
      accion: 'editar',
      antes: { margen: 4 },
      despues: { margen: 6 },
    });
    expect(edicion!.usuario_nombre).not.toBe('');
    expect(edicion!.usuario_nombre).not.toMatch(/^Usuario \d+$/);
    expect(alta).toMatchObject({ accion: 'crear', antes: null, despues: { margen: 4 } });
    // El proveedor del margen, por su nombre (la pantalla no muestra «#id»).
    const ficha = await app.inject({
      method: 'GET',
      url: `/api/fabricante/${prov.fabricanteId}/`,
      headers: autorizacion(admin),
    });
    expect(alta!.nombres).toEqual({
      fabricante: { [String(prov.fabricanteId)]: ficha.json<{ nombre: string }>().nombre },
    });
    expect(new Date(edicion!.fecha).getTime()).toBeGreaterThanOrEqual(
      new Date(alta!.fecha).getTime(),
    );
  });

  it('400 nombrando el campo con una entidad desconocida o un id inválido', async () => {
    const entidad = await app.inject({
      method: 'GET',
      url: '/api/auditoria/?entidad=planeta',
      headers: autorizacion(admin),
    });
    expect(entidad.statusCode).toBe(400);
    expect(entidad.json()).toHaveProperty('entidad');
    const id = await app.inject({
      method: 'GET',
      url: '/api/auditoria/?entidad=margen&entidad_id=abc',
      headers: autorizacion(admin),
    });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toHaveProperty('entidad_id');
  });

  it('401 sin token y 403 para cada rol que no es administrador', async () => {
    await exigeAdministrador(app, noAdmin, { method: 'GET', url: '/api/auditoria/' });
  });
});
