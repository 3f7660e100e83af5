import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  costoEnvio,
  distanciaKm,
  distanciaRecorrido,
  fechaEstimadaEntrega,
  REDONDEO_ENVIO,
} from './costo-envio.rules.js';

const ASUNCION = { lat: -25.30066, lng: -57.63591 };
const SAN_LORENZO = { lat: -25.3397, lng: -57.5088 };

describe('costo de envío', () => {
  it('distancia Asunción–San Lorenzo ≈ 13,5 km en línea recta', () => {
    expect(distanciaKm(ASUNCION, SAN_LORENZO)).toBeGreaterThan(13);
    expect(distanciaKm(ASUNCION, SAN_LORENZO)).toBeLessThan(14);
  });

  it('aplica el factor de circuito y suma el recorrido entre retiros', () => {
    const uno = distanciaRecorrido(ASUNCION, [SAN_LORENZO]);
    expect(uno).toBeCloseTo(distanciaKm(ASUNCION, SAN_LORENZO) * 1.3, 6);
    expect(distanciaRecorrido(ASUNCION, [SAN_LORENZO, SAN_LORENZO])).toBeCloseTo(uno, 6);
    expect(distanciaRecorrido(ASUNCION, [])).toBe(0);
  });

  it('usa el mínimo y redondea hacia arriba a Gs. 1.000', () => {
    const tarifa = { precio_minimo: 15000, precio_km: 2500, precio_parada: 1000 };
    expect(costoEnvio(tarifa, 1, 2)).toBe(15000);
    expect(costoEnvio(tarifa, 10.1, 2)).toBe(28000);
  });

  it('el costo es entero, múltiplo de 1.000, ≥ mínimo y crece con la distancia', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (minimo, km, d1, d2) => {
          const t = { precio_minimo: minimo, precio_km: km, precio_parada: 0 };
          const c = costoEnvio(t, Math.min(d1, d2), 1);
          expect(Number.isInteger(c)).toBe(true);
          expect(c % REDONDEO_ENVIO).toBe(0);
          expect(c).toBeGreaterThanOrEqual(minimo);
          expect(costoEnvio(t, Math.max(d1, d2), 1)).toBeGreaterThanOrEqual(c);
        },
      ),
    );
  });
});

describe('fecha estimada de entrega', () => {
  const todos = {
    dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
    hora_apertura: null,
    hora_cierre: null,
  };
  it('hoy antes del corte, mañana después', () => {
    // 2026-11-18 es miércoles; 10:00 y 16:00 en Asunción (UTC−3).
    expect(fechaEstimadaEntrega('2026-11-18T13:00:00Z', '14:00', [todos])).toBe('2026-11-18');
    expect(fechaEstimadaEntrega('2026-11-18T19:00:00Z', '14:00', [todos])).toBe('2026-11-19');
  });

  it('salta días sin atención, feriados y pausas de día completo de cualquier proveedor', () => {
    const lunesAViernes = {
      dias_apertura: ['1', '2', '3', '4', '5'],
      hora_apertura: null,
      hora_cierre: null,
    };
    // viernes 20/11 después del corte → sábado y domingo cerrados → lunes 23/11
    expect(fechaEstimadaEntrega('2026-11-20T20:00:00Z', '14:00', [todos, lunesAViernes])).toBe(
      '2026-11-23',
    );
    const conFeriado = { ...lunesAViernes, feriados: [{ fecha: '2026-11-23' }] };
    expect(fechaEstimadaEntrega('2026-11-20T20:00:00Z', '14:00', [conFeriado])).toBe('2026-11-24');
    const enPausa = {
      ...lunesAViernes,
      pausas: [{ desde: '2026-11-23T00:00:00-03:00', hasta: '2026-11-25T00:00:00-03:00' }],
    };
    expect(fechaEstimadaEntrega('2026-11-20T20:00:00Z', '14:00', [enPausa])).toBe('2026-11-25');
  });
});
