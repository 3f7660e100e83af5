import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listarFabricantesPublicos } from './fabricantes.service.js';
import { portalFabricanteRoutes } from './portal-fabricante.routes.js';

export const fabricantesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fabricantes/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['referencia'],
        summary: 'Fabricantes aprobados y activos, con su estado de apertura actual',
      },
    },
    () => listarFabricantesPublicos(app.db),
  );
  await app.register(portalFabricanteRoutes);
};
