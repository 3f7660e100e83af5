// Primera ronda de una hoja sin frío: no a los vehículos refrigerados mientras haya otros que la
// pueden hacer; si nadie la acepta a tiempo (o sólo alcanzan refrigerados), a todos los que alcanzan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoOportunidad } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import {
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  ofertasDe,
  type Conductor,
} from './operacion.fixtures.js';
import { ofrecerHoja, reofrecerVencidas } from './oportunidades.service.js';
import { oportunidad } from './hojas-ruta.tables.js';

let app: FastifyInstance;
let planificado: number;
let otro: number;

beforeAll(async () => {
  app = await appDePrueba();
  planificado = await crearTipoVehiculo(app);
  otro = await crearTipoVehiculo(app);
});
afterAll(() => app.close());

const ofertas = (hojaId: number, c: Conductor) => ofertasDe(app, hojaId, c);

describe('primera ronda de una hoja sin frío', () => {
  it('no a los refrigerados; vencida esa ronda, también a ellos', async () => {
    const ciudad = await crearCiudad(app);
    const comun = await crearConductor(app, ciudad, planificado);
    // De otro tipo pero sin frío: alcanza y la recibe en la primera ronda.
    const deOtroTipo = await crearConductor(app, ciudad, otro);
    const refrigerado = await crearConductor(app, ciudad, planificado, { refrigeracion: 10 });
    const e = await crearHojaConPedido(app, ciudad, planificado, { ofrecer: false });

    const ahora = new Date();
    expect(await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId, { ahora }))).toBe(2);
    expect(await ofertas(e.hojaId, comun)).toHaveLength(1);
    expect(await ofertas(e.hojaId, deOtroTipo)).toHaveLength(1);
    expect(await ofertas(e.hojaId, refrigerado)).toHaveLength(0);

    // El programado de cada minuto no la amplía mientras la primera ronda sigue abierta.
    expect(await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId, { ahora }))).toBe(0);
    expect(await ofertas(e.hojaId, refrigerado)).toHaveLength(0);

    // Nadie la aceptó a tiempo: al vencer se ofrece a todos los que alcanzan. (Se vence sólo la
    // oferta de esta hoja: en PostgreSQL la base la comparten otros archivos.)
    await app.db
      .update(oportunidad)
      .set({ expira_en: new Date(Date.now() - 60_000) })
      .where(eq(oportunidad.hoja_ruta_id, e.hojaId));
    expect(await reofrecerVencidas(app.db)).toContain(e.hojaId);
    const [ampliada] = await ofertas(e.hojaId, refrigerado);
    expect(ampliada?.estado).toBe(EstadoOportunidad.OFRECIDA);
  });

  it('si sólo alcanzan refrigerados, se les ofrece enseguida', async () => {
    const ciudad = await crearCiudad(app);
    const refrigerado = await crearConductor(app, ciudad, otro, { refrigeracion: 10 });
    const chico = await crearConductor(app, ciudad, planificado, { pesoMaximo: 1 });
    const e = await crearHojaConPedido(app, ciudad, planificado, { ofrecer: false, pesoKg: 50 });

    expect(await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId))).toBe(1);
    expect(await ofertas(e.hojaId, refrigerado)).toHaveLength(1);
    // La carga sigue mandando: al que no le alcanza no se le ofrece en ninguna ronda.
    expect(await ofertas(e.hojaId, chico)).toHaveLength(0);
  });

  it('un refrigerado recién conectado no amplía la primera ronda', async () => {
    const ciudad = await crearCiudad(app);
    const comun = await crearConductor(app, ciudad, planificado);
    const e = await crearHojaConPedido(app, ciudad, planificado, { ofrecer: false });
    expect(await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId))).toBe(1);

    const tarde = await crearConductor(app, ciudad, otro, { refrigeracion: 10 });
    expect(await app.db.transaction((tx) => ofrecerHoja(tx, e.hojaId))).toBe(0);
    expect(await ofertas(e.hojaId, tarde)).toHaveLength(0);
    expect(await ofertas(e.hojaId, comun)).toHaveLength(1);
  });
});
