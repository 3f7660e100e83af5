import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../sesion/sesion.store';
import { pedidoConChatDePrueba } from '../test/pedidos-de-prueba';
import { usuarioDemo } from '../test/usuario-demo';
import { ProveedorTiempoReal } from '../tiempo-real/tiempo-real';
import { useNoLeidosPedido } from './no-leidos';

/** WebSocket del navegador reemplazado: deja simular los eventos del servidor. */
class WebSocketFalso {
  static creados: WebSocketFalso[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    WebSocketFalso.creados.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  aceptar() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.recibir({ tipo: 'listo', usuario_id: usuarioDemo.id });
  }
  recibir(mensaje: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(mensaje) }));
  }
}

function Sonda() {
  return <span data-testid="no-leidos">{useNoLeidosPedido(7)}</span>;
}

/** /pedidos-chat/ responde con los no leídos del pedido 7 que valgan en ese momento. */
function api() {
  const estado = { noLeidos: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        count: 1,
        next: null,
        previous: null,
        results: [pedidoConChatDePrueba(7, estado.noLeidos)],
      }),
    ),
  );
  return estado;
}

beforeEach(() => {
  WebSocketFalso.creados = [];
  vi.stubGlobal('WebSocket', WebSocketFalso);
  iniciarSesion({ ...usuarioDemo, token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reiniciarSesion();
});

describe('useNoLeidosPedido', () => {
  it.each(['chat', 'notificacion'])(
    'se actualiza al llegar el evento en vivo «%s»',
    async (tipo) => {
      const estado = api();
      render(
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <ProveedorTiempoReal>
            <Sonda />
          </ProveedorTiempoReal>
        </QueryClientProvider>,
      );
      await waitFor(() => expect(screen.getByTestId('no-leidos').textContent).toBe('1'));
      // Pide sólo los pedidos con no leídos, no la primera página de todas las conversaciones.
      expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('no_leidos=true');
      await waitFor(() => expect(WebSocketFalso.creados).toHaveLength(1), { timeout: 5_000 });
      const socket = WebSocketFalso.creados[0]!;
      act(() => socket.aceptar());

      estado.noLeidos = 3;
      act(() =>
        socket.recibir({
          tipo: 'evento',
          pedido_id: tipo === 'chat' ? 7 : null,
          evento: { tipo, datos: { pedido: 7 } },
        }),
      );
      await waitFor(() => expect(screen.getByTestId('no-leidos').textContent).toBe('3'));
    },
  );
});
