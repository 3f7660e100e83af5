// Entrada HTTP de la torre de control del administrador.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { torreDeControl } from './torre-control.workflow.js';

export const torreControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/torre-de-control/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['operación'],
        summary:
          'Torre de control: transportistas conectados, hojas activas con progreso, paradas atrasadas y órdenes por estado de ruteo',
        description:
          'Los cambios llegan en vivo a los administradores por /ws: `torre_ubicacion` (un transportista se movió) y `torre_cambio` (hoja, parada o conexión).',
      },
    },
    () => torreDeControl(app.db),
  );
};
