import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatoGuaranies,
  formatoMiles,
  parsearGuaranies,
  redondearGuaranies,
} from './dinero.rules.js';

describe('formatoGuaranies', () => {
  it.each([
    [0, 'Gs. 0'],
    [5, 'Gs. 5'],
    [1234, 'Gs. 1.234'],
    [150000, 'Gs. 150.000'],
    [1234567, 'Gs. 1.234.567'],
    [-1234567, 'Gs. -1.234.567'],
    [1234.6, 'Gs. 1.235'],
    [-0, 'Gs. 0'],
  ])('%d → %s', (n, esperado) => {
    expect(formatoGuaranies(n)).toBe(esperado);
  });

  it('uses a plain space, never U+00A0', () => {
    expect(formatoGuaranies(1000)).not.toMatch(/\u00a0|\u202f/);
  });

  it('rejects non-finite amounts', () => {
    expect(() => formatoGuaranies(Number.NaN)).toThrow(RangeError);
    expect(() => formatoGuaranies(Infinity)).toThrow(RangeError);
  });

  it('always prints the Paraguayan pattern and round-trips (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const s = formatoGuaranies(n);
        expect(s).toMatch(/^Gs\. -?\d{1,3}(\.\d{3})*$/);
        expect(parsearGuaranies(s)).toBe(n === 0 ? 0 : n);
        expect(formatoMiles(n).replace(/\./g, '')).toBe(String(n));
      }),
    );
  });
});

describe('parsearGuaranies', () => {
  it.each([
    ['150000', 150000],
    ['150.000', 150000],
    ['Gs. 1.234.567', 1234567],
    ['gs 5.000', 5000],
    ['₲ 5.000', 5000],
    ['-Gs. 5.000', -5000],
    [' 12 ', 12],
  ])('%s → %d', (s, n) => {
    expect(parsearGuaranies(s)).toBe(n);
  });

  it.each(['', 'abc', '12,5', '1.23', '1.2345', 'Gs.', '1..000'])('%s → null', (s) => {
    expect(parsearGuaranies(s)).toBeNull();
  });
});

describe('redondearGuaranies', () => {
  it('rounds half away from zero on positives', () => {
    expect(redondearGuaranies(2.5)).toBe(3);
    expect(redondearGuaranies(-0.4)).toBe(0);
  });
});
