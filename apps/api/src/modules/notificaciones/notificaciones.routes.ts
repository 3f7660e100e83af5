import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booleanoSchema, idSchema, marcarNotificacionSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { NoAutenticado } from '../../lib/errores.js';
import {
  listarNotificaciones,
  marcarNotificacion,
  marcarTodasLeidas,
} from './notificaciones.service.js';

// Notificaciones del usuario autenticado: cada uno ve y marca sólo las suyas.
export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notificaciones/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Notificaciones del usuario, las más nuevas primero (paginadas si se pide)',
        querystring: consultaListado({ leida: booleanoSchema.optional() }),
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return listarNotificaciones(app.db, request, request.usuario.id, request.query);
    },
  );

  app.patch(
    '/notificaciones/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Marca una notificación propia como leída o no leída',
        params: z.object({ id: idSchema }),
        body: marcarNotificacionSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return marcarNotificacion(app.db, request.usuario.id, request.params.id, request.body.leida);
    },
  );

  app.post(
    '/notificaciones/leer-todas/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Marca como leídas todas las notificaciones del usuario',
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return marcarTodasLeidas(app.db, request.usuario.id);
    },
  );
};
