import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mezclarParametros, useParametrosUrl, type CambiosUrl } from './parametros-url';

describe('mezclarParametros', () => {
  it('fija, borra los vacíos y vuelve a la página 1', () => {
    const p = mezclarParametros('categoria=3&page=4&min=10', { max: 70000, min: null });
    expect(p.toString()).toBe('categoria=3&max=70000');
  });

  it('respeta la página pedida, puede no reiniciarla y borra los alias', () => {
    expect(mezclarParametros('page=2', { page: 5 }).toString()).toBe('page=5');
    expect(mezclarParametros('page=2', { orden: 'x' }, { reiniciarPagina: false }).toString()).toBe(
      'page=2&orden=x',
    );
    expect(mezclarParametros('q=yerba', { search: 'mate' }, { borrar: ['q'] }).toString()).toBe(
      'search=mate',
    );
  });
});

describe('useParametrosUrl', () => {
  function montar(inicial: string) {
    let cambiar: ((c: CambiosUrl) => void) | undefined;
    function Pantalla() {
      const [params, fijar] = useParametrosUrl();
      cambiar = fijar;
      return <p>{params.toString()}</p>;
    }
    const router = createMemoryRouter([{ path: '/buscar', element: <Pantalla /> }], {
      initialEntries: [`/buscar${inicial}`],
    });
    render(<RouterProvider router={router} />);
    return { router, cambiar: (c: CambiosUrl) => cambiar?.(c) };
  }

  it('dos cambios antes de que se pinte el primero se suman (no se pisan)', async () => {
    const { router, cambiar } = montar('?page=2');
    const delPrimerRender = cambiar;
    await act(async () => {
      delPrimerRender({ categoria: 3 });
      delPrimerRender({ max: 70000 });
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=3&max=70000'));
  });

  it('tras una navegación ajena parte de la URL nueva', async () => {
    const { router, cambiar } = montar('?categoria=3');
    await act(async () => {
      cambiar({ max: 5 });
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=3&max=5'));
    await act(() => router.navigate('/buscar?search=mate'));
    await act(async () => {
      cambiar({ ordering: 'precio' });
      await Promise.resolve();
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=mate&ordering=precio'));
  });
});
