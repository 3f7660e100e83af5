import { describe, expect, it } from 'vitest';
import { destinoSeguro, rutaIngresoDesde } from './destino-ingreso';

describe('destino después de ingresar', () => {
  it('recuerda la ruta pedida con su consulta', () => {
    expect(rutaIngresoDesde('/checkout')).toBe('/login?siguiente=%2Fcheckout');
    expect(rutaIngresoDesde('/pedidos/5', '?a=1')).toBe('/login?siguiente=%2Fpedidos%2F5%3Fa%3D1');
  });

  it('acepta sólo rutas propias de la app', () => {
    expect(destinoSeguro('/checkout')).toBe('/checkout');
    expect(destinoSeguro('/buscar?q=yerba')).toBe('/buscar?q=yerba');
    for (const malo of [
      null,
      '',
      'checkout',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/login',
      '/login?siguiente=%2F',
      '/logout',
      '/a\nb',
    ]) {
      expect(destinoSeguro(malo)).toBeNull();
    }
    expect(rutaIngresoDesde('/login')).toBe('/login');
    // Desde la portada cada rol vuelve a su propio inicio.
    expect(rutaIngresoDesde('/')).toBe('/login');
  });
});
