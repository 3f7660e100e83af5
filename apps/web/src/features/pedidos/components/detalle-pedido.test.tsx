import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetallePedido as Detalle } from '@nemu/domain';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import {
  pedidoConChatDePrueba,
  resumenPedidoDePrueba,
} from '../../../shared/test/pedidos-de-prueba';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { DetallePedido } from './detalle-pedido';
import { json, pagina } from '../../../shared/test/respuestas-api';

const detalle: Detalle = {
  ...resumenPedidoDePrueba({ id: 21 }),
  direccion: 'Av. España 1234',
  direccion_referencia: null,
  ciudad: 'Asunción',
  razon_social: null,
  ruc: null,
  transportista: 3,
  entrega_programada: false,
  ordenes_venta: [],
};

function api(chat: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/pedidos-chat/')) return chat();
      if (url.startsWith('/api/pedido-contrasena/'))
        return json({ id_pedido: 21, contrasena: '1234' });
      if (url === '/api/pedido/21/') return json(detalle);
      return json({ detail: 'no encontrado' }, 404);
    }),
  );
}

const conChat = pedidoConChatDePrueba;

const mostrar = () =>
  renderizar(
    <MemoryRouter>
      <DetallePedido id={21} />
    </MemoryRouter>,
  );

const consultoChat = () =>
  waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).includes('/pedidos-chat/'))).toBe(
      true,
    ),
  );

describe('DetallePedido: no leídos del chat', () => {
  beforeEach(() => iniciarSesion({ ...usuarioDemo, token: 't' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    reiniciarSesion();
  });

  it('el botón del chat muestra cuántos mensajes hay sin leer (con texto accesible)', async () => {
    api(() => json(pagina([conChat(9, 5), conChat(21, 3)])));
    mostrar();
    const enlace = await screen.findByRole('link', {
      name: 'Chat con el transportista 3 mensajes sin leer',
    });
    expect(enlace.getAttribute('href')).toBe('/pedidos/21/chat');
    expect(screen.getByTestId('chat-no-leidos').textContent).toBe('3');
  });

  it('sin no leídos (o si la consulta falla) el botón no muestra ningún número', async () => {
    api(() => json(pagina([conChat(21, 0)])));
    const { unmount } = mostrar();
    await consultoChat();
    expect(await screen.findByRole('link', { name: 'Chat con el transportista' })).toBeTruthy();
    expect(screen.queryByTestId('chat-no-leidos')).toBeNull();
    unmount();

    api(() => json({ detail: 'Error interno' }, 500));
    mostrar();
    await consultoChat();
    expect(await screen.findByRole('link', { name: 'Chat con el transportista' })).toBeTruthy();
    expect(screen.queryByTestId('chat-no-leidos')).toBeNull();
  });
});
