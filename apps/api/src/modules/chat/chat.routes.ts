import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultaPredeterminadosSchema,
  enviarMensajeSchema,
  rutaMensajesChatSchema,
} from '@nemu/domain';
import { NoAutenticado } from '../../lib/errores.js';
import { limitePorUsuario } from '../../lib/limites.js';
import { enviarMensaje, leerMensajes, listarPredeterminados } from './chat.service.js';

/** Mensajes por minuto que un usuario puede enviar. */
const MENSAJES_POR_MINUTO = 30;

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/enviar-mensaje/',
    {
      config: { acceso: 'autenticado', rateLimit: limitePorUsuario(MENSAJES_POR_MINUTO, 60_000) },
      schema: {
        tags: ['chat'],
        summary: 'Mensaje al chat de un pedido (cliente 0, transportista 10)',
        body: enviarMensajeSchema,
      },
    },
    async (request, reply) => {
      if (!request.usuario) throw new NoAutenticado();
      return reply.code(201).send(await enviarMensaje(app, request.usuario, request.body.data));
    },
  );

  app.get(
    '/chat/mensajes/predeterminados/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['chat'],
        summary: 'Mensajes predeterminados activos: de un tipo (y los de ambos) o todos',
        querystring: consultaPredeterminadosSchema,
      },
    },
    async (request) => listarPredeterminados(app.db, request.query.tipo),
  );

  app.get(
    '/chat/mensajes/:pedido/:tipo/:pagina/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['chat'],
        summary:
          'Página de la conversación de un pedido vista desde un lado (ADR 016); marca leídos los recibidos',
        params: rutaMensajesChatSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return leerMensajes(app, request.usuario, request.params);
    },
  );
};
