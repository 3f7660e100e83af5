// Conexión del navegador al canal `/ws` (ADR 012): se autentica con el token de la sesión en
// el primer mensaje, se reconecta sola con espera exponencial y aleatoria, vuelve a suscribir
// los pedidos y queda en pausa mientras no hay red. Sin React: la prueba la maneja directo.
import {
  CIERRE_WS,
  mensajeServidorWsSchema,
  type MensajeClienteWs,
  type MensajeServidorWs,
} from '@nemu/domain';

/** Lo que usa de un WebSocket (el del navegador cumple; la prueba pasa uno falso). */
export interface SocketMinimo {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  send(datos: string): void;
  close(codigo?: number, razon?: string): void;
}

export interface DependenciasConexion {
  url: () => string;
  /** Token vigente: se lee en cada conexión (puede cambiar entre una y otra). */
  token: () => string | null;
  crearSocket: (url: string) => SocketMinimo;
  red: { enLinea: () => boolean; suscribir: (oyente: (enLinea: boolean) => void) => () => void };
  aleatorio?: () => number;
}

export type EstadoConexion = 'detenida' | 'conectando' | 'lista' | 'esperando' | 'sin_red';

export type OyenteEvento = (datos: unknown, pedidoId: number | null) => void;

/** Espera antes del reintento n (0, 1, 2…): 1 s, 2 s, 4 s… hasta 30 s, entre 50 y 100 %. */
export function esperaReintento(intento: number, aleatorio: number): number {
  const tope = Math.min(30_000, 1_000 * 2 ** intento);
  return Math.round(tope * (0.5 + aleatorio / 2));
}

const ABIERTO = 1;

export class ConexionTiempoReal {
  private socket: SocketMinimo | null = null;
  private reintento: ReturnType<typeof setTimeout> | null = null;
  private intentos = 0;
  private activa = false;
  private dejarRed: (() => void) | null = null;
  private readonly pedidos = new Map<number, number>();
  private readonly oyentes = new Map<string, Set<OyenteEvento>>();
  private readonly confirmaciones = new Map<number, Set<() => void>>();
  /** Para saber en qué está (pruebas y depuración). */
  estado: EstadoConexion = 'detenida';

  constructor(private readonly deps: DependenciasConexion) {}

  /** Conecta (o reconecta ya) con el token vigente. */
  iniciar(): void {
    this.activa = true;
    if (!this.dejarRed) {
      this.dejarRed = this.deps.red.suscribir((enLinea) => this.alCambiarRed(enLinea));
    }
    this.intentos = 0;
    this.conectar();
  }

  /** Cierra y no reintenta (sin sesión). Suscripciones y oyentes quedan para la próxima. */
  detener(): void {
    this.activa = false;
    this.dejarRed?.();
    this.dejarRed = null;
    this.cancelarReintento();
    this.cerrarSocket();
    this.cambiarEstado('detenida');
  }

  escuchar(tipo: string, oyente: OyenteEvento): () => void {
    const conjunto = this.oyentes.get(tipo) ?? new Set();
    conjunto.add(oyente);
    this.oyentes.set(tipo, conjunto);
    return () => {
      conjunto.delete(oyente);
      if (conjunto.size === 0) this.oyentes.delete(tipo);
    };
  }

