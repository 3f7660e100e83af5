import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { esMovilPy, telefonoA09, telefonoA595 } from './telefono.rules.js';

const bloque = fc.constantFrom(
  '951',
  '961',
  '962',
  '969',
  '971',
  '972',
  '973',
  '974',
  '975',
  '976',
  '981',
  '982',
  '983',
  '984',
  '985',
  '986',
  '987',
  '991',
  '992',
  '993',
  '994',
  '995',
);
const movilNacional = fc.tuple(bloque, fc.stringMatching(/^\d{6}$/)).map(([b, r]) => `${b}${r}`);

describe('telefonoA595', () => {
  it.each([
    ['0981 123 456', '595981123456'],
    ['0981-123-456', '595981123456'],
    ['+595 981 123456', '595981123456'],
    ['00595981123456', '595981123456'],
    ['981123456', '595981123456'],
    ['595981123456', '595981123456'],
    ['(0971) 555 000', '595971555000'],
    ['021 123 4567', '595211234567'],
    ['+59521123456', '59521123456'],
  ])('%s → %s', (raw, esperado) => {
    expect(telefonoA595(raw)).toBe(esperado);
  });

  it.each([
    '',
    'abc',
    '0990 123 456',
    '0981 12345',
    '0981 1234567',
    '+54 11 1234 5678',
    '021 12',
    null,
    undefined,
  ])('%s → null', (raw) => {
    expect(telefonoA595(raw)).toBeNull();
  });

  it('accepts every mobile block in all input styles (property)', () => {
    fc.assert(
      fc.property(movilNacional, fc.constantFrom('0', '+595 ', '00595', '', '595'), (n, pre) => {
        expect(esMovilPy(n)).toBe(true);
        expect(telefonoA595(`${pre}${n}`)).toBe(`595${n}`);
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const a = telefonoA595(s);
        if (a !== null) expect(telefonoA595(a)).toBe(a);
      }),
    );
  });
});

describe('telefonoA09', () => {
  it.each([
    ['595981123456', '0981123456'],
    ['+595981123456', '0981123456'],
    ['595211234567', '0211234567'],
    ['0981123456', '0981123456'],
    ['12345', '12345'],
    [null, ''],
  ])('%s → %s', (s, esperado) => {
    expect(telefonoA09(s)).toBe(esperado);
  });

  it('round-trips with telefonoA595 (property)', () => {
    fc.assert(
      fc.property(movilNacional, (n) => {
        const guardado = telefonoA595(`0${n}`);
        expect(guardado).not.toBeNull();
        expect(telefonoA09(guardado)).toBe(`0${n}`);
        expect(telefonoA595(telefonoA09(guardado))).toBe(guardado);
      }),
    );
  });
});
