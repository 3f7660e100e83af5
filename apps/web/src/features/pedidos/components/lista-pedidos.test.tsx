import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PedidoConChat, ResumenPedido } from '@nemu/domain';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { ListaPedidos } from './lista-pedidos';

const pedido = (id: number): ResumenPedido => ({
  id,
  usuario: usuarioDemo.id,
  fecha: '2026-11-20T12:00:00.000Z',
  estado: 20,
  estado_nombre: 'Pagado',
  medio_pago: 1,
  medio_pago_nombre: 'Tarjeta',
  subtotal: 50_000,
  costo_envio: 10_000,
  total: 60_000,
  delivery: true,
  fecha_entrega: null,
  hora_entrega_inicio: null,
  hora_entrega_fin: null,
  productos: [],
  cantidad_items: 1,
});

const conChat = (id: number, no_leidos: number): PedidoConChat => ({
  ...pedido(id),
  ultimo_mensaje: { id: 1, mensaje: 'Estoy en la puerta', tipo: 10, emisor: 99, propio: false },
  fecha_ultimo_mensaje: '2026-11-20T12:07:00.000Z',
  no_leidos,
});

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });
const pagina = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** /pedido/ con los pedidos 11, 12 y 13; /pedidos-chat/ responde lo que diga `chat`. */
function api(chat: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/pedidos-chat/')) return chat();
      if (url.startsWith('/api/pedido/')) return json(pagina([pedido(11), pedido(12), pedido(13)]));
      return json({ detail: 'no encontrado' }, 404);
    }),
  );
}

const mostrar = () =>
  renderizar(
    <MemoryRouter>
      <ListaPedidos />
    </MemoryRouter>,
  );

const tarjeta = async (id: number) => screen.findByRole('link', { name: `Pedido ${id}` });

describe('ListaPedidos: mensajes de chat no leídos', () => {
  beforeEach(() => iniciarSesion({ ...usuarioDemo, token: 't' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    reiniciarSesion();
  });

  it('la tarjeta de un pedido con mensajes sin leer dice cuántos; sin no leídos, nada', async () => {
    api(() => json(pagina([conChat(11, 3), conChat(12, 1), conChat(13, 0)])));
    mostrar();
    expect(await within(await tarjeta(11)).findByText('3 mensajes nuevos')).toBeTruthy();
    expect(within(await tarjeta(12)).getByText('1 mensaje nuevo')).toBeTruthy();
    expect(within(await tarjeta(13)).queryByTestId('pedido-mensajes-nuevos')).toBeNull();
    expect(screen.queryByText(/0 mensajes/)).toBeNull();
  });

  it('si /pedidos-chat/ falla, la lista se muestra igual y sin insignias', async () => {
    api(() => json({ detail: 'Error interno' }, 500));
    mostrar();
    await tarjeta(11);
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('/pedidos-chat/'))).toBe(
        true,
      ),
    );
    expect(screen.getByText('Mis pedidos')).toBeTruthy();
    expect(screen.queryByTestId('pedido-mensajes-nuevos')).toBeNull();
  });
});
