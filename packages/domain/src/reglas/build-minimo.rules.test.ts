import { describe, expect, it } from 'vitest';
import { debeRecargarPorBuild } from './build-minimo.rules.js';

describe('recarga por build mínimo (§4)', () => {
  it('sólo cuando sube por encima de un valor conocido distinto de cero', () => {
    expect(debeRecargarPorBuild(3, 4)).toBe(true);
    expect(debeRecargarPorBuild(3, 3)).toBe(false);
    expect(debeRecargarPorBuild(3, 2)).toBe(false);
    expect(debeRecargarPorBuild(0, 4)).toBe(false);
    expect(debeRecargarPorBuild(null, 4)).toBe(false);
  });
});
