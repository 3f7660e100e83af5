import { describe, expect, it } from 'vitest';
import {
  agregarACola,
  agregarUnicoPorClave,
  enviarEnOrden,
  esperaReintento,
  leerCola,
  type ResultadoEnvio,
} from './cola';

describe('agregarACola', () => {
  it('agrega al final y no muta la original', () => {
    const a = [1, 2];
    expect(agregarACola(a, 3, 10)).toEqual([1, 2, 3]);
    expect(a).toEqual([1, 2]);
  });

  it('descarta los más viejos al pasar el máximo', () => {
    expect(agregarACola([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });
});

describe('agregarUnicoPorClave', () => {
  it('un solo pendiente por parada: el último código reemplaza al anterior', () => {
    const cola = [
      { itinerario: 1, pin: '1111' },
      { itinerario: 2, pin: '2222' },
    ];
    expect(agregarUnicoPorClave(cola, { itinerario: 1, pin: '9999' }, (x) => x.itinerario)).toEqual(
      [
        { itinerario: 2, pin: '2222' },
        { itinerario: 1, pin: '9999' },
      ],
    );
  });
});

describe('enviarEnOrden', () => {
  const respuestas = (r: Record<number, ResultadoEnvio>) => async (x: number) => r[x] ?? 'enviado';

  it('envía todo si hay red', async () => {
    const r = await enviarEnOrden([1, 2, 3], respuestas({}));
    expect(r).toEqual({ restantes: [], enviados: [1, 2, 3], descartados: [], cortada: false });
  });

  it('sin red corta la ronda y conserva el orden de lo que falta', async () => {
    const r = await enviarEnOrden([1, 2, 3, 4], respuestas({ 2: 'reintentar' }));
    expect(r.enviados).toEqual([1]);
    expect(r.restantes).toEqual([2, 3, 4]);
    expect(r.cortada).toBe(true);
  });

  it('quita los rechazados para siempre y sigue', async () => {
    const r = await enviarEnOrden([1, 2, 3], respuestas({ 2: 'descartar' }));
    expect(r.enviados).toEqual([1, 3]);
    expect(r.descartados).toEqual([2]);
    expect(r.restantes).toEqual([]);
  });

  it('respeta el tamaño del lote', async () => {
    const enviados: number[] = [];
    const r = await enviarEnOrden(
      [1, 2, 3, 4, 5],
      async (x) => {
        enviados.push(x);
        return 'enviado';
      },
      2,
    );
    expect(enviados).toEqual([1, 2]);
    expect(r.restantes).toEqual([3, 4, 5]);
    expect(r.cortada).toBe(false);
  });
});

describe('leerCola', () => {
  const esNumero = (x: unknown): x is number => typeof x === 'number';
  it('lee lo válido y descarta lo demás', () => {
    expect(leerCola('[1,"a",2]', esNumero)).toEqual([1, 2]);
    expect(leerCola('{"a":1}', esNumero)).toEqual([]);
    expect(leerCola('no es json', esNumero)).toEqual([]);
    expect(leerCola(null, esNumero)).toEqual([]);
  });
});

describe('esperaReintento', () => {
  it('crece al doble y tiene tope', () => {
    expect(esperaReintento(1)).toBe(5_000);
    expect(esperaReintento(2)).toBe(10_000);
    expect(esperaReintento(3)).toBe(20_000);
    expect(esperaReintento(10)).toBe(60_000);
  });
});
