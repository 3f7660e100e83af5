// Central de conexiones del canal `/ws` en este proceso: quién está conectado y a qué pedidos
// se suscribió. Entrega local; entre instancias reparte la difusión (difusion.ts).
import type { WebSocket } from 'ws';
import type { EventoTiempoReal, MensajeServidorWs } from '@nemu/domain';
import type { UsuarioAutenticado } from '../../lib/acceso.js';

export interface Conexion {
  socket: WebSocket;
  /** `null` hasta que llega un `autenticar` válido. */
  usuario: UsuarioAutenticado | null;
  pedidos: Set<number>;
  /** Respondió al último ping (latidos). */
  vivo: boolean;
}

/** A quién va un evento: los sockets de un usuario, los suscritos a un pedido o los administradores. */
export type Destino =
  { a: 'usuario'; id: number } | { a: 'pedido'; id: number } | { a: 'administradores' };

export function enviar(socket: WebSocket, mensaje: MensajeServidorWs): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(mensaje));
}

function agregar<K>(mapa: Map<K, Set<Conexion>>, clave: K, c: Conexion): void {
  const conjunto = mapa.get(clave);
  if (conjunto) conjunto.add(c);
  else mapa.set(clave, new Set([c]));
}

function sacar<K>(mapa: Map<K, Set<Conexion>>, clave: K, c: Conexion): void {
  const conjunto = mapa.get(clave);
  if (!conjunto) return;
  conjunto.delete(c);
  if (conjunto.size === 0) mapa.delete(clave);
}

export class CentralTiempoReal {
  /** Todas las conexiones abiertas, autenticadas o no (los latidos las recorren). */
  readonly conexiones = new Set<Conexion>();
  private readonly porUsuario = new Map<number, Set<Conexion>>();
  private readonly porPedido = new Map<number, Set<Conexion>>();
  /** Conexiones de administradores (torre de control). */
  private readonly administradores = new Set<Conexion>();

  constructor(private readonly maxConexionesPorUsuario: number) {}

  abrir(socket: WebSocket): Conexion {
    const c: Conexion = { socket, usuario: null, pedidos: new Set(), vivo: true };
    this.conexiones.add(c);
    return c;
  }

  /** Asocia la conexión a su usuario; `false` si ya tiene el máximo de conexiones. */
  autenticar(c: Conexion, usuario: UsuarioAutenticado): boolean {
    if ((this.porUsuario.get(usuario.id)?.size ?? 0) >= this.maxConexionesPorUsuario) return false;
    c.usuario = usuario;
    agregar(this.porUsuario, usuario.id, c);
    if (usuario.administrador) this.administradores.add(c);
    return true;
  }

  suscribir(c: Conexion, pedidoId: number): void {
    c.pedidos.add(pedidoId);
    agregar(this.porPedido, pedidoId, c);
  }

  desuscribir(c: Conexion, pedidoId: number): void {
    c.pedidos.delete(pedidoId);
    sacar(this.porPedido, pedidoId, c);
  }

  cerrar(c: Conexion): void {
    this.conexiones.delete(c);
    for (const pedidoId of c.pedidos) sacar(this.porPedido, pedidoId, c);
    c.pedidos.clear();
    this.administradores.delete(c);
    if (c.usuario) sacar(this.porUsuario, c.usuario.id, c);
  }

  /** Entrega a los sockets de este proceso; el JSON se arma una sola vez. */
  entregar(destino: Destino, evento: EventoTiempoReal): void {
    const conjunto =
      destino.a === 'administradores'
        ? this.administradores
        : (destino.a === 'usuario' ? this.porUsuario : this.porPedido).get(destino.id);
    if (!conjunto || conjunto.size === 0) return;
    const mensaje: MensajeServidorWs = {
      tipo: 'evento',
      pedido_id: destino.a === 'pedido' ? destino.id : null,
      evento,
    };
    const texto = JSON.stringify(mensaje);
    for (const c of conjunto) {
      if (c.socket.readyState === c.socket.OPEN) c.socket.send(texto);
    }
  }
}

/** La decoración `app.tiempoReal`: emitir sin saber en qué instancia está cada socket. */
export interface TiempoReal {
  emitirAUsuario(usuarioId: number, evento: { tipo: string; datos: unknown }): Promise<void>;
  emitirAPedido(pedidoId: number, evento: { tipo: string; datos: unknown }): Promise<void>;
  /** A todos los administradores conectados (torre de control). */
  emitirAAdministradores(evento: { tipo: string; datos: unknown }): Promise<void>;
}
