// Numeración y saldos bajo concurrencia real (PostgreSQL, varias conexiones; PGlite usa una sola
// y no muestra carreras): 50 facturas simultáneas con un timbrado dan 50 números consecutivos y
// diez pagos simultáneos nunca pagan más que lo adeudado.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import {
  crearCategoria,
  crearCuentaFondo,
  crearProductoEn,
  crearTimbradoPrueba,
  pedidoPagado,
} from './contabilidad.fixtures.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba();
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearUsuario(app, 'proveedor');
});
afterAll(() => app.close());

describe('concurrencia en contabilidad (PostgreSQL)', () => {
  it('50 facturas en paralelo sobre un timbrado: 50 números distintos, consecutivos y sin huecos', async () => {
    const t = await crearTimbradoPrueba(app);
    const prod = await crearProductoEn(
      app,
      prov.fabricanteId!,
      await crearCategoria(app, 10),
      20_000,
    );
    const pedidos = await Promise.all(
      Array.from({ length: 50 }, () =>
        pedidoPagado(app, cliente.id, [
          {
            fabricanteId: prov.fabricanteId!,
            productoId: prod,
            precio: 20_000,
            cantidad: 1,
            comision: 10,
          },
        ]),
      ),
    );
    const respuestas = await Promise.all(
      pedidos.map(({ pedidoId }) =>
        app.inject({
          method: 'POST',
          url: '/api/rendicion/',
          headers: autorizacion(admin),
          payload: {
            timbrado: t.numero,
            fecha: '2026-11-24',
            ordenes: [pedidoId],
            tipo: 10,
            persona_id: cliente.id,
          },
        }),
      ),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numeros = respuestas.map((r) =>
      Number(r.json<{ facturas: { numero: string }[] }>().facturas[0]!.numero.slice(-7)),
    );
    expect(new Set(numeros).size).toBe(50);
    expect([...numeros].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 120_000);

  it('diez pagos simultáneos de Gs. 30.000 sobre un saldo de Gs. 90.000: tres ganan', async () => {
    const fondo = await crearCuentaFondo(app);
    const p = await crearUsuario(app, 'proveedor');
    const prod = await crearProductoEn(
      app,
      p.fabricanteId!,
      await crearCategoria(app, 10),
      100_000,
    );
    await pedidoPagado(app, cliente.id, [
      {
        fabricanteId: p.fabricanteId!,
        productoId: prod,
        precio: 100_000,
        cantidad: 1,
        comision: 10,
      },
    ]);
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/registrar_pago/',
          headers: autorizacion(admin),
          payload: {
            tipo: 20,
            persona_id: p.fabricanteId,
            fund_account: fondo,
            monto: 30_000,
            fecha: '2026-11-24',
          },
        }),
      ),
    );
    expect(respuestas.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(respuestas.filter((r) => r.statusCode === 400)).toHaveLength(7);
    const saldo = await app.inject({
      method: 'GET',
      url: `/api/balance/20/${p.fabricanteId}/`,
      headers: autorizacion(admin),
    });
    expect(saldo.json()).toMatchObject({ saldo: 0, pagado: 90_000 });
  }, 60_000);
});
