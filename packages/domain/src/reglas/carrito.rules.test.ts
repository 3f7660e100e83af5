import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { totalesCarrito, type ItemCarrito } from './carrito.rules.js';

const item = (p: Partial<ItemCarrito>): ItemCarrito => ({
  precio: 10000,
  precio_mayorista: null,
  variante: null,
  cantidad: 1,
  ...p,
});

describe('totalesCarrito', () => {
  it('sums price × quantity', () => {
    const r = totalesCarrito([item({ cantidad: 2 }), item({ precio: 5500, cantidad: 3 })], false);
    expect(r).toEqual({ subtotal: 36500, total: 36500, diferencia: 0, cantidadItems: 5 });
  });

  it('uses the variant price when there is a variant', () => {
    const r = totalesCarrito([item({ variante: { precio: 12000 }, cantidad: 2 })], false);
    expect(r.total).toBe(24000);
  });

  it('uses the wholesale price with compra mejorada and reports the difference', () => {
    const items = [
      item({ precio_mayorista: 8000, cantidad: 10 }),
      item({ precio: 3000, cantidad: 1 }),
    ];
    expect(totalesCarrito(items, true)).toEqual({
      subtotal: 103000,
      total: 83000,
      diferencia: 20000,
      cantidadItems: 11,
    });
    expect(totalesCarrito(items, false).diferencia).toBe(0);
  });

  it('ignores a zero wholesale price', () => {
    expect(totalesCarrito([item({ precio_mayorista: 0 })], true).total).toBe(10000);
  });

  it('is zero for an empty cart', () => {
    expect(totalesCarrito([], true)).toEqual({
      subtotal: 0,
      total: 0,
      diferencia: 0,
      cantidadItems: 0,
    });
  });

  it('rejects fractional or negative quantities and prices', () => {
    expect(() => totalesCarrito([item({ cantidad: 1.5 })], false)).toThrow(RangeError);
    expect(() => totalesCarrito([item({ cantidad: -1 })], false)).toThrow(RangeError);
    expect(() => totalesCarrito([item({ precio: 10.5 })], false)).toThrow(RangeError);
  });

  const arbItem = fc.record({
    precio: fc.integer({ min: 0, max: 10_000_000 }),
    precio_mayorista: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    variante: fc.option(fc.record({ precio: fc.integer({ min: 0, max: 10_000_000 }) })),
    cantidad: fc.integer({ min: 0, max: 1000 }),
  });

  it('is additive and consistent (property)', () => {
    fc.assert(
      fc.property(fc.array(arbItem), fc.array(arbItem), fc.boolean(), (a, b, cm) => {
        const ra = totalesCarrito(a, cm);
        const rb = totalesCarrito(b, cm);
        const rab = totalesCarrito([...a, ...b], cm);
        expect(rab.total).toBe(ra.total + rb.total);
        expect(rab.cantidadItems).toBe(ra.cantidadItems + rb.cantidadItems);
        expect(rab.diferencia).toBe(rab.subtotal - rab.total);
        expect(Number.isInteger(rab.total)).toBe(true);
        if (!cm) expect(rab.diferencia).toBe(0);
      }),
    );
  });
});
