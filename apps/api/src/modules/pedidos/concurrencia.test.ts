import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { appDePrueba, pagosPredecibles } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { crearDireccion, crearProducto, stockDe } from './compra.fixtures.js';
import { pedido } from './pedidos.tables.js';

let app: FastifyInstance;
let admin: UsuarioDePrueba;
let proveedor: UsuarioDePrueba;

beforeAll(async () => {
  app = await appDePrueba(pagosPredecibles());
  admin = await crearUsuario(app, 'administrador');
  proveedor = await crearUsuario(app, 'proveedor');
});
afterAll(() => app.close());

describe('concurrencia del checkout', () => {
  it('50 compras en paralelo de un producto con stock 10 dejan exactamente 10 pedidos pagados y stock 0', async () => {
    const producto = await crearProducto(app, proveedor.fabricanteId!, {
      precio: 10000,
      stock: 10,
    });
    const direccion = await crearDireccion(app, admin.id);
    const cuerpo = { direccion, medio_pago: -1, productos: [{ producto, cantidad: 1 }], monto: 0 };
    const cotizacion = await app.inject({
      method: 'POST',
      url: '/api/single-buy/',
      headers: autorizacion(admin),
      payload: cuerpo,
    });
    const monto = cotizacion.json<{ monto: number }>().monto;

    const respuestas = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/single-buy/',
          headers: autorizacion(admin),
          payload: { ...cuerpo, monto },
        }),
      ),
    );
    const ok = respuestas.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(respuestas.filter((r) => r.statusCode === 409)).toHaveLength(40);
    expect(ok.every((r) => r.json<{ exitoso: boolean }>().exitoso)).toBe(true);
    expect(await stockDe(app, producto)).toBe(0);
    const ids = ok.map((r) => r.json<{ pedido_id: number }>().pedido_id);
    const pagados = await app.db
      .select({ id: pedido.id })
      .from(pedido)
      .where(and(inArray(pedido.id, ids), eq(pedido.estado, 10)));
    expect(pagados).toHaveLength(10);
  });
});
