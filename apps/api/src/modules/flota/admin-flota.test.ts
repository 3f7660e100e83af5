import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { unico } from '../../test/app-de-prueba.js';
import { appConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { auditoriaDe, exigeAdministrador, usuariosNoAdmin } from '../auditoria/admin-de-prueba.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { vehiculo } from './flota.tables.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let noAdmin: UsuarioDePrueba[];

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  admin = await crearUsuario(app, 'administrador');
  noAdmin = await usuariosNoAdmin(app);
});
afterAll(async () => cerrar());

const tarifa = () => ({
  nombre: unico('Furgón'),
  subida_bandera: '15.000',
  precio_minimo: 25000,
  precio_km: 3500,
  precio_minuto: null,
  refrigeracion: 10,
  precio_parada: 5000,
  peso_maximo_kg: '1200,5',
  espacio_alto_cm: 180,
  espacio_ancho_cm: 160,
  espacio_profundidad_cm: 300,
});

async function crear() {
  const r = await app.inject({
    method: 'POST',
    url: '/api/tipo-vehiculo/',
    payload: tarifa(),
    headers: autorizacion(admin),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number; nombre: string }>();
}

describe('tipos de vehículo', () => {
  it('alta (precios y medidas anulables), detalle público, edición a null y baja, auditadas', async () => {
    const t = await crear();
    const detalle = await app.inject({ method: 'GET', url: `/api/tipo-vehiculo/${t.id}/` });
    expect(detalle.statusCode).toBe(200);
    expect(detalle.json()).toMatchObject({
      id: t.id,
      subida_bandera: 15000,
      precio_minuto: null,
      refrigeracion: 10,
      peso_maximo_kg: 1200.5,
      espacio_profundidad_cm: 300,
    });
    const p = await app.inject({
      method: 'PATCH',
      url: `/api/tipo-vehiculo/${t.id}/`,
      payload: { precio_km: null, espacio_alto_cm: '' },
      headers: autorizacion(admin),
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      precio_km: null,
      espacio_alto_cm: null,
      precio_minimo: 25000,
    });
    const lista = await app.inject({
      method: 'GET',
      url: `/api/tipo-vehiculo/?search=${t.nombre}`,
    });
    expect(lista.json<{ id: number }[]>().map((x) => x.id)).toEqual([t.id]);
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/tipo-vehiculo/${t.id}/`,
      headers: autorizacion(admin),
    });
    expect(d.statusCode).toBe(204);
    const ya = await app.inject({ method: 'GET', url: `/api/tipo-vehiculo/${t.id}/` });
    expect(ya.statusCode).toBe(404);
    const bitacora = await auditoriaDe(app, 'tipo_vehiculo', t.id);
    expect(bitacora.map((e) => e.accion)).toEqual(['eliminar', 'editar', 'crear']);
    expect(bitacora[1]).toMatchObject({ antes: { precio_km: 3500 }, despues: { precio_km: null } });
  });

  it('409 al borrar un tipo con vehículos; 400 nombrando el campo; 401 y 403', async () => {
    const t = await crear();
    const chofer = await crearUsuario(app, 'transportista');
    const [tr] = await app.db
      .select({ id: transportista.id })
      .from(transportista)
      .where(eq(transportista.usuario_id, chofer.id));
    await app.db.insert(vehiculo).values({
      transportista_id: tr?.id ?? 0,
      tipo_vehiculo_id: t.id,
      marca: 'Toyota',
      modelo: 'Hiace',
      numero_chapa: unico('AB').slice(0, 10),
    });
    const d = await app.inject({
      method: 'DELETE',
      url: `/api/tipo-vehiculo/${t.id}/`,
      headers: autorizacion(admin),
    });
    expect(d.statusCode).toBe(409);
    expect(d.json<{ detail: string }>().detail).toMatch(/vehículos registrados/);

    const repetido = await app.inject({
      method: 'POST',
      url: '/api/tipo-vehiculo/',
      payload: { ...tarifa(), nombre: t.nombre.toUpperCase() },
      headers: autorizacion(admin),
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json()).toHaveProperty('nombre');
    const mal = await app.inject({
      method: 'POST',
      url: '/api/tipo-vehiculo/',
      payload: { ...tarifa(), precio_km: -5, refrigeracion: 15 },
      headers: autorizacion(admin),
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toHaveProperty('precio_km');
    expect(mal.json()).toHaveProperty('refrigeracion');
    const noExiste = await app.inject({
      method: 'PATCH',
      url: '/api/tipo-vehiculo/99999999/',
      payload: { nombre: 'X' },
      headers: autorizacion(admin),
    });
    expect(noExiste.statusCode).toBe(404);
    await exigeAdministrador(app, noAdmin, {
      method: 'POST',
      url: '/api/tipo-vehiculo/',
      payload: tarifa(),
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'PATCH',
      url: `/api/tipo-vehiculo/${t.id}/`,
      payload: { nombre: 'X' },
    });
    await exigeAdministrador(app, noAdmin, {
      method: 'DELETE',
      url: `/api/tipo-vehiculo/${t.id}/`,
    });
  });
});
