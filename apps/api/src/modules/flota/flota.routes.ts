import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultaListadoSchema } from '../../lib/consulta-listado.js';
import { listado } from '../../lib/listado.js';
import { listadoTiposVehiculo } from './flota.repository.js';

export const flotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tipo-vehiculo/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['referencia'],
        summary: 'Tipos de vehículo con sus tarifas (paginado si se pide `page`)',
        querystring: consultaListadoSchema,
      },
    },
    (request) => listado(request, request.query, listadoTiposVehiculo(app.db)),
  );
};
