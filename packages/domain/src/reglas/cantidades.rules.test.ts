import { describe, expect, it } from 'vitest';
import { plural } from './cantidades.rules.js';

describe('plural', () => {
  it('singular sólo con uno', () => {
    expect(plural(1, 'retiro', 'retiros')).toBe('1 retiro');
    expect(plural(0, 'entrega', 'entregas')).toBe('0 entregas');
    expect(plural(3, 'hoja de ruta', 'hojas de ruta')).toBe('3 hojas de ruta');
  });
});
