import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { AdminMargenes } from './margenes';
import { json, pagina } from '../../../shared/test/respuestas-api';

/** Stub de la API: la búsqueda de proveedores devuelve `enBusqueda`; la ficha, el proveedor 12. */
function stubApi(enBusqueda: { id: number; nombre: string }[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = String(url);
      urls.push(u);
      if (u.startsWith('/api/fabricante/12/')) return json({ id: 12, nombre: 'Almacén San Roque' });
      if (u.startsWith('/api/fabricante/')) return json(pagina(enBusqueda));
      if (u.startsWith('/api/categoria/') || u.startsWith('/api/updateMargen/')) return json([]);
      return json(pagina([]));
    }),
  );
  return urls;
}

const montar = () =>
  renderizar(
    <RouterProvider
      router={createMemoryRouter([{ path: '/admin/margenes', element: <AdminMargenes /> }], {
        initialEntries: ['/admin/margenes?fabricante=12'],
      })}
    />,
  );

describe('AdminMargenes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('el proveedor de la URL que no está en la primera página de la búsqueda se muestra con su nombre', async () => {
    const urls = stubApi([{ id: 3, nombre: 'Distribuidora Guaraní' }]);
    montar();
    const campo = await screen.findByRole('combobox', { name: 'Proveedor' });
    await waitFor(() => expect((campo as HTMLInputElement).value).toBe('Almacén San Roque'));
    expect(urls).toContain('/api/fabricante/12/');
  });

  it('si el proveedor ya está entre las opciones no pide su ficha', async () => {
    const urls = stubApi([{ id: 12, nombre: 'Almacén San Roque' }]);
    montar();
    const campo = await screen.findByRole('combobox', { name: 'Proveedor' });
    await waitFor(() => expect((campo as HTMLInputElement).value).toBe('Almacén San Roque'));
    expect(urls.some((u) => u.startsWith('/api/fabricante/12/'))).toBe(false);
  });
});
