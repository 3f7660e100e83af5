import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { GrillaInventario, GrillaPrecios } from './grillas';

// 30 productos: 25 en la primera página y 5 en la segunda.
const productos = Array.from({ length: 30 }, (_, k) => ({
  id: k + 1,
  fabricante: 1,
  nombre: `Producto ${String(k + 1).padStart(2, '0')}`,
  descripcion: '',
  precio: 10_000,
  precio_mayorista: null,
  cantidad_disponible: 5,
  stock_minimo: 1,
  categoria: null,
  aprobado: true,
  portada: null,
  variantes: 0,
}));

function servidor() {
  const enviados: unknown[] = [];
  const pedido = vi.fn(async (entrada: string, init?: RequestInit) => {
    const url = new URL(entrada, 'http://localhost');
    if (url.pathname.endsWith('/productos/inventario/')) {
      enviados.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ ok: true }));
    }
    const page = Number(url.searchParams.get('page'));
    const tamano = Number(url.searchParams.get('page_size'));
    const search = url.searchParams.get('search') ?? '';
    const filtrados = productos.filter((p) => p.nombre.includes(search));
    return new Response(
      JSON.stringify({
        count: filtrados.length,
        next: null,
        previous: null,
        results: filtrados.slice((page - 1) * tamano, page * tamano),
      }),
    );
  });
  vi.stubGlobal('fetch', pedido);
  return { pedido, enviados };
}

afterEach(() => vi.unstubAllGlobals());

describe('grilla de inventario', () => {
  beforeAll(() => capasMontadas());

  it('pide una página por vez y guarda juntos los cambios hechos en páginas distintas', async () => {
    const { pedido, enviados } = servidor();
    renderizar(
      <>
        <ModalsProvider />
        <GrillaInventario />
      </>,
    );
    const stock = await screen.findByRole('textbox', { name: 'Stock de Producto 01' });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('30 productos')).toBeTruthy();
    expect(String(pedido.mock.calls[0]?.[0])).toContain('page_size=25');
    fireEvent.change(stock, { target: { value: '9' } });
    expect(screen.getByRole('button', { name: 'Guardar 1 cambio' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    const otro = await screen.findByRole('textbox', { name: 'Stock de Producto 30' });
    fireEvent.change(otro, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar 2 cambios' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      motivo: '',
      items: [
        { producto: 1, cantidad_disponible: 9, stock_minimo: 1 },
        { producto: 30, cantidad_disponible: 12, stock_minimo: 1 },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
  });

  it('busca en el servidor desde la primera página y dice cuando nada coincide', async () => {
    const { pedido } = servidor();
    renderizar(<GrillaInventario />);
    await screen.findByRole('textbox', { name: 'Stock de Producto 01' });
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByRole('textbox', { name: 'Stock de Producto 30' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar productos' }), {
      target: { value: 'Yerba' },
    });
    expect(await screen.findByText('Ningún producto coincide con «Yerba».')).toBeTruthy();
    const ultima = new URL(String(pedido.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(ultima.searchParams.get('search')).toBe('Yerba');
    expect(ultima.searchParams.get('page')).toBe('1');
  });
});

/** Como la raíz de la app: Enter pasa al siguiente campo (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

describe('grilla de precios: Enter', () => {
  beforeAll(() => capasMontadas());

  it('pasa a la celda siguiente, fila por fila; sin cambios no guarda', async () => {
    const { pedido } = servidor();
    renderizar(
      <ConEnter>
        <ModalsProvider />
        <GrillaPrecios />
      </ConEnter>,
    );
    const celda = (nombre: string) => screen.getByRole('textbox', { name: nombre });
    const precio = await screen.findByRole('textbox', { name: 'Precio (Gs.) de Producto 01' });
    const enter = (campo: HTMLElement) => fireEvent.keyDown(campo, { key: 'Enter', code: 'Enter' });
    precio.focus();
    enter(precio);
    expect(document.activeElement).toBe(celda('Mayorista (Gs.) de Producto 01'));
    enter(celda('Mayorista (Gs.) de Producto 01'));
    expect(document.activeElement).toBe(celda('Precio (Gs.) de Producto 02'));

    // En la última celda de la página, sin cambios, no hay nada que guardar.
    const ultima = celda('Mayorista (Gs.) de Producto 25');
    ultima.focus();
    enter(ultima);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar cambios' }).getAttribute('type')).toBe(
      'submit',
    );
    expect(pedido.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('en la última celda, con cambios, guarda como el botón: pide confirmación', async () => {
    servidor();
    renderizar(
      <ConEnter>
        <ModalsProvider />
        <GrillaPrecios />
      </ConEnter>,
    );
    const ultima = await screen.findByRole('textbox', { name: 'Mayorista (Gs.) de Producto 25' });
    fireEvent.change(ultima, { target: { value: '8.000' } });
    ultima.focus();
    fireEvent.keyDown(ultima, { key: 'Enter', code: 'Enter' });
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/¿Actualizar el precio de 1 producto\?/)).toBeTruthy();
  });
});
