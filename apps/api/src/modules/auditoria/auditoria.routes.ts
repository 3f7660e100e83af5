import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTIDADES_AUDITADAS, idSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { listarAuditoria } from './auditoria.service.js';

// Bitácora de acciones del administrador, para las pantallas de detalle.
export const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags: ['administracion'],
        summary: 'Bitácora de acciones del administrador (paginada; por entidad e id)',
        querystring: consultaListado({
          entidad: z.enum(ENTIDADES_AUDITADAS).optional(),
          entidad_id: idSchema.optional(),
        }),
      },
    },
    (request) => listarAuditoria(app.db, request, request.query),
  );
};
