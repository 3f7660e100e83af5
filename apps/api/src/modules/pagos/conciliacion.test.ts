import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearDireccion, crearProducto, stockDe } from '../pedidos/compra.fixtures.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { tokenConfirmacion } from './bancard.tokens.js';
import { pagosDe } from './pagos.proveedor.js';
import { liberarAbandonados, type ResumenConciliacion } from './pagos.service.js';
import { transaccionPago } from './pagos.tables.js';
import type { ProveedorPago } from './proveedor-pago.js';

// El sandbox "pierde" todas sus confirmaciones: sólo la conciliación (consulta al procesador,
// como get_confirmation de Bancard) puede enterarse del resultado.
const base = pagosPredecibles().pagos;
const pagos = { ...base, sandbox: { ...base.sandbox, perder: 1 } };

const STOCK = 50;

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let prov: UsuarioDePrueba;
let dir: number;

beforeAll(async () => {
  app = await appDePrueba({ pagos });
  cliente = await crearUsuario(app, 'cliente');
  admin = await crearUsuario(app, 'administrador');
  prov = await crearUsuario(app, 'proveedor');
  dir = await crearDireccion(app, cliente.id);
});
afterAll(() => app.close());

/** Cada caso compra su propio producto: el stock de uno no depende de los otros pedidos. */
async function comprar(): Promise<{
  url: string;
  transaccion_id: string;
  pedido_id: number;
  producto: number;
}> {
  const producto = await crearProducto(app, prov.fabricanteId!, { precio: 40000, stock: STOCK });
  const cuerpo = {
    direccion: dir,
    medio_pago: 1,
    productos: [{ producto, cantidad: 3 }],
    monto: 0,
  };
  const cotizacion = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(cliente),
    payload: cuerpo,
  });
  expect(cotizacion.statusCode).toBe(409);
  const monto = cotizacion.json<{ monto: number }>().monto;
  const r = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(cliente),
    payload: { ...cuerpo, monto },
  });
  expect(r.statusCode).toBe(200);
  return { ...r.json<{ url: string; transaccion_id: string; pedido_id: number }>(), producto };
}

async function pagar(url: string, numero: string) {
  const r = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      numero,
      vencimiento: '08/29',
      cvv: '123',
      accion: 'pagar',
    }).toString(),
  });
  expect(r.statusCode).toBe(303);
}

async function estadoPedido(id: number) {
  const [p] = await app.db.select().from(pedido).where(eq(pedido.id, id));
  return p!;
}

async function filas(idProceso: string, operacion: string) {
  return app.db
    .select()
    .from(transaccionPago)
    .where(
      and(eq(transaccionPago.id_proceso, idProceso), eq(transaccionPago.operacion, operacion)),
    );
}

const conciliar = (u: UsuarioDePrueba) =>
  app.inject({ method: 'POST', url: '/api/pagos/conciliar/', headers: autorizacion(u) });

