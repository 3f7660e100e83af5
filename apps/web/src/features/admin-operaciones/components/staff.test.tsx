import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { DetalleStaffAdmin, FormularioStaffAdmin } from './staff';
import { json, pagina } from '../../../shared/test/respuestas-api';

const MIEMBRO = {
  id: 5,
  username: 'rosa',
  email: 'rosa@ejemplo.com.py',
  first_name: 'Rosa',
  last_name: 'Benítez',
  activo: true,
  rol: 'staff',
  fabricante_id: 12,
};

function stubApi(proveedor: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      if (u.startsWith('/api/usuario_staff/5/')) return json(MIEMBRO);
      if (u.startsWith('/api/fabricante/12/')) return proveedor();
      return json(pagina([]));
    }),
  );
}

const montar = (url = '/admin/staff/detail?id=5&fabricante_id=12') =>
  renderizar(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/admin/staff/detail', element: <DetalleStaffAdmin /> },
          { path: '/admin/staff/create', element: <FormularioStaffAdmin /> },
        ],
        { initialEntries: [url] },
      )}
    />,
  );

describe('DetalleStaffAdmin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('el equipo del usuario se nombra con el nombre del proveedor y enlaza a su ficha', async () => {
    stubApi(() => json({ id: 12, nombre: 'Almacén San Roque' }));
    montar();
    const enlace = await screen.findByRole('link', { name: 'Almacén San Roque' });
    expect(enlace.getAttribute('href')).toBe('/admin/proveedor/detail/12');
  });

  it('si la ficha del proveedor no carga, queda el número con el enlace', async () => {
    stubApi(() => json({ detail: 'Error interno' }, 500));
    montar();
    const enlace = await screen.findByRole('link', { name: 'Proveedor #12' });
    expect(enlace.getAttribute('href')).toBe('/admin/proveedor/detail/12');
  });

  it('el alta de un usuario para el equipo de un proveedor lo nombra en el título', async () => {
    stubApi(() => json({ id: 12, nombre: 'Almacén San Roque' }));
    montar('/admin/staff/create?fabricante_id=12');
    expect(
      await screen.findByRole('heading', { name: 'Nuevo usuario de Almacén San Roque' }),
    ).toBeTruthy();
  });
});
