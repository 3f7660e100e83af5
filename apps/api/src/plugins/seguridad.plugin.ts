import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ConfigPagos } from '../modules/pagos/pagos.config.js';

/**
 * Directivas CSP. Sólo con PAGOS_PROVEEDOR=bancard se permite el origen de Bancard: su JS de
 * checkout (script-src), el iframe del formulario (frame-src) y la consulta de estilos
 * permitidos que hace ese JS (connect-src).
 */
export function directivasCsp(pagos: ConfigPagos): Record<string, string[]> {
  const bancard =
    pagos.proveedor === 'bancard' && pagos.bancard ? [new URL(pagos.bancard.baseUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...bancard],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...bancard],
    frameSrc: ["'self'", ...bancard],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
  };
}

/** Cabeceras de seguridad de helmet con la CSP de arriba. */
export default fp(async function seguridad(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: directivasCsp(app.config.pagos) },
    crossOriginEmbedderPolicy: false,
  });
});
