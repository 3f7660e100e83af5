// Un cargo con tarjeta registrada que el procesador hizo pero que no pudo registrarse (la
// respuesta se perdió, la base falló): se anula en el procesador y el cliente lo sabe; si ni
// siquiera puede anularse, queda pendiente y la conciliación lo resuelve.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearProducto, stockDe } from '../pedidos/compra.fixtures.js';
import { pedido } from '../pedidos/pedidos.tables.js';
import { transaccionPago } from './pagos.tables.js';
import { pagosDe } from './pagos.proveedor.js';
import type { ProveedorSandbox } from './sandbox.adapter.js';


let app: FastifyInstance;
let sandbox: ProveedorSandbox;
let fabricanteId: number;
let admin: UsuarioDePrueba;
const originales: {
  cobrar?: ProveedorSandbox['cobrarTarjeta'];
  reversar?: ProveedorSandbox['reversar'];
} = {};

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  sandbox = pagosDe(app).proveedor as ProveedorSandbox;
  originales.cobrar = sandbox.cobrarTarjeta.bind(sandbox);
  originales.reversar = sandbox.reversar.bind(sandbox);
  fabricanteId = (await crearUsuario(app, 'proveedor')).fabricanteId!;
  admin = await crearUsuario(app, 'administrador');
});
afterEach(() => {
  sandbox.cobrarTarjeta = originales.cobrar!;
  sandbox.reversar = originales.reversar!;
});
afterAll(() => app.close());

/** El procesador cobra pero la respuesta no llega (se corta la conexión). */
function cobroSinRespuesta() {
  sandbox.cobrarTarjeta = async (s) => {
    await originales.cobrar!(s);
    throw new Error('tiempo de espera agotado');
  };
}

async function clienteConTarjeta(): Promise<{ u: UsuarioDePrueba; tarjeta: string }> {
  const u = await crearUsuario(app, 'cliente');
  const r = await app.inject({
    method: 'POST',
    url: '/api/sandbox/tarjeta/',
    headers: autorizacion(u),
  });
  const { url, card_id } = r.json<{ url: string; card_id: string }>();
  await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      numero: '4111111111111111',
      vencimiento: '08/29',
      cvv: '123',
      cedula: '1234567',
      accion: 'pagar',
    }).toString(),
  });
  await app.inject({ method: 'GET', url: '/api/sandbox/tarjeta/', headers: autorizacion(u) });
  return { u, tarjeta: card_id };
}

async function comprar(u: UsuarioDePrueba, tarjeta: string, productoId: number) {
  const cuerpo = {
    delivery: false,
    medio_pago: 0,
    tarjeta,
    productos: [{ producto: productoId, cantidad: 1 }],
  };
  const cotizacion = await app.inject({
    method: 'POST',
    url: '/api/pedido/create/',
    headers: autorizacion(u),
    payload: { ...cuerpo, monto: 1 },
  });
  const monto = cotizacion.json<{ monto: number }>().monto;
  const r = await app.inject({
    method: 'POST',
    url: '/api/pedido/create/',
    headers: autorizacion(u),
    payload: { ...cuerpo, monto },
  });
  expect(r.statusCode).toBe(200);
  return r.json<{
    pedido_id: number;
    transaccion_id: string;
    exitoso: boolean;
    mensaje_transaccion: string;
  }>();
}

const estadoDe = async (id: number) =>
  (await app.db.select({ estado: pedido.estado }).from(pedido).where(eq(pedido.id, id)))[0]?.estado;

describe('cargo con tarjeta registrada que no pudo registrarse', () => {
  it('se anula en el procesador, se registra como rechazado y vuelve el stock', async () => {
    const { u, tarjeta } = await clienteConTarjeta();
    const productoId = await crearProducto(app, fabricanteId, { precio: 20000, stock: 1 });
    cobroSinRespuesta();
    const r = await comprar(u, tarjeta, productoId);
    expect(r).toMatchObject({ exitoso: false, mensaje_transaccion: MENSAJES.cobroAnulado });
    expect(sandbox.procesos.get(r.transaccion_id)?.anulado).toBe(true);
    expect(await estadoDe(r.pedido_id)).toBe(0);
    expect(await stockDe(app, productoId)).toBe(1);
    const [resultado] = await app.db
      .select({ estado: transaccionPago.estado })
      .from(transaccionPago)
      .where(
        and(
          eq(transaccionPago.id_proceso, r.transaccion_id),
          eq(transaccionPago.operacion, 'confirmacion'),
        ),
      );
    expect(resultado?.estado).toBe('rechazada');
  });

  it('si tampoco puede anularse queda pendiente y la conciliación aplica el cargo una sola vez', async () => {
    const { u, tarjeta } = await clienteConTarjeta();
    const productoId = await crearProducto(app, fabricanteId, { precio: 20000, stock: 1 });
    cobroSinRespuesta();
    sandbox.reversar = () => Promise.reject(new Error('procesador caído'));
    const r = await comprar(u, tarjeta, productoId);
    expect(r).toMatchObject({ exitoso: false, mensaje_transaccion: MENSAJES.pagoPendiente });
    expect(await estadoDe(r.pedido_id)).toBe(0);
    // Otro intento del mismo pedido no cobra de nuevo mientras aquél está en curso.
    const otro = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(u),
      payload: { pedido_id: r.pedido_id, medio_pago: 0, tarjeta },
    });
    expect(otro.statusCode).toBe(409);
    expect(otro.json()).toEqual({ detail: MENSAJES.pagoEnCurso });

    const conciliar = () =>
      app.inject({ method: 'POST', url: '/api/pagos/conciliar/', headers: autorizacion(admin) });
    expect((await conciliar()).statusCode).toBe(200);
    expect((await conciliar()).statusCode).toBe(200);
    expect(await estadoDe(r.pedido_id)).toBe(10);
    expect(await stockDe(app, productoId)).toBe(0);
    const confirmaciones = await app.db
      .select({ estado: transaccionPago.estado })
      .from(transaccionPago)
      .where(
        and(
          eq(transaccionPago.id_proceso, r.transaccion_id),
          eq(transaccionPago.operacion, 'confirmacion'),
        ),
      );
    expect(confirmaciones).toEqual([{ estado: 'aprobada' }]);
    const verificacion = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${r.transaccion_id}`,
      headers: autorizacion(u),
    });
    expect(verificacion.json()).toMatchObject({ exitoso: true, pedido_estado: 10 });
  });
});
