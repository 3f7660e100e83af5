import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TOPE_EFECTIVO_POR_DEFECTO,
  dentroDelTope,
  efectivoHabilitado,
  partesCobroEfectivo,
  topeEfectivo,
  UNIDAD_COBRO_EFECTIVO,
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

describe('partes del cobro en efectivo por orden de venta', () => {
  it('cada orden lleva su total más la proporción del envío; las partes suman el total', () => {
    // 100.000 + 50.000 de productos y 15.000 de envío: 10.000 y 5.000 de envío.
    const partes = partesCobroEfectivo(165_000, [
      { id: 7, total: 100_000 },
      { id: 3, total: 50_000 },
    ]);
    expect(partes.get(7)).toBe(110_000);
    expect(partes.get(3)).toBe(55_000);
  });

  it('las partes van en múltiplos de 500 por mayor resto; lo suelto va a la parte mayor', () => {
    // 164.000 entre 29.000 + 38.000 de productos (envío 97.000): 70.985 y 93.015 sin redondear.
    const partes = partesCobroEfectivo(164_000, [
      { id: 4, total: 29_000 },
      { id: 5, total: 38_000 },
    ]);
    expect(partes.get(4)).toBe(71_000);
    expect(partes.get(5)).toBe(93_000);
    const sueltos = partesCobroEfectivo(100_001, [
      { id: 1, total: 1 },
      { id: 2, total: 1 },
      { id: 3, total: 1 },
    ]);
    // 200 unidades de 500: 67, 67 y 66; el guaraní suelto, a la mayor (la primera por id).
    expect([...sueltos.entries()]).toEqual([
      [1, 33_501],
      [2, 33_500],
      [3, 33_000],
    ]);
  });

  it('sin montos en las órdenes, partes iguales; sin órdenes, nada', () => {
    expect([
      ...partesCobroEfectivo(10_000, [
        { id: 1, total: 0 },
        { id: 2, total: 0 },
      ]).values(),
    ]).toEqual([5_000, 5_000]);
    expect(partesCobroEfectivo(10, []).size).toBe(0);
  });

  it('propiedad: para cualquier reparto, las partes suman el total y ninguna es negativa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.uniqueArray(fc.record({ id: fc.nat(1000), total: fc.nat(5_000_000) }), {
          minLength: 1,
          maxLength: 6,
          selector: (o) => o.id,
        }),
        (total, ordenes) => {
          const partes = partesCobroEfectivo(total, ordenes);
          expect(partes.size).toBe(ordenes.length);
          expect([...partes.values()].reduce((s, v) => s + v, 0)).toBe(total);
          for (const v of partes.values()) expect(v).toBeGreaterThanOrEqual(0);
          // A lo sumo una parte (la que lleva lo suelto) no es múltiplo de la unidad.
          const fuera = [...partes.values()].filter((v) => v % UNIDAD_COBRO_EFECTIVO !== 0);
          expect(fuera.length).toBeLessThanOrEqual(total % UNIDAD_COBRO_EFECTIVO === 0 ? 0 : 1);
        },
      ),
    );
  });
});
