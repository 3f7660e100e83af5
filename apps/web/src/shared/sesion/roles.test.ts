import { describe, expect, it } from 'vitest';
import { usuarioDemo } from '../test/usuario-demo';
import { nombreVisible, rolPrincipal, rutaInicio, tieneRol } from './roles';

describe('roles', () => {
  it.each([
    [{ administrador: true }, '/admin'],
    [{ adm_transportista: true }, '/adm_transportista/home'],
    [{ fabricante: true, fabricante_id: 3 }, '/proveedor'],
    [{ transportista: true, transportista_id: 4 }, '/driver/home'],
    [{}, '/'],
  ])('el usuario %o llega a %s', (banderas, inicio) => {
    expect(rutaInicio({ ...usuarioDemo, ...banderas })).toBe(inicio);
  });

  it('el administrador tiene prioridad sobre los demás roles', () => {
    expect(rolPrincipal({ ...usuarioDemo, administrador: true, fabricante: true })).toBe('admin');
  });

  it('todo usuario con sesión puede usar el modo cliente', () => {
    expect(tieneRol(usuarioDemo, 'cliente')).toBe(true);
    expect(tieneRol(usuarioDemo, 'admin')).toBe(false);
  });

  it('muestra el nombre completo o, si falta, el usuario', () => {
    expect(nombreVisible(usuarioDemo)).toBe('Ana Benítez');
    expect(nombreVisible({ ...usuarioDemo, first_name: '', last_name: '' })).toBe('cliente');
  });
});
