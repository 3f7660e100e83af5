import { MENSAJES, instanteAsuncion } from '@nemu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liberarAbandonados } from '../pagos/pagos.service.js';
import { pagosDe } from '../pagos/pagos.proveedor.js';
import { tokenConfirmacion } from '../pagos/bancard.tokens.js';
import { configPagos } from '../pagos/pagos.config.js';
import type { FastifyInstance } from 'fastify';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { eq } from 'drizzle-orm';
import { carrito, carritoItem } from '../carrito/carrito.tables.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { crearDireccion, crearProducto, crearPuntoRetiro, stockDe } from './compra.fixtures.js';

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let otro: UsuarioDePrueba;
let prov1: UsuarioDePrueba;
let prov2: UsuarioDePrueba;
let dir: number;
let dirOtro: number;
let p1: number;
let p2: number;
let punto1: number;
let punto2: number;

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  cliente = await crearUsuario(app, 'cliente');
  otro = await crearUsuario(app, 'cliente');
  prov1 = await crearUsuario(app, 'proveedor');
  prov2 = await crearUsuario(app, 'proveedor_propietario');
  punto1 = await crearPuntoRetiro(app, prov1.fabricanteId!);
  punto2 = await crearPuntoRetiro(app, prov2.fabricanteId!);
  p1 = await crearProducto(app, prov1.fabricanteId!, { precio: 50000, stock: 100 });
  p2 = await crearProducto(app, prov2.fabricanteId!, { precio: 30000, stock: 100 });
  dir = await crearDireccion(app, cliente.id);
  dirOtro = await crearDireccion(app, otro.id);
});
afterAll(() => app.close());

const compra = (extra: Record<string, unknown> = {}) => ({
  direccion: dir,
  medio_pago: 1,
  productos: [
    { producto: p1, cantidad: 2 },
    { producto: p2, cantidad: 1 },
  ],
  monto: 0,
  entrega_programada: true,
  fecha_entrega: '2026-12-01',
  hora_entrega_inicio: '09:00',
  hora_entrega_fin: '12:00',
  ...extra,
});

async function totalActual(
  u: UsuarioDePrueba,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(u),
    payload: compra(extra),
  });
  expect(r.statusCode).toBe(409);
  return r.json<{ monto: number }>().monto;
}

async function pagarEnSandbox(url: string, numero: string) {
  return app.inject({
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
}

describe('POST /single-buy/', () => {
  it('409 con el total nuevo si el monto del cliente no coincide (no confía en el cliente)', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ monto: 1 }),
    });
    expect(r.statusCode).toBe(409);
    const cuerpo = r.json<{
      monto: number;
      subtotal: number;
      costo_envio: number;
      detail: string;
    }>();
    expect(cuerpo.subtotal).toBe(130000);
    expect(cuerpo.monto).toBe(cuerpo.subtotal + cuerpo.costo_envio);
    expect(cuerpo.costo_envio).toBeGreaterThan(0);
    expect(cuerpo.detail).toMatch(/total/);
  });

  it('compra, paga con tarjeta en el sandbox y el pedido queda pagado con una orden de venta por proveedor', async () => {
    const monto = await totalActual(cliente);
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ monto }),
    });
    expect(r.statusCode).toBe(200);
    const pago = r.json<{
      url: string;
      transaccion_id: string;
      exitoso: boolean;
      pedido_id: number;
    }>();
    expect(pago.url).toMatch(/^\/sandbox-pagos\/pagar\//);
    expect(await stockDe(app, p1)).toBe(98);

    const html = await app.inject({ method: 'GET', url: pago.url });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Gs.');

    const invalida = await pagarEnSandbox(pago.url, '4111111111111112');
    expect(invalida.body).toContain('El número de tarjeta no es válido.');

    const pagado = await pagarEnSandbox(pago.url, '4111111111111111');
    expect(pagado.statusCode).toBe(303);
    expect(pagado.headers.location).toContain(`transaccion_id=${pago.transaccion_id}`);

    const v = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${pago.transaccion_id}&tipo=single_buy`,
      headers: autorizacion(cliente),
    });
    expect(v.json()).toMatchObject({ estado: 'aprobada', exitoso: true, pedido_estado: 10 });

    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${pago.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(det.statusCode).toBe(200);
    const pedido = det.json<{
      estado: number;
      ordenes_venta: { fabricante: number }[];
      total: number;
    }>();
    expect(pedido.estado).toBe(10);
    expect(pedido.total).toBe(monto);
    expect(pedido.ordenes_venta.map((o) => o.fabricante).sort()).toEqual(
      [prov1.fabricanteId, prov2.fabricanteId].sort(),
    );

    const pin = await app.inject({
      method: 'GET',
      url: `/api/pedido-contrasena/?id_pedido=${pago.pedido_id}`,
      headers: autorizacion(cliente),
    });
    expect(pin.json<{ contrasena: string }>().contrasena).toMatch(/^\d{4}$/);
    const pinAjeno = await app.inject({
      method: 'GET',
      url: `/api/pedido-contrasena/?id_pedido=${pago.pedido_id}`,
      headers: autorizacion(otro),
    });
    expect(pinAjeno.statusCode).toBe(403);

    const rastreo = await app.inject({
      method: 'GET',
      url: `/api/rastrear-pedido/${pago.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(
      rastreo.json<{ historial: { transicion: string }[] }>().historial.map((h) => h.transicion),
    ).toEqual(['crear', 'pagar']);
  });
});

