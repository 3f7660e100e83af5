// GET /inicio-dashboard/: el tablero del administrador.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableroAdmin } from './tablero-admin.workflow.js';

export const tableroAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inicio-dashboard/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['administracion'],
        summary:
          'Tablero: ventas de hoy y de 7 días, pedidos por estado, aprobaciones pendientes, entregas atrasadas, alertas de stock',
      },
    },
    () => tableroAdmin(app.db),
  );
};
