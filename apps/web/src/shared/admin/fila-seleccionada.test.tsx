import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { seleccionarAdmin } from '../interfaz/interfaz.store';
import { renderizar } from '../test/renderizar';
import { ListaAdmin } from './lista-admin';

interface Tipo {
  id: number;
  nombre: string;
}

const TIPOS: Tipo[] = [
  { id: 1, nombre: 'Moto' },
  { id: 2, nombre: 'Furgón' },
  { id: 3, nombre: 'Camión' },
];

function useTipos() {
  return useQuery({
    queryKey: ['tipos'],
    queryFn: () => Promise.resolve({ count: TIPOS.length, results: TIPOS }),
  });
}

function ListaTipos() {
  return (
    <ListaAdmin
      titulo="Tipos de vehículo"
      ordenPorDefecto=""
      useConsulta={useTipos}
      columnas={[{ titulo: 'Nombre', celda: (t) => t.nombre }]}
      idDe={(t) => t.id}
      nombreDe={(t) => t.nombre}
      etiquetaBusqueda="Buscar tipos de vehículo"
      vacio="Sin tipos"
      enlaceDe={(t) => `/admin/tipo-vehiculo/update/${t.id}`}
      claveSeleccion="tipoVehiculo"
    />
  );
}

/** Como las fichas del panel: al abrirse guardan su selección (§2). */
function EditarTipo() {
  const id = Number(useParams().id);
  useEffect(() => seleccionarAdmin('tipoVehiculo', id), [id]);
  return <h1>Editando el tipo {id}</h1>;
}

const fila = (nombre: string) => screen.getByText(nombre).closest('tr');

describe('lista del panel: fila del último elemento abierto', () => {
  it('al volver del detalle, resalta y lleva a la vista la fila abierta', async () => {
    const aLaVista = vi.spyOn(Element.prototype, 'scrollIntoView');
    const router = createMemoryRouter(
      [
        { path: '/admin/tipo-vehiculo', element: <ListaTipos /> },
        { path: '/admin/tipo-vehiculo/update/:id', element: <EditarTipo /> },
      ],
      { initialEntries: ['/admin/tipo-vehiculo?page=1'] },
    );
    renderizar(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByText('Furgón'));
    expect(await screen.findByRole('heading', { name: 'Editando el tipo 2' })).toBeTruthy();

    await act(() => router.navigate(-1));
    await screen.findByText('Furgón');
    const furgon = fila('Furgón');
    expect(furgon?.getAttribute('data-seleccionada')).toBe('true');
    expect(furgon?.getAttribute('aria-current')).toBe('true');
    expect(furgon?.className).toMatch(/seleccionada/);
    for (const otro of ['Moto', 'Camión']) {
      expect(fila(otro)?.hasAttribute('data-seleccionada')).toBe(false);
      expect(fila(otro)?.hasAttribute('aria-current')).toBe(false);
    }
    expect(aLaVista).toHaveBeenCalledTimes(1);
    expect(aLaVista.mock.contexts[0]).toBe(furgon);
    aLaVista.mockRestore();
  });
});
