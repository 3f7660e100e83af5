import { act, fireEvent, screen } from '@testing-library/react';
import { createBrowserRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Raiz } from './raiz';
import { VolverFlota } from '../shared/flota/alta-vehiculo';
import { renderizar } from '../shared/test/renderizar';

function Pantalla({ nombre }: { nombre: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{nombre}</h1>
      <p data-testid="ubicacion">{pathname + search}</p>
      <Link to="/vehiculos/7">Abrir el vehículo</Link>
    </>
  );
}

function Detalle() {
  return (
    <>
      <h1>Vehículo 7</h1>
      <VolverFlota a="/vehiculos" texto="Mis vehículos" />
    </>
  );
}

// Con el historial del navegador (jsdom), como en la app: la raíz registra la ruta anterior.
function abrirEn(ruta: string) {
  window.history.replaceState(null, '', ruta);
  const router = createBrowserRouter([
    {
      element: <Raiz />,
      children: [
        { path: '/vehiculos', element: <Pantalla nombre="Mis vehículos" /> },
        { path: '/perfil', element: <Pantalla nombre="Mi perfil" /> },
        { path: '/vehiculos/7', element: <Detalle /> },
      ],
    },
  ]);
  renderizar(<RouterProvider router={router} />);
  return router;
}

async function volver() {
  fireEvent.click(await screen.findByRole('link', { name: 'Mis vehículos' }));
  await screen.findByRole('heading', { level: 1, name: /Mis vehículos|Mi perfil/ });
}

describe('«Volver» de una ficha', () => {
  it('si se vino de la lista, vuelve atrás y conserva su búsqueda y página', async () => {
    const router = abrirEn('/vehiculos?search=toyota&page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Abrir el vehículo' }));
    expect(await screen.findByRole('heading', { name: 'Vehículo 7' })).toBeTruthy();
    await volver();
    expect(screen.getByTestId('ubicacion').textContent).toBe('/vehiculos?search=toyota&page=2');
    expect(router.state.historyAction).toBe('POP');
  });

  it('si se vino de otra pantalla, va a la lista por defecto', async () => {
    const router = abrirEn('/perfil');
    fireEvent.click(await screen.findByRole('link', { name: 'Abrir el vehículo' }));
    expect(await screen.findByRole('heading', { name: 'Vehículo 7' })).toBeTruthy();
    await volver();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis vehículos');
    expect(screen.getByTestId('ubicacion').textContent).toBe('/vehiculos');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('al entrar directo a la ficha, va a la lista por defecto', async () => {
    const router = abrirEn('/vehiculos/7');
    expect(await screen.findByRole('heading', { name: 'Vehículo 7' })).toBeTruthy();
    await volver();
    expect(screen.getByTestId('ubicacion').textContent).toBe('/vehiculos');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('Escape sigue volviendo a la pantalla anterior', async () => {
    abrirEn('/perfil');
    fireEvent.click(await screen.findByRole('link', { name: 'Abrir el vehículo' }));
    expect(await screen.findByRole('heading', { name: 'Vehículo 7' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeTruthy();
  });
});
