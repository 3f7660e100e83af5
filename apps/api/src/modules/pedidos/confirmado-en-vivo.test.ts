// «Confirmado» en vivo: aprobar las órdenes de venta emite el estado del pedido por el canal de
// tiempo real del pedido (lo que escucha la pantalla de seguimiento del cliente).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EstadoOrdenVenta, EstadoPedido, MedioPago } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearPuntoRetiro } from './compra.fixtures.js';
import { ordenVenta, pedido } from './pedidos.tables.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let prov1: UsuarioDePrueba;
let prov2: UsuarioDePrueba;
let puntos: [number, number];
const emitidos: { pedido: number; tipo: string; datos: unknown }[] = [];

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
  prov1 = await crearUsuario(app, 'proveedor');
  prov2 = await crearUsuario(app, 'proveedor');
  puntos = [
    await crearPuntoRetiro(app, prov1.fabricanteId!),
    await crearPuntoRetiro(app, prov2.fabricanteId!),
  ];
  const original = app.tiempoReal.emitirAPedido.bind(app.tiempoReal);
  app.tiempoReal.emitirAPedido = async (pedidoId, evento) => {
    emitidos.push({ pedido: pedidoId, tipo: evento.tipo, datos: evento.datos });
    await original(pedidoId, evento);
  };
});

afterAll(async () => {
  await app.close();
});

async function pedidoPagado(): Promise<{ id: number; ordenes: number[] }> {
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: cliente.id,
      estado: EstadoPedido.PAGADO,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
      total: 100_000,
      delivery: true,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  const ordenes = await app.db
    .insert(ordenVenta)
    .values(
      [prov1, prov2].map((pr) => ({
        pedido_id: p.id,
        fabricante_id: pr.fabricanteId!,
        estado: EstadoOrdenVenta.CREADO,
        total: 50_000,
      })),
    )
    .returning({ id: ordenVenta.id });
  return { id: p.id, ordenes: ordenes.map((o) => o.id) };
}

describe('POST /orden_venta/aprobar/ en vivo', () => {
  it('cada confirmación emite el estado del pedido; con la última pasa a En proceso', async () => {
    const { id, ordenes } = await pedidoPagado();
    const aprobar = (i: 0 | 1) =>
      app.inject({
        method: 'POST',
        url: '/api/orden_venta/aprobar/',
        headers: autorizacion(i === 0 ? prov1 : prov2),
        payload: {
          orden_venta_id: ordenes[i],
          punto_retiro_id: puntos[i],
          fecha_retiro: '2026-12-01',
        },
      });
    expect((await aprobar(0)).statusCode).toBe(200);
    expect(emitidos.filter((e) => e.pedido === id)).toEqual([
      { pedido: id, tipo: 'estado', datos: { pedido_id: id, estado: EstadoPedido.PAGADO } },
    ]);
    expect((await aprobar(1)).statusCode).toBe(200);
    expect(emitidos.filter((e) => e.pedido === id).at(-1)).toEqual({
      pedido: id,
      tipo: 'estado',
      datos: { pedido_id: id, estado: EstadoPedido.EN_PROCESO },
    });
  });

  it('una confirmación rechazada (409) no emite nada', async () => {
    const { id, ordenes } = await pedidoPagado();
    const cuerpo = {
      orden_venta_id: ordenes[0],
      punto_retiro_id: puntos[0],
      fecha_retiro: '2026-12-01',
    };
    await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: cuerpo,
    });
    const antes = emitidos.length;
    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: cuerpo,
    });
    expect(otraVez.statusCode).toBe(409);
    expect(emitidos.length).toBe(antes);
    expect(emitidos.some((e) => e.pedido === id)).toBe(true);
  });
});
