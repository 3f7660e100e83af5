import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** Una línea de log por petición, con la versión de la app (`X-App-Version`) y el usuario. */
export default fp(async function registro(app: FastifyInstance) {
  app.decorateRequest('appVersion', null);
  app.addHook('onRequest', async (request) => {
    const version = request.headers['x-app-version'];
    request.appVersion = typeof version === 'string' ? version.slice(0, 40) : null;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        app_version: request.appVersion,
        usuario_id: request.usuario?.id ?? null,
      },
      'petición',
    );
  });
});
