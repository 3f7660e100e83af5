import { describe, expect, it } from 'vitest';
import {
  debeReportarPosicion,
  distanciaMetros,
  posicionesAGuardar,
  puntoDeTexto,
  ubicacionComoTexto,
} from './rastreo.rules.js';

// Un grado de latitud son ~111,2 km: 0,0001° ≈ 11,1 m.
const base = { lat: -25.30066, lng: -57.63591 };
const mover = (metrosNorte: number) => ({ lat: base.lat + metrosNorte / 111_195, lng: base.lng });

describe('debeReportarPosicion', () => {
  it('reporta siempre la primera posición', () => {
    expect(debeReportarPosicion(null, base)).toBe(true);
  });

  it('ignora movimientos menores a 20 m y reporta desde 20 m', () => {
    expect(debeReportarPosicion(base, mover(5))).toBe(false);
    expect(debeReportarPosicion(base, mover(19.5))).toBe(false);
    expect(debeReportarPosicion(base, mover(20.5))).toBe(true);
    expect(debeReportarPosicion(base, mover(300))).toBe(true);
  });

  it('acepta otro mínimo', () => {
    expect(debeReportarPosicion(base, mover(30), 50)).toBe(false);
    expect(debeReportarPosicion(base, mover(60), 50)).toBe(true);
  });
});

describe('distanciaMetros', () => {
  it('mide en metros y es simétrica', () => {
    expect(distanciaMetros(base, mover(100))).toBeCloseTo(100, 0);
    expect(distanciaMetros(mover(100), base)).toBeCloseTo(distanciaMetros(base, mover(100)), 6);
    expect(distanciaMetros(base, base)).toBe(0);
  });
});

describe('ubicación como texto', () => {
  it('va y vuelve con 6 decimales', () => {
    const texto = ubicacionComoTexto(base);
    expect(texto).toBe('-25.300660,-57.635910');
    expect(puntoDeTexto(texto)).toEqual(base);
  });

  it('rechaza textos inválidos', () => {
    for (const t of [null, '', 'abc', '1,2,3', '95,10', '-25,-190', '-25,']) {
      expect(puntoDeTexto(t)).toBeNull();
    }
  });
});

describe('posicionesAGuardar', () => {
  it('en un lote descarta los pasos menores a 20 m contra la última guardada, no contra la anterior', () => {
    // 12 m y 24 m: el segundo se guarda porque suma 24 m desde la última guardada.
    const serie = [mover(12), mover(24), mover(30), mover(60)];
    expect(posicionesAGuardar(base, serie)).toEqual([mover(24), mover(60)]);
  });

  it('sin una guardada antes, la primera del lote se guarda', () => {
    expect(posicionesAGuardar(null, [base, mover(5), mover(25)])).toEqual([base, mover(25)]);
    expect(posicionesAGuardar(base, [])).toEqual([]);
  });
});
