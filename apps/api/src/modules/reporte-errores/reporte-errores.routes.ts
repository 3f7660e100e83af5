import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardarErrorSchema } from '@nemu/domain';
import { guardarError } from './reporte-errores.service.js';

// POST /guardar-error/: la app (o el formulario "reportar error") registra un error.
export const reporteErroresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/guardar-error/',
    {
      config: { acceso: 'publico', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['soporte'],
        summary: 'Registra un error reportado por la app',
        body: guardarErrorSchema,
      },
    },
    async (request, reply) => {
      const r = await guardarError(app.db, {
        ...request.body,
        usuarioId: request.usuario?.id ?? null,
        versionApp: request.appVersion,
        url:
          typeof request.headers.referer === 'string'
            ? request.headers.referer.slice(0, 500)
            : null,
      });
      return reply.code(201).send(r);
    },
  );
};
