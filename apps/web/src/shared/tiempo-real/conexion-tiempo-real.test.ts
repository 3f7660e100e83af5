import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CIERRE_WS } from '@nemu/domain';
import { ConexionTiempoReal, esperaReintento, type SocketMinimo } from './conexion-tiempo-real';

class SocketFalso implements SocketMinimo {
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  readonly enviados: unknown[] = [];
  cerradoPorCliente = false;

  constructor(readonly url: string) {}

  send(datos: string) {
    this.enviados.push(JSON.parse(datos));
  }
  close() {
    this.cerradoPorCliente = true;
    this.readyState = 3;
  }
  // Lo que haría el servidor:
  abrir() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  recibir(mensaje: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(mensaje) }));
  }
  cortar(codigo = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: codigo }));
  }
}

let sockets: SocketFalso[];
let enLinea: boolean;
let avisarRed: ((enLinea: boolean) => void) | null;
let token: string | null;

function nuevaConexion() {
  return new ConexionTiempoReal({
    url: () => 'ws://nemu.test/ws',
    token: () => token,
    crearSocket: (url) => {
      const s = new SocketFalso(url);
      sockets.push(s);
      return s;
    },
    red: {
      enLinea: () => enLinea,
      suscribir: (oyente) => {
        avisarRed = oyente;
        return () => (avisarRed = null);
      },
    },
    aleatorio: () => 1,
  });
}

const ultimo = () => {
  const s = sockets.at(-1);
  if (!s) throw new Error('sin socket');
  return s;
};

/** Abre el último socket y responde `listo` como el servidor. */
function aceptar() {
  ultimo().abrir();
  ultimo().recibir({ tipo: 'listo', usuario_id: 5 });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  enLinea = true;
  avisarRed = null;
  token = 'token-1';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('esperaReintento', () => {
  it('crece al doble hasta 30 s y el azar la deja entre 50 y 100 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => esperaReintento(n, 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(esperaReintento(3, 0)).toBe(4000);
    expect(esperaReintento(3, 0.5)).toBe(6000);
  });
});

