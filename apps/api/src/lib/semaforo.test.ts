import { describe, expect, it } from 'vitest';
import { Semaforo } from './semaforo.js';

describe('Semaforo', () => {
  it('nunca corre más tareas que su capacidad y las corre todas', async () => {
    const semaforo = new Semaforo(2);
    let enCurso = 0;
    let maximo = 0;
    const tareas = Array.from({ length: 8 }, (_, i) =>
      semaforo.usar(async () => {
        maximo = Math.max(maximo, ++enCurso);
        await new Promise((fin) => setTimeout(fin, 5));
        enCurso--;
        return i;
      }),
    );
    expect(await Promise.all(tareas)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(maximo).toBe(2);
  });

  it('una tarea que falla libera su lugar', async () => {
    const semaforo = new Semaforo(1);
    await expect(semaforo.usar(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await semaforo.usar(async () => 'siguiente')).toBe('siguiente');
  });
});
