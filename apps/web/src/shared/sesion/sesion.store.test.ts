import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usuarioDemo } from '../test/usuario-demo';

const CLAVE = 'nemu.sesion';

/** Carga el store de nuevo, como al abrir la app con lo que haya en localStorage. */
async function abrirApp(guardado: string | null) {
  if (guardado === null) localStorage.removeItem(CLAVE);
  else localStorage.setItem(CLAVE, guardado);
  vi.resetModules();
  return import('./sesion.store');
}

describe('sesión guardada', () => {
  beforeEach(() => localStorage.clear());

  it('una sesión válida se usa desde el primer render y sigue tras validarla', async () => {
    const store = await abrirApp(JSON.stringify({ token: 'abc', usuario: usuarioDemo }));
    expect(store.obtenerToken()).toBe('abc');
    await store.validarSesionGuardada();
    expect(store.obtenerToken()).toBe('abc');
    expect(localStorage.getItem(CLAVE)).toContain('"token":"abc"');
  });

  it('un usuario que no cumple el esquema se descarta al validar', async () => {
    const store = await abrirApp(JSON.stringify({ token: 'abc', usuario: { id: 'x' } }));
    await store.validarSesionGuardada();
    expect(store.obtenerToken()).toBeNull();
    expect(localStorage.getItem(CLAVE)).toBeNull();
  });

  it('sin token o con datos ilegibles no hay sesión', async () => {
    expect((await abrirApp('{no es json')).obtenerToken()).toBeNull();
    expect((await abrirApp(JSON.stringify({ usuario: usuarioDemo }))).obtenerToken()).toBeNull();
    expect((await abrirApp(null)).obtenerToken()).toBeNull();
  });
});
