import { describe, expect, it } from 'vitest';
import { REFRESCO_REDIRECCION_MAX, REFRESCO_REDIRECCION_MIN } from '../constantes.js';
import {
  PARAMETRO_REFRESCO,
  conRefresco,
  sinRefresco,
  valorRefresco,
} from './redireccion.rules.js';

describe('parámetro de refresco de las redirecciones (§2)', () => {
  it('queda entre 1000 y 9999 en los extremos del azar', () => {
    expect(valorRefresco(() => 0)).toBe(REFRESCO_REDIRECCION_MIN);
    expect(valorRefresco(() => 0.999999999)).toBe(REFRESCO_REDIRECCION_MAX);
    for (let i = 0; i < 200; i++) {
      const v = valorRefresco();
      expect(v).toBeGreaterThanOrEqual(1000);
      expect(v).toBeLessThanOrEqual(9999);
      expect(Number.isInteger(v)).toBe(true);
    }
  });

  it('se agrega a rutas con y sin consulta, conserva el fragmento y reemplaza uno previo', () => {
    expect(conRefresco('/login', () => 0)).toBe(`/login?${PARAMETRO_REFRESCO}=1000`);
    expect(conRefresco('/pedido?transaccion_id=7', () => 0)).toBe(
      '/pedido?transaccion_id=7&refresco=1000',
    );
    expect(conRefresco('/x?refresco=5555#arriba', () => 0)).toBe('/x?refresco=1000#arriba');
    expect(conRefresco('https://nemu.com.py/pedidos?status=ok', () => 0)).toBe(
      'https://nemu.com.py/pedidos?status=ok&refresco=1000',
    );
  });

  it('se quita sin tocar los demás parámetros', () => {
    expect(sinRefresco('?refresco=1234')).toBe('');
    expect(sinRefresco('?status=payment_success&refresco=1234')).toBe('?status=payment_success');
    expect(sinRefresco('')).toBe('');
  });
});
