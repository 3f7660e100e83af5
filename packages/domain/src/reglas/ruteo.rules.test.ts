import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EstadoRuteo } from '../enums/logistica.enum.js';
import { EstadoOrdenVenta } from '../enums/pedido.enum.js';
import { MENSAJES_DESPACHO } from '../mensajes-despacho.js';
import { distanciaKm } from './costo-envio.rules.js';
import {
  conciliarTarifa,
  horasDeCorte,
  motivoOrdenOmitida,
  recorridoRegistrado,
  tarifaTransportista,
  ventanasApertura,
  type SituacionRuteo,
  type TarifaTipoVehiculo,
} from './ruteo.rules.js';

const precio = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
const tarifa = fc.record<TarifaTipoVehiculo>({
  subida_bandera: precio,
  precio_km: precio,
  precio_minuto: precio,
  precio_parada: precio,
  precio_minimo: precio,
});
const recorrido = fc.record({
  kilometros: fc.double({ min: 0, max: 500, noNaN: true }),
  minutos: fc.double({ min: 0, max: 1440, noNaN: true }),
  paradas: fc.integer({ min: 0, max: 200 }),
});

describe('tarifaTransportista', () => {
  it('suma bandera, km, minutos y paradas', () => {
    const t = {
      subida_bandera: 10_000,
      precio_km: 2_000,
      precio_minuto: 300,
      precio_parada: 1_500,
      precio_minimo: 0,
    };
    expect(tarifaTransportista(t, { kilometros: 12.5, minutos: 40, paradas: 4 })).toBe(
      10_000 + 25_000 + 12_000 + 6_000,
    );
  });

  it('nunca baja del precio mínimo y es un entero de guaraníes', () => {
    fc.assert(
      fc.property(tarifa, recorrido, (t, r) => {
        const m = tarifaTransportista(t, r);
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(t.precio_minimo ?? 0);
        expect(m).toBeGreaterThanOrEqual(t.subida_bandera ?? 0);
      }),
    );
  });

  it('no baja cuando crecen los km, los minutos o las paradas', () => {
    fc.assert(
      fc.property(tarifa, recorrido, recorrido, (t, a, b) => {
        const mayor = {
          kilometros: a.kilometros + b.kilometros,
          minutos: a.minutos + b.minutos,
          paradas: a.paradas + b.paradas,
        };
        expect(tarifaTransportista(t, mayor)).toBeGreaterThanOrEqual(tarifaTransportista(t, a));
      }),
    );
  });

  it('es exactamente el mínimo cuando el recorrido cuesta menos', () => {
    fc.assert(
      fc.property(tarifa, recorrido, (t, r) => {
        const sinMinimo = tarifaTransportista({ ...t, precio_minimo: null }, r);
        const conMinimo = tarifaTransportista(t, r);
        expect(conMinimo).toBe(Math.max(sinMinimo, t.precio_minimo ?? 0));
      }),
    );
  });
});

describe('ventanasApertura', () => {
  const base = {
    dias_apertura: ['1', '2', '3', '4', '5'],
    hora_apertura: '08:00',
    hora_cierre: '17:00',
  };

  it('un día hábil da el horario de apertura; el domingo, nada', () => {
    expect(ventanasApertura(base, '2026-11-23')).toEqual([{ desde: 480, hasta: 1020 }]);
    expect(ventanasApertura(base, '2026-11-22')).toEqual([]);
  });

  it('descuenta las pausas y respeta los feriados', () => {
    const pausas = [{ desde: '2026-11-23T12:00:00-03:00', hasta: '2026-11-23T13:30:00-03:00' }];
    expect(ventanasApertura({ ...base, pausas }, '2026-11-23')).toEqual([
      { desde: 480, hasta: 720 },
      { desde: 810, hasta: 1020 },
    ]);
    expect(
      ventanasApertura({ ...base, feriados: [{ fecha: '2026-11-23' }] }, '2026-11-23'),
    ).toEqual([]);
    expect(
      ventanasApertura(
        { ...base, feriados: [{ desde: '2026-11-20', hasta: '2026-11-24' }] },
        '2026-11-24',
      ),
    ).toEqual([]);
  });

  it('un turno que cruza la medianoche deja su cola al día siguiente', () => {
    const noche = { dias_apertura: ['5'], hora_apertura: '18:00', hora_cierre: '02:00' };
    expect(ventanasApertura(noche, '2026-11-27')).toEqual([{ desde: 1080, hasta: 1440 }]);
    expect(ventanasApertura(noche, '2026-11-28')).toEqual([{ desde: 0, hasta: 120 }]);
  });

  it('cerrar a las 23:59 es hasta la medianoche, como en fabricanteAbierto', () => {
    expect(ventanasApertura({ ...base, hora_cierre: '23:59' }, '2026-11-23')).toEqual([
      { desde: 480, hasta: 1440 },
    ]);
  });

  it('sin horas abre todo el día', () => {
    expect(
      ventanasApertura(
        { dias_apertura: ['1'], hora_apertura: null, hora_cierre: null },
        '2026-11-23',
      ),
    ).toEqual([{ desde: 0, hasta: 1440 }]);
  });
});