describe('validación, permisos y stock en el checkout', () => {
  it('400 con errores por campo', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: { medio_pago: 9, productos: [], monto: -1, entrega_programada: true },
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json())).toEqual(
      expect.arrayContaining(['medio_pago', 'productos', 'monto']),
    );
  });

  it('401 sin token', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/pedido/create/', payload: compra() });
    expect(r.statusCode).toBe(401);
  });

  it('403 con una dirección ajena y 404 con una inexistente', async () => {
    const ajena = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ direccion: dirOtro }),
    });
    expect(ajena.statusCode).toBe(403);
    const inexistente = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ direccion: 99999999 }),
    });
    expect(inexistente.statusCode).toBe(404);
  });

  it('409 si el producto se quedó sin stock entre el carrito y el checkout', async () => {
    const escaso = await crearProducto(app, prov1.fabricanteId!, { stock: 1 });
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ productos: [{ producto: escaso, cantidad: 2 }], monto: 1 }),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ producto: escaso, disponible: 1 });
  });

  it('límite de edad como en el carrito (§5): sin fecha de nacimiento, menor y adulto; ningún pedido ni reserva si falla', async () => {
    const cana = await crearProducto(app, prov1.fabricanteId!, { precio: 20000, stock: 5 });
    await app.db.update(producto).set({ no_apto_menores: true }).where(eq(producto.id, cana));
    const u = await crearUsuario(app, 'cliente');
    const dirU = await crearDireccion(app, u.id);
    const hace = (anios: number) => {
      const d = new Date();
      d.setFullYear(d.getFullYear() - anios);
      return d.toISOString().slice(0, 10);
    };
    const comprar = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: autorizacion(u),
        payload: compra({
          direccion: dirU,
          productos: [{ producto: cana, cantidad: 1 }],
          monto: 1,
        }),
      });
    for (const url of ['/api/single-buy/', '/api/pedido/create/']) {
      const sinFecha = await comprar(url);
      expect(sinFecha.statusCode, url).toBe(400);
      expect(sinFecha.json().non_field_errors).toEqual([MENSAJES.edadSinFechaNacimiento]);
    }
    await app.db
      .update(usuario)
      .set({ fecha_nacimiento: hace(18) })
      .where(eq(usuario.id, u.id));
    for (const url of ['/api/single-buy/', '/api/pedido/create/']) {
      const menor = await comprar(url);
      expect(menor.statusCode, url).toBe(400);
      expect(menor.json().non_field_errors).toEqual([MENSAJES.edadMenor]);
    }
    expect(await stockDe(app, cana)).toBe(5);
    await app.db
      .update(usuario)
      .set({ fecha_nacimiento: hace(30) })
      .where(eq(usuario.id, u.id));
    // Adulto: pasa el límite y llega a la comparación del monto (409 con el total).
    expect((await comprar('/api/single-buy/')).statusCode).toBe(409);
  });

  it('un producto oculto de la tienda (proveedor sin aprobar o producto sin aprobar) no se compra: 409', async () => {
    const u = await crearUsuario(app, 'cliente');
    const dirU = await crearDireccion(app, u.id);
    const pendiente = await crearProducto(app, prov1.fabricanteId!, { stock: 5 });
    await app.db.update(producto).set({ aprobado: false }).where(eq(producto.id, pendiente));
    const provSinAprobar = await crearUsuario(app, 'proveedor');
    const deSinAprobar = await crearProducto(app, provSinAprobar.fabricanteId!, { stock: 5 });
    await app.db
      .update(fabricante)
      .set({ aprobado: false })
      .where(eq(fabricante.id, provSinAprobar.fabricanteId!));
    for (const id of [pendiente, deSinAprobar]) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/single-buy/',
        headers: autorizacion(u),
        payload: compra({ direccion: dirU, productos: [{ producto: id, cantidad: 1 }], monto: 1 }),
      });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ detail: MENSAJES.productoNoDisponible, producto: id });
    }
  });

  it('aplica el precio mayorista como el carrito: línea marcada y cantidad mínima alcanzada', async () => {
    const comprador = await crearUsuario(app, 'cliente');
    const mayorista = await crearProducto(app, prov1.fabricanteId!, { precio: 50000, stock: 10 });
    await app.db
      .update(producto)
      .set({ compra_mejorada: true, precio_mayorista: 40000, cantidad: 2 })
      .where(eq(producto.id, mayorista));
    const [c] = await app.db
      .insert(carrito)
      .values({ usuario_id: comprador.id })
      .returning({ id: carrito.id });
    await app.db
      .insert(carritoItem)
      .values({ carrito_id: c!.id, producto_id: mayorista, cantidad: 2, precio_mejorado: true });
    const cuerpo = { delivery: false, medio_pago: 1, monto: 1 };
    const dos = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(comprador),
      payload: { ...cuerpo, productos: [{ producto: mayorista, cantidad: 2 }] },
    });
    expect(dos.json()).toMatchObject({ subtotal: 80000, costo_envio: 0, monto: 80000 });
    const uno = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(comprador),
      payload: { ...cuerpo, productos: [{ producto: mayorista, cantidad: 1 }] },
    });
    expect(uno.json()).toMatchObject({ subtotal: 50000 });
  });

  it('el medio de prueba (-1) no está permitido fuera de demo para un cliente', async () => {
    const monto = await totalActual(cliente);
    const r = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(cliente),
      payload: compra({ monto, medio_pago: -1 }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('medio_pago');
  });
});

