import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  campoFechaHoraAsuncion,
  diaSemanaAsuncion,
  esFechaValida,
  fechaAsuncion,
  filtroDeRango,
  formatoFecha,
  formatoFechaHora,
  instanteAsuncion,
  instanteDeCampoFechaHora,
  minutosDeHora,
  minutosDelDiaAsuncion,
  rangoInvertido,
  sumarDias,
} from './fechas.rules.js';

describe('formatoFecha / formatoFechaHora', () => {
  it('formats in Asunción (UTC−3 since Oct 2024)', () => {
    expect(formatoFecha('2025-07-01T02:30:00Z')).toBe('30/06/2025');
    expect(formatoFechaHora('2025-07-01T02:30:00Z')).toBe('30/06/2025 23:30');
    expect(formatoFechaHora(new Date('2025-12-24T15:05:00Z'))).toBe('24/12/2025 12:05');
  });

  it('keeps historical −04 winter offsets', () => {
    expect(formatoFechaHora('2023-07-01T12:00:00Z')).toBe('01/07/2023 08:00');
  });

  it('prints date-only strings without shifting', () => {
    expect(formatoFecha('2025-01-05')).toBe('05/01/2025');
    expect(formatoFecha('2025-02-30')).toBe('');
  });

  it('returns empty for empty or invalid input', () => {
    expect(formatoFecha(null)).toBe('');
    expect(formatoFecha('')).toBe('');
    expect(formatoFechaHora('no es fecha')).toBe('');
    expect(formatoFechaHora(undefined)).toBe('');
  });
});

describe('weekday and minutes of day', () => {
  it('computes the Asunción weekday (1 Monday … 7 Sunday)', () => {
    expect(diaSemanaAsuncion('2025-06-30T12:00:00Z')).toBe(1);
    expect(diaSemanaAsuncion('2025-07-07T02:00:00Z')).toBe(7); // Sunday 23:00 local
    expect(minutosDelDiaAsuncion('2025-07-07T02:00:00Z')).toBe(23 * 60);
    expect(fechaAsuncion('2025-07-07T02:00:00Z')).toBe('2025-07-06');
  });

  it('throws on invalid instants', () => {
    expect(() => diaSemanaAsuncion('x')).toThrow(RangeError);
    expect(() => minutosDelDiaAsuncion('x')).toThrow(RangeError);
    expect(() => fechaAsuncion('x')).toThrow(RangeError);
  });

  it('instanteAsuncion inverts the local parts (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 1439 }),
        (d, min) => {
          const fecha = d.toISOString().slice(0, 10);
          const hora = `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
          const i = instanteAsuncion(fecha, hora);
          // Skip wall-clock times that do not exist (old DST spring-forward gaps).
          if (minutosDelDiaAsuncion(i) !== min) return;
          expect(fechaAsuncion(i)).toBe(fecha);
          const dia = new Date(`${fecha}T00:00:00Z`).getUTCDay();
          expect(diaSemanaAsuncion(i)).toBe(dia === 0 ? 7 : dia);
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('parses HH:mm', () => {
    expect(minutosDeHora('08:30')).toBe(510);
    expect(minutosDeHora('18:00:00')).toBe(1080);
    expect(minutosDeHora('24:00')).toBe(1440);
    expect(minutosDeHora('24:01')).toBeNull();
    expect(minutosDeHora('8:30')).toBeNull();
  });

  it('validates calendar dates and adds days', () => {
    expect(esFechaValida('2024-02-29')).toBe(true);
    expect(esFechaValida('2025-02-29')).toBe(false);
    expect(sumarDias('2025-12-31', 1)).toBe('2026-01-01');
    expect(sumarDias('2025-03-01', -1)).toBe('2025-02-28');
    expect(() => instanteAsuncion('2025-13-01')).toThrow(RangeError);
  });

  it('round-trips datetime-local fields in Asunción time', () => {
    expect(campoFechaHoraAsuncion('2027-03-01T03:00:00Z')).toBe('2027-03-01T00:00');
    expect(campoFechaHoraAsuncion('no es fecha')).toBe('');
    expect(instanteDeCampoFechaHora('2027-03-15T20:00')?.toISOString()).toBe(
      '2027-03-15T23:00:00.000Z',
    );
    expect(instanteDeCampoFechaHora('2027-03-15')).toBeNull();
    expect(instanteDeCampoFechaHora('')).toBeNull();
    expect(instanteDeCampoFechaHora('2027-02-30T10:00')).toBeNull();
  });
});

describe('filtroDeRango', () => {
  const dia = fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('the API filters (days excluded) keep exactly the days from «Desde» to «Hasta»', () => {
    fc.assert(
      fc.property(dia, dia, dia, (a, b, d) => {
        const [desde, hasta] = a <= b ? [a, b] : [b, a];
        const f = filtroDeRango(desde, hasta);
        const dentro = d > (f.fecha__gt as string) && d < (f.fecha__lt as string);
        expect(dentro).toBe(desde <= d && d <= hasta);
      }),
    );
  });

  it('leaves out an empty end and flags a reversed range', () => {
    expect(filtroDeRango('', '')).toEqual({});
    expect(filtroDeRango('2026-03-01', '')).toEqual({ fecha__gt: '2026-02-28' });
    expect(filtroDeRango('', '2026-12-31')).toEqual({ fecha__lt: '2027-01-01' });
    expect(rangoInvertido('2026-12-05', '2026-12-01')).toBe(true);
    expect(rangoInvertido('2026-12-05', '2026-12-05')).toBe(false);
    expect(rangoInvertido('', '2026-12-01')).toBe(false);
  });
});
