// Operación de hojas de ruta en paralelo sobre PostgreSQL (PGlite usa una sola conexión y no
// muestra carreras): un transportista no empieza dos hojas a la vez, y completar una parada
// mientras se reporta un incidente de la misma hoja no termina en un bloqueo mutuo (500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { EstadoHojaRuta, MENSAJES_OPERACION } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion } from '../../test/usuarios-de-prueba.js';
import { hojaRuta } from './hojas-ruta.tables.js';
import {
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  ofertasDe,
  type Conductor,
  type Escenario,
} from './operacion.fixtures.js';

const RONDAS = 5;

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
});
afterAll(() => app.close());

const pedir = (c: Conductor, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: autorizacion(c), payload });

/** Una hoja nueva aceptada por el conductor. */
async function hojaAceptada(c: Conductor): Promise<Escenario> {
  const e = await crearHojaConPedido(app, ciudadId, tipoId);
  const [o] = await ofertasDe(app, e.hojaId, c);
  expect(o).toBeDefined();
  expect((await pedir(c, '/api/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode).toBe(200);
  return e;
}

describe('empezar-ruta en paralelo', () => {
  it('dos hojas aceptadas del mismo transportista: un 200 y un 409, una sola en curso', async () => {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      const c = await crearConductor(app, ciudadId, tipoId);
      const hojas = [await hojaAceptada(c), await hojaAceptada(c)];
      const respuestas = await Promise.all(
        hojas.map((e) =>
          pedir(c, '/api/empezar-ruta/', { ruta_id: e.hojaId, vehiculo_id: c.vehiculoId }),
        ),
      );
      expect(respuestas.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(respuestas.find((r) => r.statusCode === 409)!.json().detail).toBe(
        MENSAJES_OPERACION.tieneRutaActiva,
      );
      const enCurso = await app.db
        .select({ id: hojaRuta.id })
        .from(hojaRuta)
        .where(
          and(
            eq(hojaRuta.transportista_id, c.transportistaId),
            eq(hojaRuta.estado, EstadoHojaRuta.EN_CURSO),
          ),
        );
      expect(enCurso).toHaveLength(1);
    }
  });
});

describe('ejecutar-itinerario y reportar-incidente en paralelo', () => {
  it('sobre la misma hoja nunca responden 500: el incidente cancela y la parada gana o da 409', async () => {
    for (let ronda = 0; ronda < RONDAS; ronda++) {
      const c = await crearConductor(app, ciudadId, tipoId);
      const e = await hojaAceptada(c);
      expect(
        (
          await pedir(c, '/api/empezar-ruta/', {
            ruta_id: e.hojaId,
            vehiculo_id: c.vehiculoId,
          })
        ).statusCode,
      ).toBe(200);
      const codigo = await codigoRetiroDe(app, e.ordenVentaId);
      const [parada, incidente] = await Promise.all([
        pedir(c, '/api/ejecutar-itinerario/', { itinerario_id: e.retiroId, pincode: codigo }),
        pedir(c, '/api/reportar-incidente/', { tipo_incidente: 20, hoja_ruta: e.hojaId }),
      ]);
      // Cualquier orden es válido: el retiro antes del incidente (200 y 200) o después (409).
      expect(incidente.statusCode, incidente.body).toBe(200);
      expect([200, 409], parada.body).toContain(parada.statusCode);
      if (parada.statusCode === 409) {
        expect(parada.json().detail).toBe(MENSAJES_OPERACION.rutaNoEnCurso);
      }
      const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
      expect(h?.estado).toBe(EstadoHojaRuta.CANCELADA);
    }
  });
});
