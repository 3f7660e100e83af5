import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync } from 'node:fs';
import { MENSAJES } from '@nemu/domain';

const PREFIJOS_API = ['/api', '/media', '/ws', '/sandbox-pagos'];

/** Los archivos de /assets llevan un hash del contenido en el nombre: nunca cambian. */
const CACHE_ASSETS = 'public, max-age=31536000, immutable';

/** Sirve los archivos subidos en /media y la web compilada en / (con fallback de SPA). */
export default fp(async function web(app: FastifyInstance) {
  mkdirSync(app.config.storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.storageDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
  });

  const hayWeb = existsSync(app.config.webDistDir);
  if (hayWeb) {
    await app.register(fastifyStatic, {
      root: app.config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // El build deja .br y .gz de calidad máxima junto a cada archivo (apps/web/build).
      preCompressed: true,
      setHeaders: (reply, ruta) => {
        if (ruta.replaceAll('\\', '/').includes('/assets/')) {
          reply.header('cache-control', CACHE_ASSETS);
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const esApi = PREFIJOS_API.some((p) => request.url === p || request.url.startsWith(`${p}/`));
    const quiereHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!esApi && hayWeb && quiereHtml) {
      return reply.type('text/html').sendFile('index.html', app.config.webDistDir);
    }
    return reply.code(404).send({ detail: MENSAJES.noEncontrado });
  });
});
