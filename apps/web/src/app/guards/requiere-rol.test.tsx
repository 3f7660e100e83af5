import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../../shared/sesion/sesion.store';
import { usuarioDemo } from '../../shared/test/usuario-demo';
import { RequiereRol } from './requiere-rol';

function navegarA(ruta: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>ingreso</p> },
      { path: '/', element: <p>inicio cliente</p> },
      { path: '/proveedor', element: <p>inicio proveedor</p> },
      { path: '/admin', element: <RequiereRol rol="admin" />, children: [{ index: true, element: <p>admin</p> }] },
    ],
    { initialEntries: [ruta] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequiereRol', () => {
  beforeEach(reiniciarSesion);

  it('sin sesión lleva al ingreso', async () => {
    navegarA('/admin');
    expect(await screen.findByText('ingreso')).toBeTruthy();
  });

  it('con sesión pero sin el rol lleva al inicio propio', async () => {
    iniciarSesion({ ...usuarioDemo, fabricante: true, token: 't' });
    navegarA('/admin');
    expect(await screen.findByText('inicio proveedor')).toBeTruthy();
  });

  it('con el rol muestra la pantalla', async () => {
    iniciarSesion({ ...usuarioDemo, administrador: true, token: 't' });
    navegarA('/admin');
    expect(await screen.findByText('admin')).toBeTruthy();
  });
});
