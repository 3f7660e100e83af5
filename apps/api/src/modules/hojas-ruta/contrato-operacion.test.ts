// Contrato de las respuestas de la operación con la demo sembrada (hojas en todos los estados):
// lo que devuelve la API cumple el esquema de packages/domain con el que la web la valida.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  hojaRutaDetalleSchema,
  oportunidadDetalleSchema,
  paginaMisRutasSchema,
  paginaMovimientosTransportistaSchema,
  paginaOportunidadesSchema,
  paginaSchema,
  rastreoPedidoSchema,
  resumenHojaSchema,
  torreControlSchema,
} from '@nemu/domain';
import { PASSWORD_DEMO, sembrar } from '../../seed/index.js';
import { appConBasePropia } from '../../test/base-propia.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let storageDir: string;
const tokens = new Map<string, string>();

async function leer<T extends z.ZodType>(usuario: string, url: string, esquema: T) {
  const r = await app.inject({
    url: `/api${url}`,
    headers: { authorization: `Token ${tokens.get(usuario)}` },
  });
  expect(r.statusCode, `${url}: ${r.body.slice(0, 300)}`).toBe(200);
  const leido = esquema.safeParse(r.json());
  expect(leido.error?.issues ?? [], url).toEqual([]);
  return leido.data as z.output<T>;
}

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'nemu-contrato-op-'));
  await sembrar({ database: app.database, demo: true, storageDir });
  for (const usuario of ['admin', 'cliente', 'transportista', 'transportista2']) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: usuario, password: PASSWORD_DEMO },
    });
    expect(r.statusCode).toBe(200);
    tokens.set(usuario, r.json<{ token: string }>().token);
  }
}, 120_000);

afterAll(async () => {
  await cerrar?.();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('contrato de la operación con la demo', () => {
  it('el administrador: listado y detalle de hojas con la conciliación', async () => {
    const pagina = await leer(
      'admin',
      '/hoja_ruta/?page=1&page_size=50',
      paginaSchema(resumenHojaSchema),
    );
    expect(pagina.results.length).toBeGreaterThanOrEqual(5);
    const terminada = pagina.results.find((h) => h.estado === 30);
    expect(terminada?.conciliacion?.tarifa_recalculada).toBeGreaterThan(0);
    // El transportista asignado llega con su nombre; una hoja sin asignar, sin nombre.
    expect(pagina.results.some((h) => h.transportista !== null)).toBe(true);
    for (const h of pagina.results) {
      expect(h.transportista_nombre === null).toBe(h.transportista === null);
      const detalle = await leer('admin', `/hoja_ruta/${h.id}/`, hojaRutaDetalleSchema);
      expect(detalle.itinerarios.length).toBeGreaterThan(0);
      expect(detalle.transportista_nombre).toBe(h.transportista_nombre);
    }
  });

  it('el administrador: la torre de control con los transportistas y hojas de la demo', async () => {
    const torre = await leer('admin', '/torre-de-control/', torreControlSchema);
    // Conectados: el transportista demo y los dos simulados; en curso, la de transportista2.
    expect(torre.transportistas.length).toBeGreaterThanOrEqual(3);
    expect(torre.hojas.length).toBeGreaterThanOrEqual(1);
    expect(torre.hojas_sin_asignar).toBeGreaterThanOrEqual(2);
    expect(torre.ordenes_por_ruteo.map((o) => o.estado_ruteo)).toEqual(
      expect.arrayContaining([20, 50, 60, 70]),
    );
  });

  it('el transportista demo: oportunidades, su detalle, sus rutas, movimientos y su hoja', async () => {
    const ofertas = await leer(
      'transportista',
      '/oportunidades/?page=1',
      paginaOportunidadesSchema,
    );
    expect(ofertas.results.length).toBeGreaterThanOrEqual(2);
    await leer('transportista', `/oportunidad/${ofertas.results[0]!.id}`, oportunidadDetalleSchema);
    const rutas = await leer('transportista', '/mis-rutas/?page=1', paginaMisRutasSchema);
    expect(rutas.results.some((h) => h.finalizado)).toBe(true);
    const movimientos = await leer(
      'transportista',
      '/transportista/movimientos/?page=1',
      paginaMovimientosTransportistaSchema,
    );
    expect(movimientos.results.length).toBeGreaterThanOrEqual(1);
    await leer('transportista', `/hoja_ruta/${rutas.results[0]!.id}/`, hojaRutaDetalleSchema);
    await leer('transportista2', '/hoja-ruta-activa/', hojaRutaDetalleSchema);
  });

  it('el cliente: rastreo de su pedido en camino con la posición', async () => {
    const activa = await leer('transportista2', '/hoja-ruta-activa/', hojaRutaDetalleSchema);
    const pedidoId = activa.pedidos[0]!;
    const rastreo = await leer('cliente', `/rastrear-pedido/${pedidoId}/`, rastreoPedidoSchema);
    expect(rastreo).toHaveProperty('posicion_transportista');
  });
});
