import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EstadoPedido, MENSAJES_CHAT, TipoCalificacion } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearProducto } from '../pedidos/compra.fixtures.js';
import { crearPedidoDePrueba, transportistaDe } from './pedido-entregado.fixtures.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let extrano: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let proveedor: UsuarioDePrueba;
let choferId: number;
let fabricanteId: number;
let productoId: number;
let entregado: number;

const calificar = (u: UsuarioDePrueba, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/calificar/', headers: autorizacion(u), payload });
const obtener = (q: string, u?: UsuarioDePrueba) =>
  app.inject({
    method: 'GET',
    url: `/api/obtener-calificaciones/?${q}`,
    ...(u ? { headers: autorizacion(u) } : {}),
  });

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
  extrano = await crearUsuario(app, 'cliente');
  chofer = await crearUsuario(app, 'transportista');
  proveedor = await crearUsuario(app, 'proveedor_propietario');
  choferId = await transportistaDe(app, chofer.id);
  fabricanteId = proveedor.fabricanteId!;
  productoId = await crearProducto(app, fabricanteId, { nombre: 'Chipa de almidón' });
  entregado = await crearPedidoDePrueba(app, {
    clienteId: cliente.id,
    transportistaId: choferId,
    fabricanteId,
    productoId,
    estado: EstadoPedido.ENTREGADO,
  });
});

afterAll(async () => {
  await app.close();
});

describe('calificar un pedido entregado', () => {
  it('lista lo pendiente con nombre (transportista, proveedor y producto)', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/calificaciones-pendientes/?pedido_id=${entregado}`,
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(200);
    const pendientes = r.json() as {
      tipo_calificacion: number;
      id_calificar: number;
      nombre: string;
    }[];
    expect(pendientes.map((p) => [p.tipo_calificacion, p.id_calificar]).sort()).toEqual(
      [
        [TipoCalificacion.PRODUCTO, productoId],
        [TipoCalificacion.FABRICANTE, fabricanteId],
        [TipoCalificacion.TRANSPORTISTA, choferId],
      ].sort(),
    );
    expect(pendientes.find((p) => p.tipo_calificacion === TipoCalificacion.PRODUCTO)?.nombre).toBe(
      'Chipa de almidón',
    );
  });

  it('califica los tres, los promedios cambian y el comentario llega a la página del producto', async () => {
    const producto = await calificar(cliente, {
      pedido_id: entregado,
      tipo_calificacion: TipoCalificacion.PRODUCTO,
      id_calificar: productoId,
      calificacion: 5,
      comentario: 'Muy rica <script>x</script>',
    });
    expect(producto.statusCode).toBe(201);
    expect(producto.json()).toMatchObject({ calificacion: 5, rating: 5, ratings: 1 });
    expect(producto.json().comentario).toBe('Muy rica');
    for (const [tipo, id, valor] of [
      [TipoCalificacion.FABRICANTE, fabricanteId, 3],
      [TipoCalificacion.TRANSPORTISTA, choferId, 4],
    ] as const) {
      const r = await calificar(cliente, {
        pedido_id: entregado,
        tipo_calificacion: tipo,
        id_calificar: id,
        calificacion: valor,
      });
      expect(r.statusCode).toBe(201);
      expect(r.json()).toMatchObject({ rating: valor, ratings: 1 });
    }
    // Sin publicar en la tienda de prueba: lo ve su proveedor, con la misma respuesta de la página.
    const pagina = await app.inject({
      method: 'GET',
      url: `/api/producto/${productoId}/`,
      headers: autorizacion(proveedor),
    });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.json()).toMatchObject({ rating: 5, ratings: 1 });
    expect(pagina.json().comentarios).toContainEqual(
      expect.objectContaining({ comentario: 'Muy rica', calificacion: 5 }),
    );
    const pendientes = await app.inject({
      method: 'GET',
      url: `/api/calificaciones-pendientes/?pedido_id=${entregado}`,
      headers: autorizacion(cliente),
    });
    expect(pendientes.json()).toEqual([]);
  });

  it('verificar dice si ya calificó y con qué', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/verificar-calificacion/?pedido_id=${entregado}&tipo_calificacion=30&id_calificar=${choferId}`,
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ calificado: true, calificacion: { calificacion: 4 } });
    const otro = await app.inject({
      method: 'GET',
      url: `/api/verificar-calificacion/?pedido_id=${entregado}&tipo_calificacion=30&id_calificar=${choferId + 1000}`,
      headers: autorizacion(cliente),
    });
    expect(otro.json()).toEqual({ calificado: false, calificacion: null });
  });

  it('calificar dos veces lo mismo es 409 y el promedio no cambia', async () => {
    const r = await calificar(cliente, {
      pedido_id: entregado,
      tipo_calificacion: TipoCalificacion.TRANSPORTISTA,
      id_calificar: choferId,
      calificacion: 1,
    });
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain(MENSAJES_CHAT.calificacionRepetida);
    const lista = await obtener(`id=${choferId}&tipo=30`, chofer);
    expect(lista.json()).toMatchObject({ rating: 4, ratings: 1, count: 1 });
  });

  it('un segundo pedido promedia con dos decimales', async () => {
    const otroPedido = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      fabricanteId,
      productoId,
      estado: EstadoPedido.ENTREGADO,
    });
    const r = await calificar(cliente, {
      pedido_id: otroPedido,
      tipo_calificacion: TipoCalificacion.FABRICANTE,
      id_calificar: fabricanteId,
      calificacion: 4,
    });
    expect(r.json()).toMatchObject({ rating: 3.5, ratings: 2 });
    const lista = await obtener(`id=${fabricanteId}&tipo=20`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toMatchObject({ rating: 3.5, ratings: 2, count: 2 });
  });
});