describe('horasDeCorte', () => {
  it('ordena, quita repetidas e ignora las inválidas', () => {
    expect(horasDeCorte('14:00, 08:00,xx,25:00,08:00')).toEqual(['08:00', '14:00']);
    expect(horasDeCorte(null)).toEqual([]);
  });
});

const INICIO = Date.UTC(2026, 10, 24, 12, 0);
const posicion = fc.record({
  lat: fc.double({ min: -25.5, max: -25.1, noNaN: true }),
  lng: fc.double({ min: -57.8, max: -57.4, noNaN: true }),
  en: fc.integer({ min: INICIO, max: INICIO + 4 * 3_600_000 }),
});
const posiciones = fc.array(posicion, { maxLength: 40 });

describe('recorridoRegistrado', () => {
  it('suma los tramos en orden de tiempo y cuenta los minutos entre inicio y fin', () => {
    const r = recorridoRegistrado(
      [
        { lat: -25.3, lng: -57.6, en: INICIO + 20 * 60_000 },
        { lat: -25.28, lng: -57.6, en: INICIO },
        { lat: -25.3, lng: -57.58, en: INICIO + 40 * 60_000 },
        // Fuera del intervalo: no cuenta.
        { lat: -24, lng: -57, en: INICIO + 3 * 3_600_000 },
      ],
      INICIO,
      INICIO + 95 * 60_000,
    );
    const esperado =
      distanciaKm({ lat: -25.28, lng: -57.6 }, { lat: -25.3, lng: -57.6 }) +
      distanciaKm({ lat: -25.3, lng: -57.6 }, { lat: -25.3, lng: -57.58 });
    expect(r.kilometros).toBeCloseTo(esperado, 3);
    expect(r.minutos).toBe(95);
  });

  it('no depende del orden en que llegan las posiciones', () => {
    fc.assert(
      fc.property(posiciones, (ps) => {
        const fin = INICIO + 4 * 3_600_000;
        const distintas = [...new Map(ps.map((p) => [p.en, p])).values()];
        expect(recorridoRegistrado([...distintas].reverse(), INICIO, fin)).toEqual(
          recorridoRegistrado(distintas, INICIO, fin),
        );
      }),
    );
  });

  it('nunca es menor que la línea recta entre la primera y la última posición', () => {
    fc.assert(
      fc.property(posiciones, (ps) => {
        const fin = INICIO + 4 * 3_600_000;
        const orden = [...new Map(ps.map((p) => [p.en, p])).values()].sort((a, b) => a.en - b.en);
        const r = recorridoRegistrado(orden, INICIO, fin);
        expect(r.kilometros).toBeGreaterThanOrEqual(0);
        const [a, b] = [orden[0], orden.at(-1)];
        if (a && b) expect(r.kilometros).toBeGreaterThanOrEqual(distanciaKm(a, b) - 0.001);
      }),
    );
  });

  it('repetir una posición no agrega km y más posiciones fuera del intervalo no cambian nada', () => {
    fc.assert(
      fc.property(posiciones, posicion, (ps, p) => {
        const fin = INICIO + 2 * 3_600_000;
        const base = recorridoRegistrado(ps, INICIO, fin);
        const despues = { ...p, en: fin + 1 + (p.en - INICIO) };
        expect(recorridoRegistrado([...ps, despues], INICIO, fin)).toEqual(base);
        const orden = [...ps].sort((a, b) => a.en - b.en);
        const ultima = orden.at(-1);
        if (ultima && ultima.en <= fin) {
          const repetida = recorridoRegistrado([...orden, { ...ultima }], INICIO, fin);
          expect(repetida.kilometros).toBeCloseTo(base.kilometros, 6);
        }
      }),
    );
  });
});

