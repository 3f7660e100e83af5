import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { capasMontadas, pedirCapas, useCapasPedidas } from './capas';

describe('capas de avisos y diálogos', () => {
  it('pedirlas avisa a la app y espera a que se monten', async () => {
    const { result, rerender } = renderHook(() => useCapasPedidas());
    expect(result.current).toBe(false);

    let montadas = false;
    const espera = pedirCapas().then(() => {
      montadas = true;
    });
    rerender();
    expect(result.current).toBe(true);
    await Promise.resolve();
    expect(montadas).toBe(false);

    capasMontadas();
    await espera;
    expect(montadas).toBe(true);
  });
});
