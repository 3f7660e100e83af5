import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { AdminCategorias } from './categorias';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const BEBIDAS = {
  id: 4,
  nombre: 'Bebidas',
  comision: 10,
  superior: null,
  tipo_iva: 10,
  no_apto_menores: false,
  icono: null,
  imagen: null,
  nivel: 1,
  orden: 0,
};

/** Stub de la API: la lista de categorías; el resto responde `escritura`. */
function stubApi(escritura: () => Response) {
  const llamadas: { url: string; metodo: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      llamadas.push({ url: String(url), metodo });
      if (metodo !== 'GET') return escritura();
      if (String(url).includes('/categoria/')) return json([BEBIDAS]);
      return json({ count: 0, next: null, previous: null, results: [] });
    }),
  );
  return llamadas;
}

/** Como la raíz de la app: Enter pasa al siguiente campo (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

const montar = () =>
  renderizar(
    <ModalsProvider>
      <Notifications />
      <ConEnter>
        <AdminCategorias />
      </ConEnter>
    </ModalsProvider>,
  );

describe('AdminCategorias', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('si la API falla al eliminar, el aviso dice «al eliminar», no «al guardar» (§8)', async () => {
    const llamadas = stubApi(() => json({ detail: 'Error interno' }, 500));
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Bebidas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    expect(
      await screen.findByText('Ocurrió un error al eliminar, vuelva a intentar en unos momentos'),
    ).toBeTruthy();
    expect(screen.queryByText(/al guardar/)).toBeNull();
    expect(llamadas).toContainEqual({ url: '/api/categoria/4/', metodo: 'DELETE' });
  });

  it('el formulario de la categoría: Enter pasa al siguiente campo y «Guardar» lo envía', async () => {
    const llamadas = stubApi(() => json({ id: 9 }, 201));
    montar();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    const nombre = within(dialogo).getByRole('textbox', { name: 'Nombre' });
    fireEvent.change(nombre, { target: { value: 'Lácteos' } });
    nombre.focus();
    fireEvent.keyDown(nombre, { key: 'Enter', code: 'Enter' });
    expect(document.activeElement).toBe(
      within(dialogo).getByRole('combobox', { name: 'Categoría superior' }),
    );
    expect(llamadas.filter((l) => l.metodo !== 'GET')).toHaveLength(0);

    const guardar = within(dialogo).getByRole('button', { name: 'Guardar' });
    expect(guardar.getAttribute('type')).toBe('submit');
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' }).getAttribute('type')).toBe(
      'button',
    );
    fireEvent.click(guardar);
    await waitFor(() =>
      expect(llamadas.filter((l) => l.metodo !== 'GET')).toEqual([
        { url: '/api/categoria/', metodo: 'POST' },
      ]),
    );
    expect(await screen.findByText('Categoría creada.')).toBeTruthy();
  });
});