  /**
   * Suscribe un pedido mientras alguien lo pida (varias pantallas pueden pedir el mismo).
   * `alConfirmar` corre cada vez que el servidor confirma la suscripción (también al reconectar):
   * lo ocurrido antes de esa confirmación no llegó en vivo y la pantalla lo vuelve a pedir.
   */
  suscribirPedido(pedidoId: number, alConfirmar?: () => void): () => void {
    if (alConfirmar) {
      const conjunto = this.confirmaciones.get(pedidoId) ?? new Set();
      conjunto.add(alConfirmar);
      this.confirmaciones.set(pedidoId, conjunto);
    }
    const cuenta = this.pedidos.get(pedidoId) ?? 0;
    this.pedidos.set(pedidoId, cuenta + 1);
    if (cuenta === 0 && this.estado === 'lista') {
      this.enviar({ tipo: 'suscribir', pedido_id: pedidoId });
    }
    let soltado = false;
    return () => {
      if (soltado) return;
      soltado = true;
      if (alConfirmar) this.confirmaciones.get(pedidoId)?.delete(alConfirmar);
      const resto = (this.pedidos.get(pedidoId) ?? 1) - 1;
      if (resto > 0) return void this.pedidos.set(pedidoId, resto);
      this.pedidos.delete(pedidoId);
      if (this.estado === 'lista') this.enviar({ tipo: 'desuscribir', pedido_id: pedidoId });
    };
  }

  private conectar(): void {
    this.cancelarReintento();
    this.cerrarSocket();
    const token = this.deps.token();
    if (!this.activa || token === null) return this.cambiarEstado('detenida');
    if (!this.deps.red.enLinea()) return this.cambiarEstado('sin_red');
    this.cambiarEstado('conectando');
    const socket = this.deps.crearSocket(this.deps.url());
    this.socket = socket;
    socket.onopen = () => this.enviar({ tipo: 'autenticar', token });
    socket.onmessage = (ev) => this.alRecibir(ev.data);
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.alCerrarse(ev.code);
    };
  }

  private alRecibir(datos: unknown): void {
    let crudo: unknown;
    try {
      crudo = typeof datos === 'string' ? JSON.parse(datos) : undefined;
    } catch {
      return;
    }
    const leido = mensajeServidorWsSchema.safeParse(crudo);
    if (!leido.success) return;
    const mensaje: MensajeServidorWs = leido.data;
    if (mensaje.tipo === 'listo') {
      this.intentos = 0;
      this.cambiarEstado('lista');
      for (const pedidoId of this.pedidos.keys()) {
        this.enviar({ tipo: 'suscribir', pedido_id: pedidoId });
      }
    } else if (mensaje.tipo === 'suscrito') {
      for (const confirmar of this.confirmaciones.get(mensaje.pedido_id) ?? []) confirmar();
    } else if (mensaje.tipo === 'evento') {
      for (const oyente of this.oyentes.get(mensaje.evento.tipo) ?? []) {
        oyente(mensaje.evento.datos, mensaje.pedido_id);
      }
    }
  }

  private alCerrarse(codigo: number): void {
    if (!this.activa) return;
    // Token inválido o revocado: reintentar no sirve; la sesión nueva vuelve a iniciar.
    if (codigo === CIERRE_WS.noAutenticado) return this.cambiarEstado('detenida');
    if (!this.deps.red.enLinea()) return this.cambiarEstado('sin_red');
    const espera = esperaReintento(this.intentos, (this.deps.aleatorio ?? Math.random)());
    this.intentos += 1;
    this.cambiarEstado('esperando');
    this.reintento = setTimeout(() => this.conectar(), espera);
  }

  private alCambiarRed(enLinea: boolean): void {
    if (!this.activa) return;
    if (!enLinea) {
      // Sin red el socket puede quedar colgado sin enterarse: se cierra y se espera la red.
      this.cancelarReintento();
      this.cerrarSocket();
      return this.cambiarEstado('sin_red');
    }
    if (this.estado === 'sin_red' || this.estado === 'esperando') {
      this.intentos = 0;
      this.conectar();
    }
  }

  private enviar(mensaje: MensajeClienteWs): void {
    if (this.socket?.readyState === ABIERTO) this.socket.send(JSON.stringify(mensaje));
  }

  private cerrarSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(1000);
  }

  private cancelarReintento(): void {
    if (this.reintento !== null) clearTimeout(this.reintento);
    this.reintento = null;
  }

  private cambiarEstado(estado: EstadoConexion): void {
    this.estado = estado;
  }
}
