/** Límites del canal `/ws` (ADR 012); los tests los acortan. */
export interface ConfigTiempoReal {
  /** Cada cuánto el servidor envía un ping; un socket sin pong en dos latidos se corta. */
  latidoMs: number;
  /** Plazo para el mensaje `autenticar` tras abrir el socket. */
  esperaAutenticacionMs: number;
  /** Conexiones abiertas por usuario (pestañas y dispositivos). */
  maxConexionesPorUsuario: number;
  /** Pedidos suscritos por conexión. */
  maxSuscripciones: number;
  /** Tamaño máximo de un mensaje del cliente. */
  maxBytesMensaje: number;
}

function entero(valor: string | undefined, porDefecto: number): number {
  const n = Number(valor);
  return valor !== undefined && valor !== '' && Number.isInteger(n) && n > 0 ? n : porDefecto;
}

export function configTiempoReal(env: NodeJS.ProcessEnv): ConfigTiempoReal {
  return {
    latidoMs: entero(env.WS_LATIDO_MS, 25_000),
    esperaAutenticacionMs: entero(env.WS_ESPERA_AUTENTICACION_MS, 5_000),
    maxConexionesPorUsuario: entero(env.WS_MAX_CONEXIONES_USUARIO, 10),
    maxSuscripciones: entero(env.WS_MAX_SUSCRIPCIONES, 50),
    maxBytesMensaje: 4096,
  };
}
