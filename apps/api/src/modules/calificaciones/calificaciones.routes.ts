import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calificacionesPendientesSchema,
  calificarSchema,
  obtenerCalificacionesSchema,
  verificarCalificacionSchema,
} from '@nemu/domain';
import { NoAutenticado } from '../../lib/errores.js';
import {
  calificacionesPendientes,
  calificar,
  obtenerCalificaciones,
  verificarCalificacion,
} from './calificaciones.service.js';

export const calificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/calificar/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['calificaciones'],
        summary:
          'El cliente califica (1 a 5) al transportista, un proveedor o un producto de su pedido entregado',
        body: calificarSchema,
      },
    },
    async (request, reply) => {
      if (!request.usuario) throw new NoAutenticado();
      return reply.code(201).send(await calificar(app.db, request.usuario, request.body));
    },
  );

  app.get(
    '/verificar-calificacion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['calificaciones'],
        summary: 'Si el cliente ya calificó eso en su pedido',
        querystring: verificarCalificacionSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return verificarCalificacion(app.db, request.usuario, request.query);
    },
  );

  app.get(
    '/calificaciones-pendientes/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['calificaciones'],
        summary: 'Lo que falta calificar de un pedido entregado (nombre e imagen de cada uno)',
        querystring: calificacionesPendientesSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return calificacionesPendientes(app.db, request.usuario, request.query.pedido_id);
    },
  );

  app.get(
    '/obtener-calificaciones/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['calificaciones'],
        summary:
          'Calificaciones recibidas (paginadas) y promedio de un producto, proveedor o transportista (éste sólo para sí mismo)',
        querystring: obtenerCalificacionesSchema,
      },
    },
    async (request) => obtenerCalificaciones(app.db, request, request.usuario, request.query),
  );
};