describe('lo que se rechaza', () => {
  it('antes de la entrega es 409', async () => {
    const enCamino = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      fabricanteId,
      productoId,
      estado: EstadoPedido.ENVIADO,
    });
    const r = await calificar(cliente, {
      pedido_id: enCamino,
      tipo_calificacion: TipoCalificacion.TRANSPORTISTA,
      id_calificar: choferId,
      calificacion: 5,
    });
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain(MENSAJES_CHAT.calificacionAntesDeEntrega);
  });

  it('un extraño (o el transportista) no califica ni verifica el pedido de otro: 404', async () => {
    for (const u of [extrano, chofer]) {
      const r = await calificar(u, {
        pedido_id: entregado,
        tipo_calificacion: TipoCalificacion.PRODUCTO,
        id_calificar: productoId,
        calificacion: 1,
      });
      expect(r.statusCode).toBe(404);
      const v = await app.inject({
        method: 'GET',
        url: `/api/verificar-calificacion/?pedido_id=${entregado}&tipo_calificacion=10&id_calificar=${productoId}`,
        headers: autorizacion(u),
      });
      expect(v.statusCode).toBe(404);
    }
    const anonimo = await app.inject({
      method: 'POST',
      url: '/api/calificar/',
      payload: {
        pedido_id: entregado,
        tipo_calificacion: 10,
        id_calificar: productoId,
        calificacion: 1,
      },
    });
    expect(anonimo.statusCode).toBe(401);
  });

  it('lo que no es del pedido es 400 en id_calificar', async () => {
    const ajeno = await crearProducto(app, fabricanteId, { nombre: 'Otro' });
    const r = await calificar(cliente, {
      pedido_id: entregado,
      tipo_calificacion: TipoCalificacion.PRODUCTO,
      id_calificar: ajeno,
      calificacion: 2,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('id_calificar');
  });

  it('entrada inválida nombra el campo', async () => {
    const valido: Record<string, unknown> = {
      pedido_id: entregado,
      tipo_calificacion: TipoCalificacion.PRODUCTO,
      id_calificar: productoId,
      calificacion: 3,
    };
    for (const [campo, valor] of [
      ['calificacion', 6],
      ['calificacion', 0],
      ['tipo_calificacion', 40],
      ['pedido_id', 'x'],
      ['comentario', 'a'.repeat(1001)],
    ] as const) {
      const r = await calificar(cliente, { ...valido, [campo]: valor });
      expect(r.statusCode, campo).toBe(400);
      expect(r.json()).toHaveProperty(campo);
    }
  });

  it('las calificaciones de un transportista sólo las ven él y los administradores', async () => {
    expect((await obtener(`id=${choferId}&tipo=30`)).statusCode).toBe(401);
    expect((await obtener(`id=${choferId}&tipo=30`, extrano)).statusCode).toBe(403);
    const propias = await obtener(`id=${choferId}&tipo=30`, chofer);
    expect(propias.statusCode).toBe(200);
    expect(propias.json().results).toEqual([
      expect.objectContaining({ calificacion: 4, comentario: null }),
    ]);
    const admin = await crearUsuario(app, 'administrador');
    expect((await obtener(`id=${choferId}&tipo=30`, admin)).statusCode).toBe(200);
  });
});