describe('ConexionTiempoReal', () => {
  it('se autentica con el primer mensaje (el token no va en la URL)', () => {
    const c = nuevaConexion();
    c.iniciar();
    expect(ultimo().url).toBe('ws://nemu.test/ws');
    ultimo().abrir();
    expect(ultimo().enviados).toEqual([{ tipo: 'autenticar', token: 'token-1' }]);
    ultimo().recibir({ tipo: 'listo', usuario_id: 5 });
    expect(c.estado).toBe('lista');
  });

  it('reconecta con espera creciente y vuelve a suscribir los pedidos', () => {
    const c = nuevaConexion();
    c.suscribirPedido(10);
    c.iniciar();
    aceptar();
    c.suscribirPedido(11);
    expect(ultimo().enviados).toEqual([
      { tipo: 'autenticar', token: 'token-1' },
      { tipo: 'suscribir', pedido_id: 10 },
      { tipo: 'suscribir', pedido_id: 11 },
    ]);

    // Dos caídas seguidas sin llegar a `listo`: 1 s y luego 2 s.
    ultimo().cortar();
    expect(c.estado).toBe('esperando');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    ultimo().cortar();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    // Cada conexión lee el token vigente.
    token = 'token-2';
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    aceptar();
    expect(ultimo().enviados).toEqual([
      { tipo: 'autenticar', token: 'token-2' },
      { tipo: 'suscribir', pedido_id: 10 },
      { tipo: 'suscribir', pedido_id: 11 },
    ]);
    // Tras `listo` la espera vuelve a empezar en 1 s.
    ultimo().cortar();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('entrega cada evento a los oyentes de su tipo', () => {
    const c = nuevaConexion();
    const notificaciones: unknown[] = [];
    const estados: Array<[unknown, number | null]> = [];
    c.escuchar('notificacion', (datos) => notificaciones.push(datos));
    const dejar = c.escuchar('pedido.estado', (datos, pedidoId) => estados.push([datos, pedidoId]));
    c.iniciar();
    aceptar();
    ultimo().recibir({
      tipo: 'evento',
      pedido_id: null,
      evento: { tipo: 'notificacion', datos: 1 },
    });
    ultimo().recibir({ tipo: 'evento', pedido_id: 3, evento: { tipo: 'pedido.estado', datos: 2 } });
    ultimo().recibir('no es del protocolo');
    dejar();
    ultimo().recibir({ tipo: 'evento', pedido_id: 3, evento: { tipo: 'pedido.estado', datos: 9 } });
    expect(notificaciones).toEqual([1]);
    expect(estados).toEqual([[2, 3]]);
  });

  it('avisa cada confirmación de la suscripción, también al reconectar, hasta que se suelta', () => {
    const c = nuevaConexion();
    let confirmadas = 0;
    c.iniciar();
    aceptar();
    const soltar = c.suscribirPedido(4, () => confirmadas++);
    ultimo().recibir({ tipo: 'suscrito', pedido_id: 9 });
    expect(confirmadas).toBe(0);
    ultimo().recibir({ tipo: 'suscrito', pedido_id: 4 });
    expect(confirmadas).toBe(1);
    ultimo().cortar();
    vi.advanceTimersByTime(1000);
    aceptar();
    ultimo().recibir({ tipo: 'suscrito', pedido_id: 4 });
    expect(confirmadas).toBe(2);
    soltar();
    ultimo().recibir({ tipo: 'suscrito', pedido_id: 4 });
    expect(confirmadas).toBe(2);
  });

  it('un pedido pedido por dos pantallas se desuscribe cuando lo sueltan ambas', () => {
    const c = nuevaConexion();
    c.iniciar();
    aceptar();
    const soltarA = c.suscribirPedido(7);
    const soltarB = c.suscribirPedido(7);
    soltarA();
    soltarA();
    expect(ultimo().enviados.slice(1)).toEqual([{ tipo: 'suscribir', pedido_id: 7 }]);
    soltarB();
    expect(ultimo().enviados.slice(1)).toEqual([
      { tipo: 'suscribir', pedido_id: 7 },
      { tipo: 'desuscribir', pedido_id: 7 },
    ]);
    ultimo().cortar();
    vi.advanceTimersByTime(1000);
    aceptar();
    expect(ultimo().enviados).toEqual([{ tipo: 'autenticar', token: 'token-1' }]);
  });

  it('sin red queda en pausa y se reconecta apenas vuelve, sin esperar', () => {
    const c = nuevaConexion();
    c.iniciar();
    aceptar();
    enLinea = false;
    avisarRed?.(false);
    expect(ultimo().cerradoPorCliente).toBe(true);
    expect(c.estado).toBe('sin_red');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    enLinea = true;
    avisarRed?.(true);
    expect(sockets).toHaveLength(2);
    expect(c.estado).toBe('conectando');
  });

  it('abre sin red: no intenta hasta que vuelve', () => {
    enLinea = false;
    const c = nuevaConexion();
    c.iniciar();
    expect(sockets).toHaveLength(0);
    expect(c.estado).toBe('sin_red');
    enLinea = true;
    avisarRed?.(true);
    expect(sockets).toHaveLength(1);
  });

  it('token rechazado (4401): no reintenta; detener cierra y no reintenta', () => {
    const c = nuevaConexion();
    c.iniciar();
    ultimo().abrir();
    ultimo().cortar(CIERRE_WS.noAutenticado);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(c.estado).toBe('detenida');

    c.iniciar();
    aceptar();
    c.detener();
    expect(ultimo().cerradoPorCliente).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    expect(avisarRed).toBeNull();
  });

  it('sin token no abre nada', () => {
    token = null;
    const c = nuevaConexion();
    c.iniciar();
    expect(sockets).toHaveLength(0);
    expect(c.estado).toBe('detenida');
  });
});
