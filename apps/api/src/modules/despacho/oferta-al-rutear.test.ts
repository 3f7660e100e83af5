// Las hojas que crea un lote se ofrecen en el momento a los transportistas conectados que pueden
// hacerlas, con la tarifa, sin esperar al programado de cada minuto (el día simulado,
// npm run bench:dia, mostró hojas que quedaban sin oferta hasta el siguiente turno).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { appsConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario } from '../../test/usuarios-de-prueba.js';
import { testConfig } from '../../config.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import {
  confirmarOrden,
  crearOrdenPagada,
  crearProveedor,
  crearTransportistaConVehiculo,
} from './despacho.fixtures.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;

beforeAll(async () => {
  const config = testConfig().despacho;
  const r = await appsConBasePropia(1, {
    despacho: { ...config, limiteSolverMs: 800, diasHorizonte: 1 },
  });
  [app] = r.apps as [FastifyInstance];
  cerrar = r.cerrar;
});

afterAll(async () => {
  await cerrar();
});

describe('POST /ruteo-ordenes-venta/', () => {
  it('ofrece cada hoja nueva en el momento al transportista conectado, con la tarifa', async () => {
    const admin = await crearUsuario(app, 'administrador');
    const cliente = await crearUsuario(app, 'cliente');
    const prov = await crearProveedor(app);
    const chofer = await crearTransportistaConVehiculo(app);
    await app.db
      .update(transportista)
      .set({ conectado: true })
      .where(eq(transportista.id, chofer.transportistaId));
    const { ordenId } = await crearOrdenPagada(app, cliente.id, prov);
    await confirmarOrden(app, prov, ordenId);

    const r = await app.inject({
      method: 'POST',
      url: '/api/ruteo-ordenes-venta/',
      headers: autorizacion(admin),
      payload: { ordenes_venta: [ordenId] },
    });
    expect(r.statusCode).toBe(200);
    const [hojaId] = r.json<{ hojas: number[] }>().hojas;
    expect(hojaId).toBeDefined();

    const ofertas = await app.inject({
      method: 'GET',
      url: '/api/oportunidades/',
      headers: autorizacion(chofer.usuario),
    });
    expect(ofertas.statusCode).toBe(200);
    const lista = ofertas.json<{
      results: { hoja_ruta: { id: number; tarifa_transportista: number } }[];
    }>().results;
    const oferta = lista.find((o) => o.hoja_ruta.id === hojaId);
    expect(oferta?.hoja_ruta.tarifa_transportista).toBeGreaterThan(0);
  });
});