describe('POST /pagos/conciliar/', () => {
  it('sólo para administradores (401 sin sesión, 403 a un cliente)', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/pagos/conciliar/' })).statusCode).toBe(
      401,
    );
    expect((await conciliar(cliente)).statusCode).toBe(403);
  });

  it('confirmación perdida: la conciliación paga el pedido una sola vez', async () => {
    const c = await comprar();
    await pagar(c.url, '4111111111111111');
    expect((await estadoPedido(c.pedido_id)).estado).toBe(0);

    const r = await conciliar(admin);
    expect(r.statusCode).toBe(200);
    expect(r.json<ResumenConciliacion>()).toMatchObject({ pagados: 1, rechazados: 0 });
    expect((await estadoPedido(c.pedido_id)).estado).toBe(10);

    // La confirmación original llega al fin (y dos veces): ya estaba aplicada.
    const [inicio] = await filas(c.transaccion_id, 'inicio');
    const amount = `${inicio!.monto}.00`;
    const op = {
      token: tokenConfirmacion(pagos.sandbox.clavePrivada, c.transaccion_id, amount),
      shop_process_id: c.transaccion_id,
      amount,
      currency: 'PYG',
      response_code: '00',
      response_description: 'Transacción aprobada',
    };
    for (let i = 0; i < 2; i++) {
      const tarde = await app.inject({
        method: 'POST',
        url: '/api/pagos/confirmacion/',
        payload: { operation: op },
      });
      expect(tarde.statusCode).toBe(200);
    }
    const otra = await conciliar(admin);
    expect(otra.json<ResumenConciliacion>().pagados).toBe(0);

    expect(await filas(c.transaccion_id, 'confirmacion')).toHaveLength(1);
    const ordenes = await app.db
      .select()
      .from(ordenVenta)
      .where(eq(ordenVenta.pedido_id, c.pedido_id));
    expect(ordenes).toHaveLength(1);
    expect(await stockDe(app, c.producto)).toBe(STOCK - 3);
    const v = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${c.transaccion_id}`,
      headers: autorizacion(cliente),
    });
    expect(v.json()).toMatchObject({ estado: 'aprobada', exitoso: true, pedido_estado: 10 });
  });

  it('rechazo perdido: la conciliación devuelve el stock', async () => {
    const c = await comprar();
    await pagar(c.url, '4000000000000002');
    expect(await stockDe(app, c.producto)).toBe(STOCK - 3);
    const r = await conciliar(admin);
    expect(r.json<ResumenConciliacion>()).toMatchObject({ pagados: 0, rechazados: 1 });
    expect(await stockDe(app, c.producto)).toBe(STOCK);
    const p = await estadoPedido(c.pedido_id);
    expect(p.estado).toBe(0);
    expect(p.stock_liberado_en).not.toBeNull();
    expect((await filas(c.transaccion_id, 'confirmacion'))[0]?.estado).toBe('rechazada');
  });

  it('un comprador que todavía no pagó no se toca antes del plazo de abandono', async () => {
    const c = await comprar();
    const r = await conciliar(admin);
    expect(r.json<ResumenConciliacion>()).toMatchObject({ pagados: 0, rechazados: 0 });
    expect(await stockDe(app, c.producto)).toBe(STOCK - 3);
    expect((await estadoPedido(c.pedido_id)).stock_liberado_en).toBeNull();
  });
});

describe('abandono con conciliación previa', () => {
  const enUnaHora = () => new Date(Date.now() + 60 * 60_000);

  it('un pedido "abandonado" que sí se pagó se marca pagado en vez de liberar el stock', async () => {
    const c = await comprar();
    await pagar(c.url, '5555555555554444');
    const { proveedor } = pagosDe(app);
    await liberarAbandonados(app.db, proveedor, enUnaHora(), 15);
    const p = await estadoPedido(c.pedido_id);
    expect(p.estado).toBe(10);
    expect(p.stock_liberado_en).toBeNull();
    expect(await stockDe(app, c.producto)).toBe(STOCK - 3);
  });

  it('sin pago en el procesador: se cierra el intento y vuelve el stock', async () => {
    const c = await comprar();
    const { proveedor } = pagosDe(app);
    await liberarAbandonados(app.db, proveedor, enUnaHora(), 15);
    expect(await stockDe(app, c.producto)).toBe(STOCK);
    expect((await estadoPedido(c.pedido_id)).estado).toBe(0);
  });

  it('si el procesador no responde, el stock sigue reservado hasta la próxima vuelta', async () => {
    const c = await comprar();
    const { proveedor } = pagosDe(app);
    const caido = Object.create(proveedor, {
      consultar: { value: () => Promise.resolve({ estado: 'error', mensaje: 'sin red' }) },
    }) as ProveedorPago;
    await liberarAbandonados(app.db, caido, enUnaHora(), 15);
    expect(await stockDe(app, c.producto)).toBe(STOCK - 3);
    expect((await estadoPedido(c.pedido_id)).stock_liberado_en).toBeNull();
    await liberarAbandonados(app.db, proveedor, enUnaHora(), 15);
    expect(await stockDe(app, c.producto)).toBe(STOCK);
  });

  it('un intento de un procesador que ya no está configurado no retiene el stock', async () => {
    const c = await comprar();
    const [inicio] = await filas(c.transaccion_id, 'inicio');
    await app.db.insert(transaccionPago).values({
      proveedor: 'bancard',
      operacion: 'inicio',
      pedido_id: c.pedido_id,
      usuario_id: cliente.id,
      medio_pago: 1,
      monto: inicio!.monto,
      estado: 'pendiente',
      id_proceso: `${c.transaccion_id}9`,
      clave_idempotencia: `inicio:bancard:${c.transaccion_id}9`,
    });
    const { proveedor } = pagosDe(app);
    await liberarAbandonados(app.db, proveedor, enUnaHora(), 15);
    expect(await stockDe(app, c.producto)).toBe(STOCK);
  });
});
