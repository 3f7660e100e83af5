import { MENSAJES } from '@nemu/domain';
import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solicitar } from '../shared/api/cliente-api';
import { iniciarSesion } from '../shared/sesion/sesion.store';
import { renderizar } from '../shared/test/renderizar';
import { usuarioDemo } from '../shared/test/usuario-demo';
import { Raiz } from './raiz';
import { SIN_SESION } from './routes/sin-sesion';

// El refresco de la sesión haría su propia consulta; aquí sólo cuentan las del test.
vi.mock('./refresco-sesion', () => ({ RefrescoSesion: () => null }));

function abrirEn(ruta: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Raiz />,
        children: [
          { path: '/login', handle: SIN_SESION, element: <p>ingreso</p> },
          { path: '/', handle: SIN_SESION, element: <p>portada</p> },
          { path: '/pedidos', element: <p>mis pedidos</p> },
        ],
      },
    ],
    { initialEntries: [ruta] },
  );
  renderizar(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

/** Varias consultas rechazadas a la vez, como al volver a una pantalla con la sesión vencida. */
async function tresNoAutorizadas() {
  await act(() => Promise.all(['/a/', '/b/', '/c/'].map((ruta) => solicitar(ruta))));
}

describe('Raiz: sesión vencida', () => {
  beforeEach(() => {
    iniciarSesion({ ...usuarioDemo, token: 'vencido' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ detail: 'Token inválido.' }), { status: 401 }),
      ),
    );
  });

  it('avisa una sola vez y lleva al ingreso, que vuelve a la página', async () => {
    const router = abrirEn('/pedidos?estado=pendiente');
    expect(await screen.findByText('mis pedidos')).toBeTruthy();
    await tresNoAutorizadas();
    expect(await screen.findByText('ingreso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('siguiente')).toBe(
      '/pedidos?estado=pendiente',
    );
    expect(await screen.findAllByText(MENSAJES.tokenInvalido)).toHaveLength(1);
  });

  it('en una página sin sesión sigue como visitante y avisa una vez', async () => {
    const router = abrirEn('/');
    expect(await screen.findByText('portada')).toBeTruthy();
    await tresNoAutorizadas();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findAllByText(MENSAJES.tokenInvalido)).toHaveLength(1);
  });

  it('en el ingreso no avisa', async () => {
    const router = abrirEn('/login');
    expect(await screen.findByText('ingreso')).toBeTruthy();
    await tresNoAutorizadas();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(MENSAJES.tokenInvalido)).toBeNull();
  });
});
