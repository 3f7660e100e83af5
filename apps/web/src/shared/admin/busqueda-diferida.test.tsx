import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { ListaAdmin } from './lista-admin';

interface Tipo {
  id: number;
  nombre: string;
}

const TIPOS: Tipo[] = [{ id: 1, nombre: 'Carreta' }];

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
      columnas={[{ titulo: 'Nombre', orden: 'nombre', celda: (t) => t.nombre }]}
      idDe={(t) => t.id}
      nombreDe={(t) => t.nombre}
      etiquetaBusqueda="Buscar tipos de vehículo"
      vacio="Sin tipos"
      acciones={(t) => (
        <Anchor component={Link} to={`/admin/tipo-vehiculo/update/${t.id}`}>
          Editar {t.nombre}
        </Anchor>
      )}
    />
  );
}

function montar(rutas: RouteObject[]) {
  const router = createMemoryRouter(rutas, { initialEntries: ['/admin/tipo-vehiculo'] });
  renderizar(
    <Suspense fallback={<p>Cargando pantalla</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

/** La edición dentro de la ruta de la lista: la lista sigue montada (rutas anidadas). */
const anidadas: RouteObject[] = [
  {
    path: '/admin/tipo-vehiculo',
    element: (
      <>
        <ListaTipos />
        <Outlet />
      </>
    ),
    children: [{ path: 'update/:id', element: <p>Editando el tipo</p> }],
  },
];

/** Pasa el tiempo (más que la pausa de la búsqueda) dejando que React y el router actúen. */
const pausa = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

const ubicacion = (router: ReturnType<typeof montar>) =>
  router.state.location.pathname + router.state.location.search;
const caja = () => screen.getByRole('textbox', { name: 'Buscar tipos de vehículo' });
const escribir = (texto: string) => fireEvent.change(caja(), { target: { value: texto } });

describe('búsqueda diferida de las listas del panel', () => {
  afterEach(() => vi.useRealTimers());

  it('escribe la búsqueda en la URL tras la pausa', async () => {
    const router = montar(anidadas);
    await screen.findByText('Editar Carreta');
    escribir('Carreta');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Carreta'), {
      timeout: 3000,
    });
  });

  it('otro cambio en la misma lista durante la pausa no descarta la búsqueda', async () => {
    const router = montar(anidadas);
    await screen.findByText('Editar Carreta');
    escribir('Carreta');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por Nombre' }));
    await pausa(500);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('ordering')).toBe('nombre');
    expect(params.get('search')).toBe('Carreta');
  });

  it('no vuelve a la lista si la pausa termina antes de que React pinte la pantalla nueva', async () => {
    // La edición es perezosa (como en la app): el router pasa a «cargando» en el clic.
    const router = montar([
      { path: '/admin/tipo-vehiculo', element: <ListaTipos /> },
      {
        path: '/admin/tipo-vehiculo/update/:id',
        lazy: () => Promise.resolve({ Component: () => <p>Editando el tipo</p> }),
      },
    ]);
    await screen.findByText('Editar Carreta');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    escribir('Carreta');
    const editar = screen.getByRole('link', { name: 'Editar Carreta' });
    // La pausa termina en el mismo act del clic: React todavía no pintó la navegación.
    act(() => {
      editar.click();
      vi.advanceTimersByTime(500);
    });
    vi.useRealTimers();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo/update/1');
    expect(await screen.findByText('Editando el tipo')).toBeTruthy();
  });

  it('no escribe la búsqueda en otra pantalla si la lista sigue montada (rutas anidadas)', async () => {
    const router = montar(anidadas);
    await screen.findByText('Editar Carreta');
    escribir('Carreta');
    fireEvent.click(screen.getByRole('link', { name: 'Editar Carreta' }));
    expect(await screen.findByText('Editando el tipo')).toBeTruthy();
    await pausa(500);
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo/update/1');
  });

  it('no escribe la búsqueda en otra pantalla mientras React todavía muestra la lista', async () => {
    let cargar = () => {};
    const datos = new Promise<void>((r) => (cargar = r));
    function Edicion() {
      use(datos);
      return <p>Editando el tipo</p>;
    }
    const router = montar([
      { path: '/admin/tipo-vehiculo', element: <ListaTipos /> },
      { path: '/admin/tipo-vehiculo/update/:id', element: <Edicion /> },
    ]);
    await screen.findByText('Editar Carreta');
    escribir('Carreta');
    const editar = screen.getByRole('link', { name: 'Editar Carreta' });
    await act(async () => editar.click());
    // El router ya está en la edición aunque la transición siga mostrando la lista, donde
    // todavía se puede teclear.
    expect(screen.getByText('Editar Carreta')).toBeTruthy();
    await act(async () => escribir('Carretas'));
    await pausa(500);
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo/update/1');
    await act(async () => cargar());
    expect(await screen.findByText('Editando el tipo')).toBeTruthy();
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo/update/1');
  });

  it('al volver antes de la pausa, la lista muestra la búsqueda que ya estaba en la URL', async () => {
    const router = montar(anidadas);
    await screen.findByText('Editar Carreta');
    escribir('Car');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Car'), {
      timeout: 3000,
    });
    escribir('Carreta');
    fireEvent.click(screen.getByRole('link', { name: 'Editar Carreta' }));
    expect(await screen.findByText('Editando el tipo')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo?search=Car');
    await pausa(500);
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo?search=Car');
    expect(caja()).toHaveProperty('value', 'Car');
  });

  it('al volver antes de la pausa, la caja no muestra lo que no llegó a la URL', async () => {
    const router = montar(anidadas);
    await screen.findByText('Editar Carreta');
    escribir('Carreta');
    fireEvent.click(screen.getByRole('link', { name: 'Editar Carreta' }));
    expect(await screen.findByText('Editando el tipo')).toBeTruthy();
    await act(() => router.navigate(-1));
    await pausa(500);
    expect(ubicacion(router)).toBe('/admin/tipo-vehiculo');
    expect(caja()).toHaveProperty('value', '');
  });
});
