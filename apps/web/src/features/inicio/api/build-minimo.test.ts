import { RETARDO_RECARGA_MS } from '@nemu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vigilarBuildMinimo } from './build-minimo';

describe('recarga por build mínimo', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('recarga a los 2 s cuando sube por encima de un valor conocido distinto de cero', () => {
    const recargar = vi.fn();
    vigilarBuildMinimo(3, recargar);
    vigilarBuildMinimo(4, recargar);
    vi.advanceTimersByTime(RETARDO_RECARGA_MS - 1);
    expect(recargar).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recargar).toHaveBeenCalledTimes(1);
  });

  it('no recarga la primera vez, ni desde 0, ni si no sube', () => {
    const recargar = vi.fn();
    vigilarBuildMinimo(0, recargar);
    vigilarBuildMinimo(5, recargar);
    vigilarBuildMinimo(5, recargar);
    vigilarBuildMinimo(4, recargar);
    vi.advanceTimersByTime(RETARDO_RECARGA_MS * 2);
    expect(recargar).not.toHaveBeenCalled();
  });
});
