import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../sesion/sesion.store';
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
        results: [
          {
            id: 7,
            usuario: usuarioDemo.id,
            fecha: '2026-11-20T12:00:00.000Z',
            estado: 30,
            estado_nombre: 'En camino',
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
            ultimo_mensaje: { id: 1, mensaje: 'Llegando', tipo: 10, emisor: 99, propio: false },
            fecha_ultimo_mensaje: '2026-11-20T12:07:00.000Z',
            no_leidos: estado.noLeidos,
          },
        ],
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
