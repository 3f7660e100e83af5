import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { crearCategorias } from '../catalogo/tienda-de-prueba.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];
let prov: UsuarioDePrueba;
let categoriaId: number;

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  prov = await crearUsuario(app, 'proveedor_propietario');
  noAdmin = await usuariosNoAdmin(app);
  categoriaId = (await crearCategorias(app)).padre;
});
afterAll(async () => app.close());

const patch = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/updateMargen/', payload, headers: autorizacion(admin) });

describe('/updateMargen/', () => {
  it('fija el margen del proveedor y el de una categoría, los edita por id y lo audita', async () => {
    const general = await patch({ id_fabricante: prov.fabricanteId, margen: '7,5', tipo: 10 });
    expect(general.statusCode, general.body).toBe(200);
    const g = general.json<{ id: number }>();
    expect(general.json()).toMatchObject({
      id_fabricante: prov.fabricanteId,
      categoria: null,
      margen: 7.5,
      tipo: 10,
    });
    const porCategoria = await patch({
      id_fabricante: prov.fabricanteId,
      categoria: categoriaId,
      margen: 2000,
      tipo: 20,
    });
    expect(porCategoria.json()).toMatchObject({ categoria: categoriaId, margen: 2000, tipo: 20 });
    // Sin id, el mismo proveedor y categoría editan el margen existente (no duplican).
    const otraVez = await patch({ id_fabricante: prov.fabricanteId, margen: 9, tipo: 10 });
    expect(otraVez.json<{ id: number }>().id).toBe(g.id);
    const porId = await patch({ id: g.id, id_fabricante: prov.fabricanteId, margen: 10, tipo: 10 });
    expect(porId.json()).toMatchObject({ id: g.id, margen: 10 });
    const lista = await app.inject({
      method: 'GET',
      url: `/api/updateMargen/?id_fabricante=${prov.fabricanteId}`,
      headers: autorizacion(admin),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json<{ categoria: number | null; margen: number }[]>()).toEqual([
      expect.objectContaining({ categoria: categoriaId, margen: 2000 }),
      expect.objectContaining({ categoria: null, margen: 10 }),
    ]);
    const bitacora = await auditoriaDe(app, 'margen', g.id);
    expect(bitacora.map((e) => e.accion)).toEqual(['editar', 'editar', 'crear']);
    expect(bitacora[0]).toMatchObject({
      usuario_id: admin.id,
      antes: { margen: 9 },
      despues: { margen: 10 },
    });
  });

  it('400 nombrando el campo (porcentaje > 100, tipo, proveedor o categoría inexistentes, id de otro)', async () => {
    const pct = await patch({ id_fabricante: prov.fabricanteId, margen: 150, tipo: 10 });
    expect(pct.statusCode).toBe(400);
    expect(pct.json()).toHaveProperty('margen');
    const tipo = await patch({ id_fabricante: prov.fabricanteId, margen: 1, tipo: 30 });
    expect(tipo.json()).toHaveProperty('tipo');
    const sinProv = await patch({ id_fabricante: 99999999, margen: 1, tipo: 10 });
    expect(sinProv.statusCode).toBe(400);
    expect(sinProv.json()).toHaveProperty('id_fabricante');
    const sinCat = await patch({
      id_fabricante: prov.fabricanteId,
      categoria: 99999999,
      margen: 1,
      tipo: 10,
    });
    expect(sinCat.statusCode).toBe(400);
    expect(sinCat.json()).toHaveProperty('categoria');
    const otro = await crearUsuario(app, 'proveedor_propietario');
    const ajeno = await patch({ id_fabricante: otro.fabricanteId, margen: 1, tipo: 10 });
    const cruzado = await patch({
      id: ajeno.json<{ id: number }>().id,
      id_fabricante: prov.fabricanteId,
      margen: 1,
      tipo: 10,
    });
    expect(cruzado.statusCode).toBe(400);
    expect(cruzado.json()).toHaveProperty('id');
    const noExiste = await patch({
      id: 99999999,
      id_fabricante: prov.fabricanteId,
      margen: 1,
      tipo: 10,
    });
    expect(noExiste.statusCode).toBe(404);
  });

  it('401 sin sesión y 403 para cada rol que no es administrador', async () => {
    await exigeAdministrador(app, noAdmin, { method: 'GET', url: '/api/updateMargen/' });
    await exigeAdministrador(app, noAdmin, {
      method: 'PATCH',
      url: '/api/updateMargen/',
      payload: { id_fabricante: prov.fabricanteId, margen: 1, tipo: 10 },
    });
  });
});