describe('conciliarTarifa', () => {
  it('con el recorrido planificado la diferencia es cero', () => {
    fc.assert(
      fc.property(tarifa, recorrido, (t, r) => {
        const c = conciliarTarifa(t, tarifaTransportista(t, r), r);
        expect(c.diferencia).toBe(0);
        expect(c.diferencia_pct === null || c.diferencia_pct === 0).toBe(true);
      }),
    );
  });

  it('la recalculada es la misma fórmula y la diferencia es recalculada − prometida', () => {
    fc.assert(
      fc.property(tarifa, recorrido, fc.integer({ min: 0, max: 2_000_000 }), (t, r, prometida) => {
        const c = conciliarTarifa(t, prometida, r);
        expect(c.tarifa_prometida).toBe(prometida);
        expect(c.tarifa_recalculada).toBe(tarifaTransportista(t, r));
        expect(c.diferencia).toBe(c.tarifa_recalculada - prometida);
        if (prometida === 0) expect(c.diferencia_pct).toBeNull();
        else expect(Math.sign(c.diferencia_pct ?? 0)).toBe(Math.sign(c.diferencia));
      }),
    );
  });

  it('más km reales que los planificados nunca bajan la recalculada', () => {
    fc.assert(
      fc.property(
        tarifa,
        recorrido,
        fc.double({ min: 0, max: 100, noNaN: true }),
        (t, r, extra) => {
          const prometida = tarifaTransportista(t, r);
          const c = conciliarTarifa(t, prometida, { ...r, kilometros: r.kilometros + extra });
          expect(c.diferencia).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('motivoOrdenOmitida', () => {
  const manual = {
    estados: [
      EstadoRuteo.ESPERANDO_ORDENES,
      EstadoRuteo.ESPERANDO_HORA_PROCESO,
      EstadoRuteo.NO_RUTEABLE_REAGENDAR,
    ],
    hastaFecha: '2026-11-25',
  };
  const lista: SituacionRuteo = {
    estado: EstadoOrdenVenta.CONFIRMADO,
    delivery: true,
    estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO,
    reclamo_vigente: false,
    fecha_retiro: '2026-11-25',
    fecha_entrega: null,
  };
  const motivo = (cambios: Partial<SituacionRuteo> | undefined) =>
    motivoOrdenOmitida(cambios === undefined ? undefined : { ...lista, ...cambios }, manual);

  it('explica el primer requisito del reclamo que la orden no cumple', () => {
    expect(motivo(undefined)).toBe(MENSAJES_DESPACHO.omitidaNoExiste);
    expect(motivo({ estado: EstadoOrdenVenta.CREADO, fecha_retiro: null })).toBe(
      MENSAJES_DESPACHO.omitidaSinConfirmar,
    );
    expect(motivo({ estado: EstadoOrdenVenta.FINALIZADO })).toBe(
      MENSAJES_DESPACHO.omitidaFinalizada,
    );
    expect(motivo({ delivery: false, estado_ruteo: EstadoRuteo.NO_ES_DELIVERY })).toBe(
      MENSAJES_DESPACHO.ruteoNoEsDelivery,
    );
    // Ruteada y fuera del horizonte: lo que importa es que ya está ruteada.
    expect(motivo({ estado_ruteo: EstadoRuteo.RUTEADO, fecha_retiro: '2027-01-01' })).toBe(
      'Ya está ruteada.',
    );
    expect(motivo({ estado_ruteo: EstadoRuteo.EN_PROCESO_RUTEO, reclamo_vigente: true })).toBe(
      MENSAJES_DESPACHO.omitidaEnProceso,
    );
    expect(motivo({ estado_ruteo: EstadoRuteo.SIN_VEHICULOS_VALIDOS })).toBe(
      'Su estado de ruteo («Sin vehículos válidos») no permite rutearla a mano.',
    );
  });

  it('dice la fecha fuera del horizonte y hasta cuándo llega, en DD/MM/YYYY', () => {
    expect(motivo({ fecha_retiro: '2026-11-26' })).toBe(
      'La fecha de retiro (26/11/2026) está fuera del horizonte de ruteo (hasta el 25/11/2026).',
    );
    expect(motivo({ fecha_entrega: '2026-12-01' })).toBe(
      'La fecha de entrega (01/12/2026) está fuera del horizonte de ruteo (hasta el 25/11/2026).',
    );
  });

  it('una orden que cumple todo (o con un reclamo vencido) la tenía otro lote', () => {
    expect(motivo({})).toBe(MENSAJES_DESPACHO.omitidaOcupada);
    expect(motivo({ fecha_retiro: null })).toBe(MENSAJES_DESPACHO.omitidaOcupada);
    expect(motivo({ estado_ruteo: EstadoRuteo.EN_PROCESO_RUTEO })).toBe(
      MENSAJES_DESPACHO.omitidaOcupada,
    );
    expect(
      motivo({ estado_ruteo: EstadoRuteo.EN_PROCESO_RUTEO, fecha_retiro: '2026-11-30' }),
    ).toMatch(/^La fecha de retiro \(30\/11\/2026\)/);
  });
});
