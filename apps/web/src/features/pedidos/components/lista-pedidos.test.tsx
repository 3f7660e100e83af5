import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import {
  pedidoConChatDePrueba,
  resumenPedidoDePrueba,
} from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { ListaPedidos } from './lista-pedidos';
import { json, pagina } from '../../../shared/test/respuestas-api';

const pedido = (id: number) => resumenPedidoDePrueba({ id });
const conChat = pedidoConChatDePrueba;

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
