// Una conexión de `/ws`: autenticación por primer mensaje, suscripciones a pedidos y protocolo
// validado con zod (packages/domain, tiempo-real.schema.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CIERRE_WS, MENSAJES, mensajeClienteWsSchema, type MensajeClienteWs } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { usuarioDeTokenSesion } from '../cuentas/sesion-token.service.js';
import { puedeVerPedido } from '../pedidos/acceso-pedido.service.js';
import type { ConfigTiempoReal } from './tiempo-real.config.js';
import { enviar, type CentralTiempoReal, type Conexion } from './tiempo-real.service.js';

export interface DependenciasSocket {
  db: Db;
  central: CentralTiempoReal;
  config: ConfigTiempoReal;
  log: FastifyBaseLogger;
}

function leer(datos: RawData, binario: boolean): MensajeClienteWs | null {
  if (binario) return null;
  let crudo: unknown;
  try {
    crudo = JSON.parse(Buffer.isBuffer(datos) ? datos.toString('utf8') : String(datos));
  } catch {
    return null;
  }
  const leido = mensajeClienteWsSchema.safeParse(crudo);
  return leido.success ? leido.data : null;
}

const abierto = (socket: WebSocket) => socket.readyState === socket.OPEN;

async function procesar(
  c: Conexion,
  mensaje: MensajeClienteWs | null,
  deps: DependenciasSocket,
  autenticado: () => void,
): Promise<void> {
  const { socket, usuario } = c;
  if (mensaje === null) return socket.close(CIERRE_WS.mensajeInvalido, MENSAJES.valorInvalido);
  if (usuario === null) {
    if (mensaje.tipo !== 'autenticar') {
      return socket.close(CIERRE_WS.noAutenticado, MENSAJES.noAutenticado);
    }
    const encontrado = await usuarioDeTokenSesion(deps.db, mensaje.token);
    if (!abierto(socket)) return;
    if (encontrado === null) return socket.close(CIERRE_WS.noAutenticado, MENSAJES.tokenInvalido);
    if (!deps.central.autenticar(c, encontrado)) {
      return socket.close(CIERRE_WS.demasiadasConexiones, MENSAJES.demasiadasSolicitudes);
    }
    autenticado();
    return enviar(socket, { tipo: 'listo', usuario_id: encontrado.id });
  }
  switch (mensaje.tipo) {
    case 'autenticar':
      return socket.close(CIERRE_WS.mensajeInvalido, MENSAJES.valorInvalido);
    case 'desuscribir':
      deps.central.desuscribir(c, mensaje.pedido_id);
      return enviar(socket, { tipo: 'desuscrito', pedido_id: mensaje.pedido_id });
    case 'suscribir': {
      const pedidoId = mensaje.pedido_id;
      if (c.pedidos.has(pedidoId)) return enviar(socket, { tipo: 'suscrito', pedido_id: pedidoId });
      const rechazo = (texto: string) =>
        enviar(socket, { tipo: 'rechazado', pedido_id: pedidoId, mensaje: texto });
      if (c.pedidos.size >= deps.config.maxSuscripciones) {
        return rechazo(MENSAJES.demasiadasSolicitudes);
      }
      // Un pedido ajeno y uno inexistente responden igual: no se revela qué ids existen.
      if (!(await puedeVerPedido(deps.db, usuario, pedidoId))) return rechazo(MENSAJES.sinPermiso);
      if (!abierto(socket)) return;
      deps.central.suscribir(c, pedidoId);
      return enviar(socket, { tipo: 'suscrito', pedido_id: pedidoId });
    }
  }
}

/** Atiende un socket recién abierto hasta que se cierra. */
export function atenderSocket(socket: WebSocket, deps: DependenciasSocket): void {
  const c = deps.central.abrir(socket);
  const plazo = setTimeout(() => {
    if (c.usuario === null) socket.close(CIERRE_WS.noAutenticado, MENSAJES.noAutenticado);
  }, deps.config.esperaAutenticacionMs);
  // Los mensajes se procesan en orden: un `suscribir` enviado junto al `autenticar` espera.
  let cola = Promise.resolve();
  socket.on('message', (datos, binario) => {
    const mensaje = leer(datos, binario);
    cola = cola
      .then(() => procesar(c, mensaje, deps, () => clearTimeout(plazo)))
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'tiempo real: error al procesar un mensaje');
        socket.close(1011, MENSAJES.errorInterno);
      });
  });
  socket.on('pong', () => {
    c.vivo = true;
  });
  socket.on('error', (error) => deps.log.debug({ err: error }, 'tiempo real: error del socket'));
  socket.on('close', () => {
    clearTimeout(plazo);
    deps.central.cerrar(c);
  });
}
