import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTurnoVigente } from './use-turno-vigente';

describe('useTurnoVigente', () => {
  it('sólo el último turno abierto sigue vigente, también entre renders', () => {
    const { result, rerender } = renderHook(() => useTurnoVigente());
    const primero = result.current();
    expect(primero()).toBe(true);
    rerender();
    const segundo = result.current();
    expect(primero()).toBe(false);
    expect(segundo()).toBe(true);
  });
});
