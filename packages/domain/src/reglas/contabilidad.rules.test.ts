import { describe, expect, it } from 'vitest';
import {
  comisionDeLinea,
  desgloseIva,
  generarCdc,
  ivaIncluido,
  numeroFactura,
  partesNumeroFactura,
  repartirVenta,
  timbradoVigente,
  validarCdc,
} from './contabilidad.rules.js';

describe('CDC', () => {
  // Ejemplos de TIPS S.A. citados en dominio-paraguay §4.4.
  it.each([
    '01800695631001001000000612021112917595714694',
    '01800695631001001000000812021112910953738413',
    '01800695631001003000013712022010619364760029',
  ])('valida el dígito verificador de %s', (cdc) => {
    expect(validarCdc(cdc)).toBe(true);
    const malo = cdc.slice(0, 43) + String((Number(cdc[43]) + 1) % 10);
    expect(validarCdc(malo)).toBe(false);
  });

  it('arma el CDC a partir de sus partes', () => {
    expect(
      generarCdc({
        tipoDocumento: 1,
        rucEmisor: '80069563-1',
        establecimiento: '001',
        punto: '001',
        numero: 6,
        tipoContribuyente: 1,
        fechaEmision: '2021-11-29',
        tipoEmision: 1,
        codigoSeguridad: '759571469',
      }),
    ).toBe('01800695631001001000000612021112917595714694');
  });
});

describe('IVA incluido', () => {
  it('10 % = bruto / 11 y 5 % = bruto / 21 (dominio-paraguay §4.3)', () => {
    expect(ivaIncluido(110_000, 10)).toBe(10_000);
    expect(ivaIncluido(105_000, 5)).toBe(5_000);
    expect(ivaIncluido(50_000, 0)).toBe(0);
  });
  it('desglosa por columna', () => {
    expect(
      desgloseIva([
        { total: 110_000, tasa_iva: 10 },
        { total: 105_000, tasa_iva: 5 },
        { total: 7_000, tasa_iva: 0 },
      ]),
    ).toEqual({
      subtotal_exenta: 7_000,
      subtotal_5: 105_000,
      subtotal_10: 110_000,
      iva_5: 5_000,
      iva_10: 10_000,
      total: 222_000,
    });
  });
});

describe('comisión y reparto', () => {
  const linea = { fabricante_id: 1, categoria_id: 7, cantidad: 2, total: 100_000, comision: 10 };
  it('usa la comisión de la categoría sin margen del proveedor', () => {
    expect(comisionDeLinea(linea, [])).toBe(10_000);
  });
  it('el margen del proveedor en la categoría gana al general, y ambos a la categoría', () => {
    const general = { fabricante_id: 1, categoria_id: null, tipo: 10, margen: 5 };
    const enCategoria = { fabricante_id: 1, categoria_id: 7, tipo: 20, margen: 3_000 };
    expect(comisionDeLinea(linea, [general])).toBe(5_000);
    expect(comisionDeLinea(linea, [general, enCategoria])).toBe(6_000);
    expect(comisionDeLinea(linea, [{ ...general, fabricante_id: 2 }])).toBe(10_000);
  });
  it('nunca supera la línea', () => {
    expect(
      comisionDeLinea(linea, [{ fabricante_id: 1, categoria_id: null, tipo: 20, margen: 1e9 }]),
    ).toBe(100_000);
  });
  it('proveedores + comisión + envío = total', () => {
    const r = repartirVenta(
      [linea, { ...linea, fabricante_id: 2, total: 33_333, comision: 7.5 }],
      15_000,
      [],
    );
    const suma = r.proveedores.reduce((s, p) => s + p.neto, 0) + r.comision + r.envio;
    expect(suma).toBe(r.total);
    expect(r.total).toBe(148_333);
  });
});

describe('numeración y timbrado', () => {
  it('formatea y lee EEE-PPP-NNNNNNN', () => {
    expect(numeroFactura('001', '002', 45)).toBe('001-002-0000045');
    expect(partesNumeroFactura('001-002-0000045')).toEqual({
      establecimiento: '001',
      punto: '002',
      numero: 45,
    });
    expect(partesNumeroFactura('001-002-0000000')).toBeNull();
    expect(partesNumeroFactura('1-2-3')).toBeNull();
  });
  it('vigencia inclusive en ambos extremos', () => {
    const v = { inicio: '2026-01-01', fin: '2026-12-31' };
    expect(timbradoVigente('2026-01-01', v)).toBe(true);
    expect(timbradoVigente('2026-12-31', v)).toBe(true);
    expect(timbradoVigente('2027-01-01', v)).toBe(false);
    expect(timbradoVigente('2025-12-31', v)).toBe(false);
    expect(timbradoVigente('2030-01-01', { inicio: '2026-01-01', fin: null })).toBe(true);
  });
});
