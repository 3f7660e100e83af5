import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../sesion/sesion.store';
import { usuarioDemo } from '../test/usuario-demo';
import { ProveedorTiempoReal, useEventoTiempoReal, useSuscripcionPedido } from './tiempo-real';

/** WebSocket del navegador reemplazado: registra lo enviado y deja simular al servidor. */
class WebSocketFalso {
  static creados: WebSocketFalso[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  readonly enviados: unknown[] = [];
  cerrado = false;
  constructor(readonly url: string) {
    WebSocketFalso.creados.push(this);
  }
  send(datos: string) {
    this.enviados.push(JSON.parse(datos));
  }
  close() {
    this.cerrado = true;
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

function Pantalla({ pedidoId, alEvento }: { pedidoId: number; alEvento: (d: unknown) => void }) {
  useSuscripcionPedido(pedidoId);
  useEventoTiempoReal('pedido.estado', alEvento);
  return null;
}

const ultimo = () => {
  const s = WebSocketFalso.creados.at(-1);
  if (!s) throw new Error('sin socket');
  return s;
};

beforeEach(() => {
  WebSocketFalso.creados = [];
  vi.stubGlobal('WebSocket', WebSocketFalso);
  reiniciarSesion();
});
afterEach(() => {
  vi.unstubAllGlobals();
  reiniciarSesion();
});

describe('ProveedorTiempoReal', () => {
  it('sin sesión no conecta; con sesión conecta al mismo host, suscribe y entrega eventos', async () => {
    const eventos: unknown[] = [];
    render(
      <ProveedorTiempoReal>
        <Pantalla pedidoId={42} alEvento={(d) => eventos.push(d)} />
      </ProveedorTiempoReal>,
    );
    expect(WebSocketFalso.creados).toHaveLength(0);

    act(() => iniciarSesion({ ...usuarioDemo, token: 'tok' }));
    await waitFor(() => expect(WebSocketFalso.creados).toHaveLength(1), { timeout: 5_000 });
    expect(ultimo().url).toBe(`ws://${window.location.host}/ws`);
    act(() => ultimo().aceptar());
    expect(ultimo().enviados).toEqual([
      { tipo: 'autenticar', token: 'tok' },
      { tipo: 'suscribir', pedido_id: 42 },
    ]);
    act(() =>
      ultimo().recibir({
        tipo: 'evento',
        pedido_id: 42,
        evento: { tipo: 'pedido.estado', datos: { estado: 3 } },
      }),
    );
    expect(eventos).toEqual([{ estado: 3 }]);

    act(() => reiniciarSesion());
    expect(ultimo().cerrado).toBe(true);
  });

  it('al desmontar la pantalla se desuscribe el pedido', async () => {
    iniciarSesion({ ...usuarioDemo, token: 'tok' });
    const { rerender } = render(
      <ProveedorTiempoReal>
        <Pantalla pedidoId={7} alEvento={() => undefined} />
      </ProveedorTiempoReal>,
    );
    await waitFor(() => expect(WebSocketFalso.creados).toHaveLength(1), { timeout: 5_000 });
    act(() => ultimo().aceptar());
    rerender(<ProveedorTiempoReal>{null}</ProveedorTiempoReal>);
    expect(ultimo().enviados.slice(1)).toEqual([
      { tipo: 'suscribir', pedido_id: 7 },
      { tipo: 'desuscribir', pedido_id: 7 },
    ]);
  });
});
