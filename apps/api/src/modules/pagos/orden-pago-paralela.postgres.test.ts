// Cobros con tarjeta registrada en paralelo sobre PostgreSQL (PGlite usa una sola conexión y no
// puede mostrar carreras): ningún 5xx, cada cargo aprobado termina registrado una sola vez en un
// pedido pagado o anulado en el procesador, el stock nunca queda negativo y `exitoso` dice el
// estado real del pedido.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearProducto, stockDe } from '../pedidos/compra.fixtures.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import { transaccionPago } from './pagos.tables.js';
import { montoBancard } from './bancard.tokens.js';
import { pagosDe, RUTA_CONFIRMACION } from './pagos.proveedor.js';
import type { ProveedorSandbox } from './sandbox.adapter.js';


const APROBADA = '4111111111111111';
const RECHAZADA = '4000000000000002';

let app: FastifyInstance;
let proveedor: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  proveedor = await crearUsuario(app, 'proveedor');
});
afterAll(() => app.close());

/** Registra una tarjeta en el sandbox por sus páginas, como lo hace el cliente. */
async function registrarTarjeta(u: UsuarioDePrueba, numero: string): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/sandbox/tarjeta/',
    headers: autorizacion(u),
  });
  expect(r.statusCode).toBe(201);
  const { url, card_id } = r.json<{ url: string; card_id: string }>();
  const alta = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      numero,
      vencimiento: '08/29',
      cvv: '123',
      cedula: '1234567',
      accion: 'pagar',
    }).toString(),
  });
  expect(alta.statusCode).toBe(303);
  // El listado sincroniza con el procesador y deja la tarjeta registrada.
  const lista = await app.inject({
    method: 'GET',
    url: '/api/sandbox/tarjeta/',
    headers: autorizacion(u),
  });
  expect(lista.statusCode).toBe(200);
  return card_id;
}

/** Compra de una unidad: con tarjeta registrada (medio 0) o, sin tarjeta, con redirección (1). */
const compra = (productoId: number, tarjeta: string | null, monto: number) => ({
  delivery: false,
  ...(tarjeta === null ? { medio_pago: 1 } : { medio_pago: 0, tarjeta }),
  productos: [{ producto: productoId, cantidad: 1 }],
  monto,
});

/** Total que calcula el servidor (el 409 de monto lo devuelve). */
async function totalDe(
  u: UsuarioDePrueba,
  productoId: number,
  tarjeta: string | null,
): Promise<number> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/pedido/create/',
    headers: autorizacion(u),
    payload: compra(productoId, tarjeta, 1),
  });
  expect(r.statusCode).toBe(409);
  return r.json<{ monto: number }>().monto;
}

interface RespuestaPago {
  transaccion_id: string;
  exitoso: boolean;
  mensaje_transaccion: string | null;
}

