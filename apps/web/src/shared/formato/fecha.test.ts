import { describe, expect, it } from 'vitest';
import { formatoFecha } from './fecha';

describe('formatoFecha', () => {
  it('usa DD/MM/YYYY en la hora de Asunción', () => {
    expect(formatoFecha(new Date('2025-03-09T12:00:00Z'))).toBe('09/03/2025');
  });

  it('a las 02:00 UTC todavía es el día anterior en Asunción', () => {
    expect(formatoFecha(new Date('2025-01-01T02:00:00Z'))).toBe('31/12/2024');
  });
});
