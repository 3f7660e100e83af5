import { describe, expect, it } from 'vitest';
import { ejecutarMasivo } from './acciones-masivas';

describe('ejecutarMasivo', () => {
  it('separa los ids hechos de los fallidos y no corta ante un fallo', async () => {
    const vistos: number[] = [];
    const r = await ejecutarMasivo([1, 2, 3], async (id) => {
      vistos.push(id);
      return id === 2
        ? { kind: 'rejected', status: 409, detalle: 'en uso' }
        : { kind: 'ok', data: null };
    });
    expect(vistos).toEqual([1, 2, 3]);
    expect(r).toEqual({ hechos: [1, 3], fallidos: [2] });
  });

  it('una solicitud cancelada cuenta como fallida', async () => {
    expect(await ejecutarMasivo([7], async () => null)).toEqual({ hechos: [], fallidos: [7] });
  });
});
