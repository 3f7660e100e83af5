import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useEscapeAtras } from './use-escape-atras';

function Pantalla({ capa }: { capa?: 'abierta' | 'cerrada' }) {
  useEscapeAtras();
  const { pathname } = useLocation();
  return (
    <>
      <p>{pathname}</p>
      {capa && <div role="dialog" style={capa === 'cerrada' ? { display: 'none' } : undefined} />}
    </>
  );
}

// Con el historial del navegador (jsdom): el hook lee su posición en `history.state.idx`.
async function montar(capa?: 'abierta' | 'cerrada') {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([
    { path: '/', element: <Pantalla /> },
    { path: '/checkout', element: <Pantalla capa={capa} /> },
  ]);
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/checkout'));
}

/** Volver atrás es asíncrono (popstate): una navegación que no debía pasar se ve después. */
const sinNavegar = async () => {
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(screen.getByText('/checkout')).toBeTruthy();
};

const escape = () =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  });

describe('Escape vuelve a la pantalla anterior', () => {
  it('vuelve con un diálogo montado pero cerrado (keepMounted)', async () => {
    await montar('cerrada');
    escape();
    expect(await screen.findByText('/')).toBeTruthy();
  });

  it('con un diálogo abierto no vuelve: Escape lo cierra', async () => {
    await montar('abierta');
    escape();
    await sinNavegar();
  });

  it('no vuelve cuando el mismo Escape cierra la lista de un combo', async () => {
    await montar();
    const lista = document.createElement('div');
    lista.setAttribute('role', 'listbox');
    const combo = document.createElement('input');
    // Como un combo de Mantine: su propio manejador cierra la lista antes de que el evento
    // llegue a la ventana.
    combo.addEventListener('keydown', () => {
      lista.style.display = 'none';
    });
    document.body.append(combo, lista);
    act(() => {
      combo.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await sinNavegar();
    combo.remove();
    lista.remove();
  });
});
