import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TorreControl } from '@nemu/domain';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { ProveedorTiempoReal } from '../../../shared/tiempo-real/tiempo-real';
import { useTorreEnVivo, type PosicionesEnVivo } from './torre.api';

class WebSocketFalso {
  static ultimo: WebSocketFalso | null = null;
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    WebSocketFalso.ultimo = this;
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

const foto = (): TorreControl => ({
  generado_en: new Date(Date.now() - 60_000).toISOString(),
  transportistas: [],
  hojas: [],
  paradas_atrasadas: [],
  ordenes_por_ruteo: [],
  ordenes_en_espera: [],
  hojas_sin_asignar: 0,
});

const evento = (tipo: string, datos: unknown) => ({
  tipo: 'evento',
  pedido_id: null,
  evento: { tipo, datos },
});

let ultimas: PosicionesEnVivo = new Map();

function Torre() {
  const { posiciones } = useTorreEnVivo();
  ultimas = posiciones;
  return null;
}

beforeEach(() => {
  ultimas = new Map();
  vi.stubGlobal('WebSocket', WebSocketFalso);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(foto()), { status: 200 })),
  );
  iniciarSesion({ ...usuarioDemo, token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reiniciarSesion();
});

describe('useTorreEnVivo', () => {
  it('400 posiciones en el mismo cuadro se pintan juntas, con la última de cada transportista', async () => {
    renderizar(
      <ProveedorTiempoReal>
        <Torre />
      </ProveedorTiempoReal>,
    );
    await waitFor(() => expect(WebSocketFalso.ultimo).not.toBeNull(), { timeout: 5_000 });
    act(() => WebSocketFalso.ultimo!.aceptar());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const cuadros = vi.spyOn(window, 'requestAnimationFrame');
    act(() => {
      for (let vuelta = 0; vuelta < 2; vuelta++) {
        for (let i = 0; i < 200; i++) {
          WebSocketFalso.ultimo!.recibir(
            evento('torre_ubicacion', {
              transportista_id: i,
              lat: vuelta === 0 ? -25.3 : -25.31,
              lng: -57.6,
              fecha: new Date().toISOString(),
            }),
          );
        }
      }
    });
    await waitFor(() => expect(ultimas.size).toBe(200));
    expect(ultimas.get(7)).toMatchObject({ lat: -25.31, lng: -57.6 });
    // 400 eventos en el mismo cuadro: un solo pintado pedido, no 400.
    expect(cuadros).toHaveBeenCalledTimes(1);
    cuadros.mockRestore();
  });

  it('varios torre_cambio seguidos vuelven a leer la foto una sola vez', async () => {
    renderizar(
      <ProveedorTiempoReal>
        <Torre />
      </ProveedorTiempoReal>,
    );
    await waitFor(() => expect(WebSocketFalso.ultimo).not.toBeNull(), { timeout: 5_000 });
    act(() => WebSocketFalso.ultimo!.aceptar());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => {
      for (let i = 0; i < 5; i++) {
        WebSocketFalso.ultimo!.recibir(
          evento('torre_cambio', { motivo: 'parada', hoja_ruta_id: 1, transportista_id: 1 }),
        );
      }
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 600));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
