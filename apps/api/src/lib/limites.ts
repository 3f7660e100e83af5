import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config.js';

/**
 * Cupo por IP (y por ruta) de una escritura anónima: registro, recuperación de contraseña,
 * contacto, consultas a servicios externos. Pasado el cupo, 429 con `Retry-After` y el
 * mensaje del catálogo. `uso` es para rutas del uso normal sin sesión (el carrito), que
 * sólo deben frenar a un script.
 */
export function limiteAnonimo(config: Config, clase: 'alta' | 'uso' = 'alta'): RateLimitOptions {
  const { max, windowMs } = config.anonimoRateLimit;
  return { max: clase === 'alta' ? max : max * 25, timeWindow: windowMs };
}

/**
 * Cupo por usuario con sesión (y por ruta) de una escritura frecuente, como los mensajes del
 * chat: cuenta después de autenticar; sin sesión, por IP.
 */
export function limitePorUsuario(max: number, ventanaMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: ventanaMs,
    hook: 'preHandler',
    keyGenerator: (request) =>
      request.usuario ? `usuario:${request.usuario.id}` : `ip:${request.ip}`,
  };
}
