import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearDireccion, crearProducto, stockDe } from '../pedidos/compra.fixtures.js';
import { luhnValido } from './sandbox.adapter.js';


let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let otro: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  cliente = await crearUsuario(app, 'cliente');
  otro = await crearUsuario(app, 'cliente');
});
afterAll(() => app.close());

async function registrar(u: UsuarioDePrueba, numero: string) {
  const r = await app.inject({
    method: 'POST',
    url: '/api/sandbox/tarjeta/',
    headers: autorizacion(u),
  });
  expect(r.statusCode).toBe(201);
  const { url, card_id } = r.json<{ url: string; card_id: string }>();
  const form = await app.inject({ method: 'GET', url });
  expect(form.body).toContain('Registrar tarjeta');
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
  expect(alta.headers.location).toBe(`/tarjeta/agregar/${card_id}/ok`);
  return card_id;
}

describe('Luhn', () => {
  it('valida números de tarjeta', () => {
    expect(luhnValido('4111 1111 1111 1111')).toBe(true);
    expect(luhnValido('4111111111111112')).toBe(false);
    expect(luhnValido('123')).toBe(false);
  });
});

describe('/sandbox/tarjeta/', () => {
  it('registra, lista (la primera queda predeterminada), cambia la predeterminada, cobra y elimina', async () => {
    const c1 = await registrar(cliente, '4111111111111111');
    const c2 = await registrar(cliente, '4000000000000002');
    const lista = await app.inject({
      method: 'GET',
      url: '/api/sandbox/tarjeta/',
      headers: autorizacion(cliente),
    });
    const tarjetas = lista.json<{
      tarjetas: {
        card_id: string;
        default: boolean;
        card_masked_number: string;
        card_brand: string;
      }[];
    }>().tarjetas;
    expect(tarjetas.map((t) => [t.card_id, t.default])).toEqual([
      [c1, true],
      [c2, false],
    ]);
    expect(tarjetas[0]?.card_masked_number).toBe('411111******1111');
    expect(JSON.stringify(tarjetas)).not.toContain('4111111111111111');

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/sandbox/tarjeta/${c2}/`,
      headers: autorizacion(cliente),
      payload: { default: true },
    });
    expect(patch.json()).toMatchObject({ card_id: c2, default: true });
    const lista2 = await app.inject({
      method: 'GET',
      url: '/api/sandbox/tarjeta/',
      headers: autorizacion(cliente),
    });
    expect(
      lista2.json<{ tarjetas: { default: boolean }[] }>().tarjetas.filter((t) => t.default),
    ).toHaveLength(1);

    const fabricante = await crearUsuario(app, 'proveedor');
    const producto = await crearProducto(app, fabricante.fabricanteId!, {
      precio: 20000,
      stock: 5,
    });
    const direccion = await crearDireccion(app, cliente.id);
    const cuerpo = (tarjeta: string, monto: number) => ({
      direccion,
      medio_pago: 0,
      tarjeta,
      productos: [{ producto, cantidad: 1 }],
      monto,
    });
    const cot = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: cuerpo(c1, 0),
    });
    const monto = cot.json<{ monto: number }>().monto;
    const aprobado = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: cuerpo(c1, monto),
    });
    expect(aprobado.json()).toMatchObject({ exitoso: true, url: null });
    expect(await stockDe(app, producto)).toBe(4);
    const rechazado = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: cuerpo(c2, monto),
    });
    expect(rechazado.json()).toMatchObject({ exitoso: false });
    expect(await stockDe(app, producto)).toBe(4);

    const ajena = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(otro),
      payload: cuerpo(c1, monto),
    });
    expect(ajena.statusCode).toBe(404);
    const sinTarjeta = await app.inject({
      method: 'POST',
      url: '/api/pedido/create/',
      headers: autorizacion(cliente),
      payload: { ...cuerpo(c1, monto), tarjeta: null },
    });
    expect(sinTarjeta.statusCode).toBe(400);

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/sandbox/tarjeta/${c1}/`,
          headers: autorizacion(otro),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/sandbox/tarjeta/${c1}/`,
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(204);
    const lista3 = await app.inject({
      method: 'GET',
      url: '/api/sandbox/tarjeta/',
      headers: autorizacion(cliente),
    });
    expect(
      lista3.json<{ tarjetas: { card_id: string }[] }>().tarjetas.map((t) => t.card_id),
    ).toEqual([c2]);
  });

  it('rechaza un número que no pasa Luhn en la página del procesador', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/sandbox/tarjeta/',
      headers: autorizacion(cliente),
    });
    const { url } = r.json<{ url: string }>();
    const alta = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'numero=4111111111111112&vencimiento=08%2F29&cvv=123&cedula=1&accion=pagar',
    });
    expect(alta.statusCode).toBe(200);
    expect(alta.body).toContain('El número de tarjeta no es válido.');
  });

  it('401 sin token, 404 con el procesador no configurado, 400 con card_id inválido', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/tarjeta/' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/bancard/tarjeta/',
          headers: autorizacion(cliente),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/sandbox/tarjeta/abc/',
          headers: autorizacion(cliente),
          payload: { default: true },
        })
      ).statusCode,
    ).toBe(400);
  });
});
