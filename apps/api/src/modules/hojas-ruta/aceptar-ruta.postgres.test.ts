// Diez transportistas aceptan a la vez la misma hoja de ruta en PostgreSQL (PGlite usa una sola
// conexión y no muestra carreras): exactamente uno gana, los otros nueve reciben 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MENSAJES_OPERACION } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion } from '../../test/usuarios-de-prueba.js';
import { aceptacionRuta, hojaRuta, oportunidad } from './hojas-ruta.tables.js';
import {
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
} from './operacion.fixtures.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await appDePrueba();
});
afterAll(() => app.close());

describe('aceptar-ruta en paralelo', () => {
  it('diez transportistas, una oportunidad: un 200 y nueve 409', async () => {
    const ciudadId = await crearCiudad(app);
    const tipoId = await crearTipoVehiculo(app);
    const conductores = await Promise.all(
      Array.from({ length: 10 }, () => crearConductor(app, ciudadId, tipoId)),
    );
    const e = await crearHojaConPedido(app, ciudadId, tipoId);
    const ofertas = await app.db
      .select()
      .from(oportunidad)
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    expect(ofertas).toHaveLength(10);

    const respuestas = await Promise.all(
      conductores.map((c) => {
        const o = ofertas.find((x) => x.transportista_id === c.transportistaId);
        return app.inject({
          method: 'POST',
          url: '/api/aceptar-ruta/',
          headers: autorizacion(c),
          payload: { oportunidad_id: o!.id },
        });
      }),
    );
    const codigos = respuestas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of respuestas.filter((x) => x.statusCode === 409)) {
      expect(r.json().detail).toBe(MENSAJES_OPERACION.rutaYaTomada);
    }
    const ganador = conductores[respuestas.findIndex((r) => r.statusCode === 200)]!;
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h).toMatchObject({ transportista_id: ganador.transportistaId, estado: 10 });
    const aceptaciones = await app.db
      .select()
      .from(aceptacionRuta)
      .where(eq(aceptacionRuta.hoja_ruta_id, e.hojaId));
    expect(aceptaciones).toHaveLength(1);
    const estados = (
      await app.db.select().from(oportunidad).where(eq(oportunidad.hoja_ruta_id, e.hojaId))
    ).map((o) => o.estado);
    expect(estados.filter((s) => s === 20)).toHaveLength(1);
    expect(estados.filter((s) => s === 30)).toHaveLength(9);
  });
});
