import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAJES, formatearMensaje, type Notificacion } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { notificacion } from './notificaciones.tables.js';
import { crearDireccion, crearProducto, crearPuntoRetiro } from '../pedidos/compra.fixtures.js';
import { marcarPagado } from '../pedidos/pedidos.service.js';

let app: FastifyInstance;
let duena: UsuarioDePrueba;
let otro: UsuarioDePrueba;

interface PaginaNotificaciones {
  count: number;
  next: string | null;
  results: Notificacion[];
}

async function notificar(u: UsuarioDePrueba, titulos: string[]) {
  const filas = await app.db
    .insert(notificacion)
    .values(titulos.map((titulo) => ({ usuario_id: u.id, tipo: 'general', titulo })))
    .returning({ id: notificacion.id });
  return filas.map((f) => f.id);
}

const pedir = (
  u: UsuarioDePrueba | null,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

beforeAll(async () => {
  app = await appDePrueba();
  duena = await crearUsuario(app, 'proveedor_propietario');
  otro = await crearUsuario(app, 'cliente');
});
afterAll(async () => app.close());

describe('notificaciones', () => {
  it('GET /notificaciones/ pagina las propias, más nuevas primero, y filtra por leida', async () => {
    const u = await crearUsuario(app, 'proveedor');
    await notificar(u, ['Primera', 'Segunda', 'Tercera']);
    await notificar(otro, ['Ajena']);
    const r = await pedir(u, 'GET', '/api/notificaciones/?page=1&page_size=2');
    expect(r.statusCode).toBe(200);
    const pagina = r.json<PaginaNotificaciones>();
    expect(pagina.count).toBe(3);
    expect(pagina.next).toContain('page=2');
    expect(pagina.results.map((n) => n.titulo)).toEqual(['Tercera', 'Segunda']);
    expect(pagina.results[0]).toMatchObject({ tipo: 'general', leida: false, leida_en: null });

    const noLeidas = await pedir(u, 'GET', '/api/notificaciones/?page=1&leida=false');
    expect(noLeidas.json<PaginaNotificaciones>().count).toBe(3);
    const leidas = await pedir(u, 'GET', '/api/notificaciones/?page=1&leida=true');
    expect(leidas.json<PaginaNotificaciones>().count).toBe(0);
  });

  it('PATCH marca una como leída y el contador de /inicio-fabricante/ baja; POST leer-todas el resto', async () => {
    const [a, b] = await notificar(duena, ['Orden A', 'Orden B']);
    const contador = async () =>
      (await pedir(duena, 'GET', '/api/inicio-fabricante/')).json<{ notificaciones: number }>()
        .notificaciones;
    const antes = await contador();
    expect(antes).toBeGreaterThanOrEqual(2);

    const una = await pedir(duena, 'PATCH', `/api/notificaciones/${a}/`, { leida: true });
    expect(una.statusCode).toBe(200);
    expect(una.json<Notificacion>()).toMatchObject({ id: a, leida: true });
    expect(una.json<Notificacion>().leida_en).not.toBeNull();
    expect(await contador()).toBe(antes - 1);

    const otraVez = await pedir(duena, 'PATCH', `/api/notificaciones/${b}/`, { leida: false });
    expect(otraVez.json<Notificacion>()).toMatchObject({ id: b, leida: false });

    const todas = await pedir(duena, 'POST', '/api/notificaciones/leer-todas/');
    expect(todas.statusCode).toBe(200);
    expect(todas.json()).toEqual({ marcadas: antes - 1 });
    expect(await contador()).toBe(0);
    expect((await pedir(duena, 'POST', '/api/notificaciones/leer-todas/')).json()).toEqual({
      marcadas: 0,
    });
  });

  it('nadie ve ni marca las de otro usuario (404) y las de otro no cuentan', async () => {
    const [ajena] = await notificar(otro, ['Sólo mía']);
    const intruso = await crearUsuario(app, 'proveedor');
    const r = await pedir(intruso, 'PATCH', `/api/notificaciones/${ajena}/`, { leida: true });
    expect(r.statusCode).toBe(404);
    await pedir(intruso, 'POST', '/api/notificaciones/leer-todas/');
    const propias = await pedir(otro, 'GET', `/api/notificaciones/?leida=false`);
    expect(propias.json<Notificacion[]>().map((n) => n.id)).toContain(ajena);
    const delIntruso = await pedir(intruso, 'GET', '/api/notificaciones/?page=1');
    expect(delIntruso.json<PaginaNotificaciones>().count).toBe(0);
  });

  it('400 con errores por campo y 401 sin sesión', async () => {
    const [id] = await notificar(otro, ['Validar']);
    const mal = await pedir(otro, 'PATCH', `/api/notificaciones/${id}/`, { leida: 'quizás' });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json())).toEqual(['leida']);
    const sinCuerpo = await pedir(otro, 'PATCH', `/api/notificaciones/${id}/`, {});
    expect(sinCuerpo.statusCode).toBe(400);
    expect(
      (await pedir(otro, 'PATCH', '/api/notificaciones/abc/', { leida: true })).statusCode,
    ).toBe(400);
    const filtro = await pedir(otro, 'GET', '/api/notificaciones/?leida=talvez');
    expect(filtro.statusCode).toBe(400);
    expect(filtro.json()).toHaveProperty('leida');

    expect((await pedir(null, 'GET', '/api/notificaciones/')).statusCode).toBe(401);
    expect(
      (await pedir(null, 'PATCH', `/api/notificaciones/${id}/`, { leida: true })).statusCode,
    ).toBe(401);
    expect((await pedir(null, 'POST', '/api/notificaciones/leer-todas/')).statusCode).toBe(401);
  });

  it('una orden de venta nueva (pedido pagado) notifica al usuario del proveedor', async () => {
    const prov = await crearUsuario(app, 'proveedor');
    const comprador = await crearUsuario(app, 'cliente');
    await crearPuntoRetiro(app, prov.fabricanteId ?? 0);
    const producto = await crearProducto(app, prov.fabricanteId ?? 0, { precio: 40000 });
    const compra = (monto: number) => ({
      direccion: 0,
      medio_pago: 1,
      productos: [{ producto, cantidad: 1 }],
      monto,
      entrega_programada: true,
      fecha_entrega: '2026-12-01',
      hora_entrega_inicio: '09:00',
      hora_entrega_fin: '12:00',
    });
    const direccion = await crearDireccion(app, comprador.id);
    const cotizar = await pedir(comprador, 'POST', '/api/single-buy/', {
      ...compra(1),
      direccion,
    });
    const monto = cotizar.json<{ monto: number }>().monto;
    const r = await pedir(comprador, 'POST', '/api/single-buy/', { ...compra(monto), direccion });
    expect(r.statusCode).toBe(200);
    const { pedido_id } = r.json<{ pedido_id: number }>();
    expect((await pedir(prov, 'GET', '/api/notificaciones/')).json()).toEqual([]);

    await app.db.transaction((tx) => marcarPagado(tx, pedido_id, 'prueba'));
    const lista = (await pedir(prov, 'GET', '/api/notificaciones/')).json<Notificacion[]>();
    expect(lista).toHaveLength(1);
    expect(lista[0]).toMatchObject({ tipo: 'pedido', leida: false });
    const ordenVenta = Number(lista[0]?.payload?.orden_venta_id);
    expect(lista[0]?.titulo).toBe(
      formatearMensaje(MENSAJES.pedidoNuevoProveedor, { id: ordenVenta }),
    );
    expect(lista[0]?.payload).toMatchObject({ pedido_id });
  });
});
