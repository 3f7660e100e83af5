import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { CajaBusqueda } from './caja-busqueda';
import { json, pagina } from '../test/respuestas-api';

const producto = (id: number, nombre: string) => ({
  id,
  nombre,
  precio: 30000,
  precio_mayorista: null,
  cantidad_disponible: 10,
  no_apto_menores: false,
  fabricante: 1,
  fabricante_nombre: 'Almacén',
  imagen: '/media/p.png',
  rating: 0,
  tiene_variantes: false,
});

function Ficha() {
  return <p>Ficha {useParams().slug}</p>;
}

const montar = () =>
  renderizar(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/', element: <CajaBusqueda /> },
          { path: '/producto/:slug', element: <Ficha /> },
        ],
        { initialEntries: ['/'] },
      )}
    />,
  );

describe('CajaBusqueda', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('mientras llegan las sugerencias de lo último escrito quedan las anteriores, y tocarlas lleva al producto', async () => {
    let responderYerba: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (String(url).includes('search=ye&'))
          return Promise.resolve(json(pagina([producto(7, 'Yerba mate Kurupí 500 g')])));
        // La de «yerba» tarda: la lista de «ye» tiene que seguir ahí.
        return new Promise<Response>((r) => {
          responderYerba = r;
        });
      }),
    );
    montar();
    const caja = await screen.findByRole('combobox', { name: 'Buscar productos' });
    fireEvent.focus(caja);
    fireEvent.change(caja, { target: { value: 'ye' } });
    // La lista de Mantine queda fuera del árbol accesible de jsdom (transición): `hidden`.
    const opcion = { name: 'Yerba mate Kurupí 500 g', hidden: true };
    await screen.findByRole('option', opcion);
    fireEvent.change(caja, { target: { value: 'yerba' } });
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('search=yerba'))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('option', opcion));
    expect(await screen.findByText('Ficha 7-yerba-mate-kurupi-500-g')).toBeTruthy();
    responderYerba(json(pagina([])));
  });
});
