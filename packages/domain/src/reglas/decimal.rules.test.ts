import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatoCalificacion,
  formatoDecimal,
  normalizarDecimal,
  parsearDecimal,
} from './decimal.rules.js';

describe('normalizarDecimal', () => {
  it.each([
    ['12,5', '12.5'],
    ['1.234,5', '1234.5'],
    ['1.234.567,89', '1234567.89'],
    ['1.234', '1234'],
    ['12.5', '12.5'],
    ['-3,25', '-3.25'],
    [',5', '0.5'],
    ['.5', '0.5'],
    ['7', '7'],
    ['7,', '7'],
    [' 1 234,5 ', '1234.5'],
    ['+4,0', '4.0'],
  ])('%s → %s', (entrada, salida) => {
    expect(normalizarDecimal(entrada)).toBe(salida);
  });

  it.each(['', '-', 'abc', '1,2,3', '12.34,5', '1.2.3', '1,234.5', '--1'])('%s → null', (e) => {
    expect(normalizarDecimal(e)).toBeNull();
  });

  it('inverts formatoDecimal (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (e, c) => {
        const n = e + Math.sign(e || 1) * (c / 100);
        expect(parsearDecimal(formatoDecimal(n))).toBeCloseTo(n, 2);
      }),
    );
  });
});

describe('parsearDecimal', () => {
  it('accepts numbers and texts', () => {
    expect(parsearDecimal(3.5)).toBe(3.5);
    expect(parsearDecimal('3,5')).toBe(3.5);
    expect(parsearDecimal(Number.NaN)).toBeNull();
    expect(parsearDecimal('x')).toBeNull();
    expect(parsearDecimal(null)).toBeNull();
    expect(parsearDecimal(undefined)).toBeNull();
  });
});

describe('formatoCalificacion', () => {
  it('promedio con coma decimal y una cifra, y la cantidad; sin calificaciones lo dice', () => {
    expect(formatoCalificacion(4.46, 12)).toBe('4,5 ★ (12)');
    expect(formatoCalificacion(5, 1)).toBe('5 ★ (1)');
    expect(formatoCalificacion(0, 0)).toBe('Sin calificaciones');
    expect(formatoCalificacion(null, 3)).toBe('Sin calificaciones');
  });
});
