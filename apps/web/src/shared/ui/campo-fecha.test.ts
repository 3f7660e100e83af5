import { describe, expect, it } from 'vitest';
import { leerFechaEscrita } from './campo-fecha';

describe('leerFechaEscrita (DD/MM/AAAA)', () => {
  it('lee día, mes y año en ese orden', () => {
    expect(leerFechaEscrita('05/12/2026')).toBe('2026-12-05');
    expect(leerFechaEscrita('5/1/2026')).toBe('2026-01-05');
    expect(leerFechaEscrita('15-12-2026')).toBe('2026-12-15');
    expect(leerFechaEscrita(' 15.12.2026 ')).toBe('2026-12-15');
    expect(leerFechaEscrita('2026-12-15')).toBe('2026-12-15');
  });

  it('rechaza fechas imposibles o en otro orden', () => {
    for (const malo of ['12/31/2026', '31/02/2026', '2026/12/15', '15/12/26', 'mañana', '']) {
      expect(leerFechaEscrita(malo)).toBeNull();
    }
  });
});
