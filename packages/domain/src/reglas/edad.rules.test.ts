import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES } from '../errores.js';
import { edadEnFecha, verificarEdad } from './edad.rules.js';

const restringido = { no_apto_menores: true };
const persona = (fecha_nacimiento: string | null) => ({ administrador: false, fecha_nacimiento });

describe('verificarEdad', () => {
  const ahora = new Date('2025-07-01T15:00:00Z');

  it('lets anyone buy unrestricted products', () => {
    expect(verificarEdad({ usuario: null, producto: { no_apto_menores: false }, ahora })).toEqual({
      ok: true,
    });
    expect(verificarEdad({ usuario: null, producto: { no_apto_menores: null }, ahora })).toEqual({
      ok: true,
    });
  });

  it('asks to log in first', () => {
    expect(verificarEdad({ usuario: null, producto: restringido, ahora })).toEqual({
      ok: false,
      motivo: 'sin-sesion',
      mensaje: MENSAJES.edadSinSesion,
    });
  });

  it('asks for the birth date', () => {
    const r = verificarEdad({ usuario: persona(null), producto: restringido, ahora });
    expect(r).toEqual({
      ok: false,
      motivo: 'sin-fecha-nacimiento',
      mensaje: MENSAJES.edadSinFechaNacimiento,
    });
    expect(verificarEdad({ usuario: persona('xx'), producto: restringido, ahora }).ok).toBe(false);
  });

  it('rejects under 21 and accepts 21', () => {
    expect(verificarEdad({ usuario: persona('2004-07-02'), producto: restringido, ahora })).toEqual(
      {
        ok: false,
        motivo: 'menor',
        mensaje: MENSAJES.edadMenor,
      },
    );
    expect(verificarEdad({ usuario: persona('2004-07-01'), producto: restringido, ahora })).toEqual(
      { ok: true },
    );
    expect(
      verificarEdad({ usuario: persona('2004-07-01T00:00:00Z'), producto: restringido, ahora }).ok,
    ).toBe(true);
  });

  it('uses the Asunción date at the birthday boundary', () => {
    // 02:00 UTC on 1 July is still 30 June 23:00 in Asunción.
    const antes = new Date('2025-07-01T02:00:00Z');
    const despues = new Date('2025-07-01T03:00:00Z');
    expect(
      verificarEdad({ usuario: persona('2004-07-01'), producto: restringido, ahora: antes }).ok,
    ).toBe(false);
    expect(
      verificarEdad({ usuario: persona('2004-07-01'), producto: restringido, ahora: despues }).ok,
    ).toBe(true);
  });

  it('exempts administrators', () => {
    const admin = { administrador: true, fecha_nacimiento: null };
    expect(verificarEdad({ usuario: admin, producto: restringido, ahora })).toEqual({ ok: true });
  });
});

describe('edadEnFecha', () => {
  it('handles 29 February', () => {
    expect(edadEnFecha('2004-02-29', '2025-02-28')).toBe(20);
    expect(edadEnFecha('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('grows by exactly one on each birthday (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1930, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 90 }),
        (a, m, d, n) => {
          const f = `${a}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const cumple = `${a + n}-${f.slice(5)}`;
          expect(edadEnFecha(f, cumple)).toBe(n);
        },
      ),
    );
  });
});
