import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../../shared/sesion/sesion.store';
import { renderizar } from '../../shared/test/renderizar';
import { usuarioDemo } from '../../shared/test/usuario-demo';
import { CheckoutPage } from '../routes/cliente/checkout.page';
import { rutasCliente } from '../routes/cliente/cliente.routes';

// El armazón real de la tienda (cabecera con buscador y carrito) con la página de checkout.
function abrirEn(ruta: string) {
  const router = createMemoryRouter(
    [
      {
        path: rutasCliente.path,
        element: rutasCliente.element,
        children: [
          { path: 'checkout', Component: CheckoutPage },
          { path: 'carrito', element: <h1>Mi carrito</h1> },
        ],
      },
    ],
    { initialEntries: [ruta] },
  );
  renderizar(<RouterProvider router={router} />);
  return router;
}

describe('cabecera de la tienda durante la compra', () => {
  beforeEach(() => {
    iniciarSesion({ ...usuarioDemo, token: 't' });
    // Las consultas quedan pendientes: sólo cuenta la cabecera.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    reiniciarSesion();
    vi.unstubAllGlobals();
  });

  it('en el checkout es reducida: compra segura y vuelta al carrito, sin buscador, menú ni carrito', async () => {
    abrirEn('/checkout');
    expect(await screen.findByText('Compra segura')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al carrito' }).getAttribute('href')).toBe(
      '/carrito',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Buscar productos' })).toBeNull();
    expect(screen.queryByTestId('carrito-cabecera')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abrir el menú' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('al salir del checkout vuelve la cabecera completa', async () => {
    const router = abrirEn('/checkout');
    fireEvent.click(await screen.findByRole('link', { name: 'Volver al carrito' }));
    expect(await screen.findByRole('heading', { name: 'Mi carrito' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/carrito');
    expect(screen.queryByText('Compra segura')).toBeNull();
    expect(screen.getByTestId('carrito-cabecera')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Buscar productos' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
  });
});
