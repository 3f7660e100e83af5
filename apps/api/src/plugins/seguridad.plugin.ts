import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ConfigPagos } from '../modules/pagos/pagos.config.js';

/**
 * Directivas CSP. Sólo con PAGOS_PROVEEDOR=bancard se permite el origen de Bancard: su JS de
 * checkout (script-src), el iframe del formulario (frame-src) y la consulta de estilos
 * permitidos que hace ese JS (connect-src). El canal `/ws` se conecta al mismo host: algunos
 * navegadores no cubren ws:/wss: con 'self', así que connect-src nombra el origen ws(s) de
 * PUBLIC_URL (no cualquier host con `ws:`).
 */
export function directivasCsp(pagos: ConfigPagos, publicUrl: string): Record<string, string[]> {
  const publico = new URL(publicUrl);
  const ws = `${publico.protocol === 'https:' ? 'wss:' : 'ws:'}//${publico.host}`;
  const bancard =
    pagos.proveedor === 'bancard' && pagos.bancard ? [new URL(pagos.bancard.baseUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...bancard],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", ws, ...bancard],
    frameSrc: ["'self'", ...bancard],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
  };
}

/** Cabeceras de seguridad de helmet con la CSP de arriba. */
export default fp(async function seguridad(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: directivasCsp(app.config.pagos, app.config.publicUrl) },
    crossOriginEmbedderPolicy: false,
  });
});