/** Comprueba las invariantes sobre los pedidos involucrados y las respuestas recibidas. */
async function verificar(
  respuestas: LightMyRequestResponse[],
  pedidoIds: number[],
  productoId: number,
  stockInicial: number,
) {
  expect(respuestas.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  for (const r of respuestas) expect([200, 409]).toContain(r.statusCode);

  const pedidos = await app.db
    .select({ id: pedido.id, estado: pedido.estado, liberado: pedido.stock_liberado_en })
    .from(pedido)
    .where(inArray(pedido.id, pedidoIds));
  const estadoDe = new Map(pedidos.map((p) => [p.id, p.estado]));
  const filas = await app.db
    .select()
    .from(transaccionPago)
    .where(inArray(transaccionPago.pedido_id, pedidoIds));
  const inicios = filas.filter((f) => f.operacion === 'inicio');
  const pedidoDeProceso = new Map(inicios.map((f) => [f.id_proceso, f.pedido_id]));
  // Ids de proceso únicos (nunca dos intentos con el mismo shop_process_id).
  expect(new Set(inicios.map((f) => f.id_proceso)).size).toBe(inicios.length);

  // `exitoso` de cada respuesta = el pedido de esa transacción quedó pagado.
  for (const r of respuestas.filter((x) => x.statusCode === 200)) {
    const cuerpo = r.json<RespuestaPago>();
    if (!('exitoso' in cuerpo)) continue;
    const pedidoId = pedidoDeProceso.get(cuerpo.transaccion_id);
    expect(pedidoId).toBeDefined();
    expect(cuerpo.exitoso).toBe((estadoDe.get(pedidoId!) ?? 0) >= 10);
  }

  // Cada cargo aprobado del procesador: anulado, o registrado una vez en un pedido pagado.
  const sandbox = pagosDe(app).proveedor as ProveedorSandbox;
  const cargosVigentesPorPedido = new Map<number, number>();
  for (const f of inicios) {
    const proceso = sandbox.procesos.get(f.id_proceso!);
    if (!proceso?.resultado || proceso.resultado.response_code !== '00') continue;
    const confirmaciones = filas.filter(
      (x) => x.operacion === 'confirmacion' && x.id_proceso === f.id_proceso,
    );
    const rollback = filas.some((x) => x.operacion === 'rollback' && x.id_proceso === f.id_proceso);
    if (proceso.anulado) continue;
    expect(rollback).toBe(false);
    expect(confirmaciones.map((c) => c.estado)).toEqual(['aprobada']);
    expect(estadoDe.get(f.pedido_id!)).toBeGreaterThanOrEqual(10);
    cargosVigentesPorPedido.set(f.pedido_id!, (cargosVigentesPorPedido.get(f.pedido_id!) ?? 0) + 1);
  }
  // Un pedido pagado tiene exactamente un cargo vigente; uno impago, ninguno.
  for (const p of pedidos) {
    expect(cargosVigentesPorPedido.get(p.id) ?? 0).toBe(p.estado >= 10 ? 1 : 0);
  }

  // Stock: nunca negativo y cuadra con lo pagado más lo reservado sin liberar.
  const stock = await stockDe(app, productoId);
  expect(stock).toBeGreaterThanOrEqual(0);
  const retenido = pedidos.filter((p) => p.estado >= 10 || p.liberado === null).length;
  expect(stock).toBe(stockInicial - retenido);
  return pedidos;
}

describe('POST /crear-orden-pago/ con tarjeta registrada, 15 en paralelo', () => {
  it('del mismo pedido impago: un solo cargo vigente, sin 5xx, y la respuesta dice la verdad', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const buena = await registrarTarjeta(cliente, APROBADA);
    const mala = await registrarTarjeta(cliente, RECHAZADA);
    const productoId = await crearProducto(app, proveedor.fabricanteId!, {
      precio: 20000,
      stock: 2,
    });
    const monto = await totalDe(cliente, productoId, mala);
    const primera = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: compra(productoId, mala, monto),
    });
    expect(primera.json()).toMatchObject({ exitoso: false });
    const pedidoId = primera.json<{ pedido_id: number }>().pedido_id;
    expect(await stockDe(app, productoId)).toBe(2);

    const respuestas = await Promise.all(
      Array.from({ length: 15 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/crear-orden-pago/',
          headers: autorizacion(cliente),
          payload: { pedido_id: pedidoId, medio_pago: 0, tarjeta: buena },
        }),
      ),
    );
    const [p] = await verificar(respuestas, [pedidoId], productoId, 2);
    expect(p?.estado).toBe(10);
    expect(
      respuestas.filter((r) => r.statusCode === 200 && r.json<RespuestaPago>().exitoso),
    ).not.toHaveLength(0);
  });

  it('varios clientes por un producto con poco stock: nunca se vende de más', async () => {
    const productoId = await crearProducto(app, proveedor.fabricanteId!, {
      precio: 15000,
      stock: 4,
    });
    const clientes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const u = await crearUsuario(app, 'cliente');
        return { u, tarjeta: await registrarTarjeta(u, APROBADA) };
      }),
    );
    const monto = await totalDe(clientes[0]!.u, productoId, clientes[0]!.tarjeta);
    const respuestas = await Promise.all(
      Array.from({ length: 15 }, (_, i) => {
        const c = clientes[i % clientes.length]!;
        return app.inject({
          method: 'POST',
          url: '/api/pedido/create/',
          headers: autorizacion(c.u),
          payload: compra(productoId, c.tarjeta, monto),
        });
      }),
    );
    const ids = respuestas
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ pedido_id: number }>().pedido_id);
    const pedidos = await verificar(respuestas, ids, productoId, 4);
    expect(pedidos.filter((p) => p.estado === 10)).toHaveLength(4);
    expect(await stockDe(app, productoId)).toBe(0);
  });

  it('un cliente que envía el mismo carrito 15 veces: cada pedido pagado tiene un solo cargo', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const tarjeta = await registrarTarjeta(cliente, APROBADA);
    const productoId = await crearProducto(app, proveedor.fabricanteId!, {
      precio: 12000,
      stock: 3,
    });
    const monto = await totalDe(cliente, productoId, tarjeta);
    const respuestas = await Promise.all(
      Array.from({ length: 15 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/pedido/create/',
          headers: autorizacion(cliente),
          payload: compra(productoId, tarjeta, monto),
        }),
      ),
    );
    const ids = respuestas
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ pedido_id: number }>().pedido_id);
    const pedidos = await verificar(respuestas, ids, productoId, 3);
    expect(pedidos.filter((p) => p.estado === 10)).toHaveLength(3);
    const pagados = await app.db
      .select({ id: pedido.id })
      .from(pedido)
      .where(and(inArray(pedido.id, ids), eq(pedido.estado, 10)));
    expect(pagados).toHaveLength(3);
  });

  it('confirmaciones aprobadas de varios intentos del mismo pedido a la vez: una paga, las demás se anulan', async () => {
    const cliente = await crearUsuario(app, 'cliente');
    const productoId = await crearProducto(app, proveedor.fabricanteId!, {
      precio: 30000,
      stock: 2,
    });
    const monto = await totalDe(cliente, productoId, null);
    const primera = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: compra(productoId, null, monto),
    });
    const { pedido_id: pedidoId, transaccion_id } = primera.json<{
      pedido_id: number;
      transaccion_id: string;
    }>();
    const ids = [transaccion_id];
    for (let i = 0; i < 4; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/crear-orden-pago/',
        headers: autorizacion(cliente),
        payload: { pedido_id: pedidoId, medio_pago: 1 },
      });
      ids.push(r.json<RespuestaPago>().transaccion_id);
    }
    // El comprador pagó en las cinco páginas: el procesador envía las cinco aprobaciones (y
    // cada una dos veces) a la vez.
    const sandbox = pagosDe(app).proveedor as ProveedorSandbox;
    const operaciones = ids.map((id) => {
      const proceso = sandbox.procesos.get(id)!;
      const amount = montoBancard(proceso.monto);
      const operation = {
        token: sandbox.firmaConfirmacion(id, proceso.monto),
        shop_process_id: id,
        response: 'S' as const,
        response_details: 'Transacción aprobada',
        amount,
        currency: 'PYG',
        authorization_number: '123456',
        ticket_number: `t${id}`,
        response_code: '00',
        response_description: 'Transacción aprobada',
      };
      proceso.terminado = true;
      proceso.resultado = operation;
      return operation;
    });
    const respuestas = await Promise.all(
      [...operaciones, ...operaciones].map((operation) =>
        app.inject({ method: 'POST', url: RUTA_CONFIRMACION, payload: { operation } }),
      ),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual(respuestas.map(() => 200));
    const [p] = await verificar(respuestas, [pedidoId], productoId, 2);
    expect(p?.estado).toBe(10);
    expect(ids.filter((id) => sandbox.procesos.get(id)?.anulado)).toHaveLength(4);
  });
});
