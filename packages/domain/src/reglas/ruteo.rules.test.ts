import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  horasDeCorte,
  tarifaTransportista,
  ventanasApertura,
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
