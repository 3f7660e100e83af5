import { describe, expect, it } from 'vitest';
import {
  TOPE_EFECTIVO_POR_DEFECTO,
  dentroDelTope,
  efectivoHabilitado,
  topeEfectivo,
} from './efectivo.rules.js';

describe('efectivo contra entrega: configuración', () => {
  it('sólo los valores afirmativos lo habilitan', () => {
    for (const v of ['true', '1', 'si', 'Sí', ' TRUE ']) expect(efectivoHabilitado(v)).toBe(true);
    for (const v of ['false', '0', 'no', '', 'quizás', null, undefined])
      expect(efectivoHabilitado(v)).toBe(false);
  });

  it('el tope es un entero en guaraníes (con o sin puntos de miles) o el de por defecto', () => {
    expect(topeEfectivo('500000')).toBe(500_000);
    expect(topeEfectivo('1.500.000')).toBe(1_500_000);
    expect(topeEfectivo('0')).toBe(0);
    for (const v of ['-1', '1,5', 'mucho', '', null])
      expect(topeEfectivo(v)).toBe(TOPE_EFECTIVO_POR_DEFECTO);
  });

  it('llegar justo al tope todavía permite; superarlo no', () => {
    expect(dentroDelTope(100, 100)).toBe(true);
    expect(dentroDelTope(101, 100)).toBe(false);
    expect(dentroDelTope(0, 0)).toBe(true);
  });
});
