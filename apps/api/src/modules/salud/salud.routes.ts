import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELEASE } from '@nemu/domain';
import { estadoBaseDeDatos } from './salud.service.js';

const saludSchema = z.object({
  estado: z.enum(['ok', 'degradado']),
  version: z.string(),
  base_de_datos: z.object({
    motor: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencia_ms: z.number(),
  }),
});

export const saludRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['salud'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: saludSchema, 503: saludSchema },
      },
    },
    async (_request, reply) => {
      const base = await estadoBaseDeDatos(app.database);
      const cuerpo = {
        estado: base.ok ? 'ok' : 'degradado',
        version: RELEASE,
        base_de_datos: base,
      } as const;
      return reply.code(base.ok ? 200 : 503).send(cuerpo);
    },
  );
};
