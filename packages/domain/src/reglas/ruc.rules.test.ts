import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitoVerificadorRuc, normalizarRuc, validarRuc } from './ruc.rules.js';

const base = fc.stringMatching(/^[1-9]\d{3,8}$/);

describe('digitoVerificadorRuc', () => {
  it('follows the worked example', () => {
    expect(digitoVerificadorRuc('80009735')).toBe(1);
    expect(digitoVerificadorRuc('80012345')).toBe(0);
    expect(digitoVerificadorRuc('80021744')).toBe(6);
    expect(digitoVerificadorRuc('80053249')).toBe(0);
  });

  it('converts letters to ASCII codes', () => {
    expect(digitoVerificadorRuc('A')).toBe(digitoVerificadorRuc('65'));
    expect(digitoVerificadorRuc('a1')).toBe(digitoVerificadorRuc('651'));
  });

  it('always yields one digit (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const dv = digitoVerificadorRuc(s);
        expect(Number.isInteger(dv) && dv >= 0 && dv <= 9).toBe(true);
      }),
    );
  });
});

describe('validarRuc', () => {
  it.each(['80028061-0', '80009735-1', '80000035-8', '1068460-3', '50001080-3', '999160-3'])(
    '%s is valid',
    (r) => {
      expect(validarRuc(r)).toBe(true);
    },
  );

  it.each(['80021744-8', '80053249-2', '80012345-6', '', 'abc', '0999160-3', '123-4', '80028061-'])(
    '%s is invalid',
    (r) => {
      expect(validarRuc(r)).toBe(false);
    },
  );

  it('accepts the computed DV and rejects every other (property)', () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 9 }), (b, otro) => {
        const dv = digitoVerificadorRuc(b);
        expect(validarRuc(`${b}-${dv}`)).toBe(true);
        expect(validarRuc(`${b}-${otro}`)).toBe(otro === dv);
      }),
    );
  });

  it('detects any single-digit typo in the base (property)', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (b, pos, delta) => {
        const i = pos % b.length;
        const cambiado = (Number(b[i]) + delta) % 10;
        if (i === 0 && cambiado === 0) return;
        const mal = `${b.slice(0, i)}${cambiado}${b.slice(i + 1)}`;
        expect(validarRuc(`${mal}-${digitoVerificadorRuc(b)}`)).toBe(
          digitoVerificadorRuc(mal) === digitoVerificadorRuc(b),
        );
      }),
    );
  });
});

describe('normalizarRuc', () => {
  it.each([
    ['80028061-0', '80028061-0'],
    ['800280610', '80028061-0'],
    [' 80028061 - 0 ', '80028061-0'],
    ['80.028.061-0', '80028061-0'],
    ['80028061-1', null],
  ])('%s → %s', (e, s) => {
    expect(normalizarRuc(e)).toBe(s);
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(base, (b) => {
        const r = normalizarRuc(`${b}${digitoVerificadorRuc(b)}`);
        expect(r).toBe(`${b}-${digitoVerificadorRuc(b)}`);
        expect(normalizarRuc(r ?? '')).toBe(r);
      }),
    );
  });
});