async function nuevaCompra(u: UsuarioDePrueba = cliente) {
  const monto = await totalActual(u);
  const r = await app.inject({
    method: 'POST',
    url: '/api/single-buy/',
    headers: autorizacion(u),
    payload: compra({ monto }),
  });
  expect(r.statusCode).toBe(200);
  return { ...r.json<{ url: string; transaccion_id: string; pedido_id: number }>(), monto };
}

function confirmacion(
  id: string,
  monto: number,
  codigo = '00',
  clave = configPagos().sandbox.clavePrivada,
) {
  const amount = `${monto}.00`;
  return {
    operation: {
      token: tokenConfirmacion(clave, id, amount),
      shop_process_id: id,
      response: 'S',
      response_details: 'x',
      amount,
      currency: 'PYG',
      authorization_number: '123456',
      ticket_number: '1',
      response_code: codigo,
      response_description: codigo === '00' ? 'Transacción aprobada' : 'No aprobada',
    },
  };
}

describe('pagos rechazados, abandonados, firmas y confirmaciones repetidas', () => {
  it('un pago rechazado devuelve el stock y el pedido queda en 0', async () => {
    const antes = await stockDe(app, p1);
    const c = await nuevaCompra();
    expect(await stockDe(app, p1)).toBe(antes - 2);
    await pagarEnSandbox(c.url, '4000000000000002');
    expect(await stockDe(app, p1)).toBe(antes);
    const v = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${c.transaccion_id}`,
      headers: autorizacion(cliente),
    });
    expect(v.json()).toMatchObject({ estado: 'rechazada', exitoso: false, pedido_estado: 0 });
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/verificar-transaccion/?transaccion_id=${c.transaccion_id}`,
      headers: autorizacion(otro),
    });
    expect(ajeno.statusCode).toBe(403);
  });

  it('un pago abandonado (sin confirmación) devuelve el stock; una aprobación tardía vuelve a reservar', async () => {
    const antes = await stockDe(app, p1);
    const c = await nuevaCompra();
    const { proveedor } = pagosDe(app);
    const liberados = await liberarAbandonados(
      app.db,
      proveedor,
      new Date(Date.now() + 60 * 60_000),
      15,
    );
    expect(liberados).toBeGreaterThanOrEqual(1);
    expect(await stockDe(app, p1)).toBe(antes);
    const tardia = await app.inject({
      method: 'POST',
      url: '/api/pagos/confirmacion/',
      payload: confirmacion(c.transaccion_id, c.monto),
    });
    expect(tardia.statusCode).toBe(200);
    expect(await stockDe(app, p1)).toBe(antes - 2);
    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(det.json<{ estado: number }>().estado).toBe(10);
  });

  it('rechaza una confirmación con firma inválida o con otro monto (403)', async () => {
    const c = await nuevaCompra();
    const mala = await app.inject({
      method: 'POST',
      url: '/api/pagos/confirmacion/',
      payload: confirmacion(c.transaccion_id, c.monto, '00', 'otra-clave'),
    });
    expect(mala.statusCode).toBe(403);
    const otroMonto = await app.inject({
      method: 'POST',
      url: '/api/pagos/confirmacion/',
      payload: confirmacion(c.transaccion_id, 1000),
    });
    expect(otroMonto.statusCode).toBe(403);
    const inexistente = await app.inject({
      method: 'POST',
      url: '/api/pagos/confirmacion/',
      payload: confirmacion('999999999', 1000),
    });
    expect(inexistente.statusCode).toBe(404);
  });

  it('la misma confirmación entregada 5 veces en paralelo paga una sola vez', async () => {
    const c = await nuevaCompra();
    const respuestas = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/pagos/confirmacion/',
          payload: confirmacion(c.transaccion_id, c.monto),
        }),
      ),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    const pedido = det.json<{ estado: number; ordenes_venta: unknown[] }>();
    expect(pedido.estado).toBe(10);
    expect(pedido.ordenes_venta).toHaveLength(2);
    const rastreo = await app.inject({
      method: 'GET',
      url: `/api/rastrear-pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(
      rastreo
        .json<{ historial: { transicion: string }[] }>()
        .historial.filter((h) => h.transicion === 'pagar'),
    ).toHaveLength(1);
  });

  it('reintentar el pago de un pedido ya pagado es una transición inválida (409)', async () => {
    const c = await nuevaCompra();
    await pagarEnSandbox(c.url, '4111111111111111');
    const r = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(cliente),
      payload: { pedido_id: c.pedido_id, medio_pago: 1 },
    });
    expect(r.statusCode).toBe(409);
    const ajeno = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(otro),
      payload: { pedido_id: c.pedido_id, medio_pago: 1 },
    });
    expect(ajeno.statusCode).toBe(403);
  });

  it('reintento de un pedido rechazado con billetera: teléfono validado, página de QR y PIN', async () => {
    const c = await nuevaCompra();
    await pagarEnSandbox(c.url, '4000000000009995');
    const mal = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(cliente),
      payload: { pedido_id: c.pedido_id, medio_pago: 2, nro_telefono: 'hola' },
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json()).toEqual({ nro_telefono: [MENSAJES.telefonoInvalido] });
    const r = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(cliente),
      payload: { pedido_id: c.pedido_id, medio_pago: 2, nro_telefono: '0981123456' },
    });
    expect(r.statusCode).toBe(200);
    const url = r.json<{ url: string }>().url;
    const pagina = await app.inject({ method: 'GET', url });
    expect(pagina.body).toContain('Tigo Money');
    const malPin = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'telefono=0981123456&codigo=0000&accion=aprobar',
    });
    expect(malPin.body).toContain('Código de confirmación incorrecto.');
    await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'telefono=0981123456&codigo=1234&accion=aprobar',
    });
    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(det.json<{ estado: number }>().estado).toBe(10);
  });
});

describe('POST /pago-ocasional/', () => {
  it('inicia un pago único del último pedido impago; 400 con datos inválidos; 401 sin token', async () => {
    const c = await nuevaCompra();
    await pagarEnSandbox(c.url, '4000000000000002');
    const r = await app.inject({
      method: 'POST',
      url: '/api/pago-ocasional/',
      headers: autorizacion(cliente),
      payload: {
        email: 'cliente@ejemplo.com.py',
        phoneNumber: '0981123456',
        pedido_id: c.pedido_id,
      },
    });
    expect(r.statusCode).toBe(200);
    const pago = r.json<{ url: string; transaccion_id: string }>();
    expect(pago.url).toMatch(/^\/sandbox-pagos\/pagar\//);
    expect(pago.transaccion_id).not.toBe(c.transaccion_id);
    await pagarEnSandbox(pago.url, '5555555555554444');
    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(det.json<{ estado: number }>().estado).toBe(10);

    const mal = await app.inject({
      method: 'POST',
      url: '/api/pago-ocasional/',
      headers: autorizacion(cliente),
      payload: { email: 'no', phoneNumber: '1' },
    });
    expect(mal.statusCode).toBe(400);
    expect(Object.keys(mal.json())).toEqual(expect.arrayContaining(['email', 'phoneNumber']));
    const sinToken = await app.inject({
      method: 'POST',
      url: '/api/pago-ocasional/',
      payload: { email: 'a@b.com', phoneNumber: '0981123456' },
    });
    expect(sinToken.statusCode).toBe(401);
    const malReintento = await app.inject({
      method: 'POST',
      url: '/api/crear-orden-pago/',
      headers: autorizacion(cliente),
      payload: { medio_pago: 7 },
    });
    expect(malReintento.statusCode).toBe(400);
  });
});

describe('listados y órdenes de venta', () => {
  it('GET /pedido/ paginado con los 2 primeros productos y la cantidad de ítems', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/pedido/?page=1&page_size=2',
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(200);
    const pagina = r.json<{
      count: number;
      next: string | null;
      results: { productos: unknown[]; cantidad_items: number }[];
    }>();
    expect(pagina.results).toHaveLength(2);
    expect(pagina.next).not.toBeNull();
    expect(pagina.results[0]?.productos).toHaveLength(2);
    expect(pagina.results[0]?.cantidad_items).toBe(3);
    const sinToken = await app.inject({ method: 'GET', url: '/api/pedido/' });
    expect(sinToken.statusCode).toBe(401);
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/pedido/?page=1`,
      headers: autorizacion(otro),
    });
    expect(ajeno.json<{ count: number }>().count).toBe(0);
  });

  it('detalle y rastreo: 403 para otro cliente, 404 si no existe, 400 con id inválido', async () => {
    const c = await nuevaCompra();
    const ajeno = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(otro),
    });
    expect(ajeno.statusCode).toBe(403);
    const rastreoAjeno = await app.inject({
      method: 'GET',
      url: `/api/rastrear-pedido/${c.pedido_id}/`,
      headers: autorizacion(otro),
    });
    expect(rastreoAjeno.statusCode).toBe(403);
    const proveedorPropio = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(prov1),
    });
    expect(proveedorPropio.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/pedido/99999999/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/pedido/abc/', headers: autorizacion(cliente) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `/api/rastrear-pedido/${c.pedido_id}/` })).statusCode,
    ).toBe(401);
  });

  it('pedido_staff: 403 para un cliente; el proveedor ve sólo los pedidos con su orden', async () => {
    const c = await app.inject({
      method: 'GET',
      url: '/api/pedido_staff/',
      headers: autorizacion(cliente),
    });
    expect(c.statusCode).toBe(403);
    const p = await app.inject({
      method: 'GET',
      url: '/api/pedido_staff/?page=1',
      headers: autorizacion(prov1),
    });
    expect(p.statusCode).toBe(200);
    expect(p.json<{ count: number }>().count).toBeGreaterThan(0);
  });

  it('el proveedor lista, ve y aprueba su orden; al confirmar todas, el pedido pasa a en proceso', async () => {
    const c = await nuevaCompra();
    await pagarEnSandbox(c.url, '4111111111111111');
    const lista = await app.inject({
      method: 'GET',
      url: '/api/orden_venta/?page=1&estado=0',
      headers: autorizacion(prov1),
    });
    expect(lista.statusCode).toBe(200);
    const ordenes = lista.json<{ results: { id: number; pedido: number; fabricante: number }[] }>()
      .results;
    expect(ordenes.every((o) => o.fabricante === prov1.fabricanteId)).toBe(true);
    const o1 = ordenes.find((o) => o.pedido === c.pedido_id);
    expect(o1).toBeDefined();
    const det = await app.inject({
      method: 'GET',
      url: `/api/orden_venta/${o1!.id}/`,
      headers: autorizacion(prov1),
    });
    expect(det.json<{ productos: unknown[] }>().productos).toHaveLength(1);
    const ajena = await app.inject({
      method: 'GET',
      url: `/api/orden_venta/${o1!.id}/`,
      headers: autorizacion(prov2),
    });
    expect(ajena.statusCode).toBe(403);
    const cliente403 = await app.inject({
      method: 'GET',
      url: '/api/orden_venta/',
      headers: autorizacion(cliente),
    });
    expect(cliente403.statusCode).toBe(403);

    const puntoAjeno = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: { orden_venta_id: o1!.id, punto_retiro_id: punto2, fecha_retiro: '2026-12-01' },
    });
    expect(puntoAjeno.statusCode).toBe(403);
    const mal = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: { orden_venta_id: o1!.id, fecha_retiro: 'ayer' },
    });
    expect(mal.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: { orden_venta_id: o1!.id, punto_retiro_id: punto1, fecha_retiro: '2026-12-01' },
    });
    expect(ok.json()).toMatchObject({ estado: 10, pedido_listo_para_ruteo: false });
    const otraVez = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: { orden_venta_id: o1!.id, punto_retiro_id: punto1, fecha_retiro: '2026-12-01' },
    });
    expect(otraVez.statusCode).toBe(409);

    const pedidoDet = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    const o2 = pedidoDet
      .json<{ ordenes_venta: { id: number; fabricante: number }[] }>()
      .ordenes_venta.find((o) => o.fabricante === prov2.fabricanteId);
    const ultima = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov2),
      payload: { orden_venta_id: o2!.id, punto_retiro_id: punto2, fecha_retiro: '2026-12-01' },
    });
    expect(ultima.json()).toMatchObject({ estado: 10, pedido_listo_para_ruteo: true });
    const final = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    expect(final.json()).toMatchObject({ estado: 20 });
  });

  it('la fecha de retiro es un día: la hora que venga en el cuerpo se descarta y proveedor, staff y cliente leen el mismo instante', async () => {
    const c = await nuevaCompra();
    await pagarEnSandbox(c.url, '4111111111111111');
    const det = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    const o1 = det
      .json<{ ordenes_venta: { id: number; fabricante: number }[] }>()
      .ordenes_venta.find((o) => o.fabricante === prov1.fabricanteId);
    // Como lo manda e2e/tests/pedido-api.ts: con una hora que el contrato no guarda.
    const ok = await app.inject({
      method: 'POST',
      url: '/api/orden_venta/aprobar/',
      headers: autorizacion(prov1),
      payload: {
        orden_venta_id: o1!.id,
        punto_retiro_id: punto1,
        fecha_retiro: '2026-11-28T10:00:00-03:00',
      },
    });
    expect(ok.statusCode).toBe(200);

    const esperado = instanteAsuncion('2026-11-28', '12:00').toISOString();
    const orden = await app.inject({
      method: 'GET',
      url: `/api/orden_venta/${o1!.id}/`,
      headers: autorizacion(prov1),
    });
    expect(orden.json<{ fecha_retiro: string }>().fecha_retiro).toBe(esperado);
    const staff = await app.inject({
      method: 'GET',
      url: `/api/pedido_staff/${c.pedido_id}/`,
      headers: autorizacion(prov1),
    });
    const delCliente = await app.inject({
      method: 'GET',
      url: `/api/pedido/${c.pedido_id}/`,
      headers: autorizacion(cliente),
    });
    for (const r of [staff, delCliente]) {
      const o = r
        .json<{ ordenes_venta: { id: number; fecha_retiro: string | null }[] }>()
        .ordenes_venta.find((x) => x.id === o1!.id);
      expect(o?.fecha_retiro).toBe(esperado);
    }
  });
});

describe('envíos', () => {
  it('costo de envío de una dirección propia; 403 ajena; 401 sin token', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/costo_envio/${dir}/?fabricantes=${prov1.fabricanteId},${prov2.fabricanteId}`,
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ costo_envio: number }>().costo_envio % 1000).toBe(0);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/costo_envio/${dirOtro}/`,
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/costo_envio/${dir}/` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/costo_envio/abc/`,
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('fecha estimada en formato AAAA-MM-DD con el costo de envío mínimo, sin sesión', async () => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/fecha-estimada/?fabricante=${prov1.fabricanteId}`,
    });
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json<{ fecha: string; costo_envio_desde: number }>();
    expect(cuerpo.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cuerpo.costo_envio_desde).toBeGreaterThan(0);
    expect(cuerpo.costo_envio_desde % 1000).toBe(0);
    const dos = await app.inject({
      method: 'GET',
      url: `/api/fecha-estimada/?fabricantes=${prov1.fabricanteId},${prov2.fabricanteId}`,
    });
    // Una parada más nunca abarata el envío.
    expect(dos.json<{ costo_envio_desde: number }>().costo_envio_desde).toBeGreaterThanOrEqual(
      cuerpo.costo_envio_desde,
    );
  });
});
