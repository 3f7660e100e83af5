import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES } from '../errores.js';
import {
  filaImportacionSchema,
  guardarProductoProveedorSchema,
  guardarPromocionSchema,
  inventarioMasivoSchema,
  registroFabricanteSchema,
} from './proveedor.schema.js';

describe('esquemas del portal del proveedor', () => {
  it('registro: RUC con dígito verificador, días como lista y ubicación en Paraguay', () => {
    const base = {
      nombre: 'Chipería',
      nro_telefono: '0981 123 456',
      ruc: '80000005-6',
      razon_social: 'Chipería S.A.',
      dias_apertura: '5,1,1,3',
      calle_principal: 'Mcal. López',
      ubicacion: '-25.28, -57.61',
      ciudad: '1',
    };
    const ok = registroFabricanteSchema.parse(base);
    expect(ok).toMatchObject({
      nro_telefono: '595981123456',
      dias_apertura: ['1', '3', '5'],
      ubicacion: '-25.28,-57.61',
    });
    const mal = registroFabricanteSchema.safeParse({
      ...base,
      ruc: '80000005-1',
      ubicacion: '-34.6,-58.4',
    });
    expect(mal.success).toBe(false);
    const mensajes = mal.error?.issues.map((i) => i.message);
    expect(mensajes).toEqual(
      expect.arrayContaining([MENSAJES.rucInvalido, MENSAJES.ubicacionInvalida]),
    );
  });

  it('producto del proveedor: variantes como JSON en multipart y guaraníes con puntos', () => {
    const p = guardarProductoProveedorSchema.parse({
      nombre: 'Remera',
      precio: '120.000',
      cantidad_disponible: '0',
      variantes: JSON.stringify([
        { color: 'Blanco', medida: 'M', precio: 120000, cantidad_disponible: 3 },
      ]),
    });
    expect(p.precio).toBe(120000);
    expect(p.variantes).toHaveLength(1);
  });

  it('fila de importación: cualquier precio entero no negativo con separador de miles es válido', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (precio, stock) => {
          const texto = precio.toLocaleString('es-PY').replaceAll('\u00a0', '.');
          const r = filaImportacionSchema.safeParse({
            nombre: 'X',
            precio: texto,
            cantidad_disponible: String(stock),
          });
          return r.success && r.data.precio === precio && r.data.cantidad_disponible === stock;
        },
      ),
    );
    expect(
      filaImportacionSchema.safeParse({ nombre: '', precio: 'abc', cantidad_disponible: '-1' })
        .success,
    ).toBe(false);
  });

  it('promoción: porcentaje menor a 100 y fecha de fin posterior al inicio', () => {
    const base = {
      titulo: 'Oferta',
      tipo: 'porcentaje',
      valor: 20,
      fecha_inicio: '2026-12-01T00:00:00-03:00',
      fecha_fin: '2026-12-02T00:00:00-03:00',
    };
    expect(guardarPromocionSchema.safeParse(base).success).toBe(true);
    expect(guardarPromocionSchema.safeParse({ ...base, valor: 100 }).success).toBe(false);
    expect(
      guardarPromocionSchema.safeParse({ ...base, fecha_fin: base.fecha_inicio }).success,
    ).toBe(false);
  });

  it('inventario en bloque: al menos una fila y cantidades no negativas', () => {
    expect(inventarioMasivoSchema.safeParse({ items: [] }).success).toBe(false);
    expect(
      inventarioMasivoSchema.safeParse({ items: [{ producto: 1, cantidad_disponible: -1 }] })
        .success,
    ).toBe(false);
    expect(
      inventarioMasivoSchema.parse({ items: [{ producto: '1', cantidad_disponible: '7' }] })
        .items[0],
    ).toMatchObject({ producto: 1, cantidad_disponible: 7 });
  });
});
