import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultaPaginada, idSchema } from '@nemu/domain';
import { ESTADOS_TRABAJO } from './trabajos.tables.js';
import { listar, reintentar } from './trabajos.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['trabajos'];

const consultaTrabajos = consultaPaginada({
  estado: z.enum(ESTADOS_TRABAJO).optional(),
  tipo: z.string().max(100).optional(),
});

// Cola de trabajos en segundo plano: el administrador ve los fallidos y los reintenta.
export const trabajosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trabajos/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Trabajos en segundo plano (filtros estado y tipo)',
        querystring: consultaTrabajos,
      },
    },
    (request) => listar(request, app.db, request.query),
  );
  app.post(
    '/trabajos/:id/reintentar/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Vuelve a encolar un trabajo fallido',
        params: z.object({ id: idSchema }),
      },
    },
    (request) => reintentar(app.db, request.params.id),
  );
};
