import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filtrosErroresSchema, guardarErrorSchema, idErrorSchema } from '@nemu/domain';
import { usuarioDe } from '../../lib/acceso.js';
import { consultaListado } from '../../lib/consulta-listado.js';
import {
  controlarError,
  guardarError,
  listarErrores,
  obtenerError,
  resumenErrores,
} from './reporte-errores.service.js';

const ADMIN = { acceso: ['administrador'] } as const;
const tags = ['soporte'];

// POST /guardar-error/: la app (o el formulario "reportar error") registra un error; el
// administrador los lista, los lee y los marca atendidos.
export const reporteErroresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/guardar-error/',
    {
      config: { acceso: 'publico', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Registra un error reportado por la app',
        body: guardarErrorSchema,
      },
    },
    async (request, reply) => {
      const r = await guardarError(app.db, {
        ...request.body,
        usuarioId: request.usuario?.id ?? null,
        versionApp: request.appVersion,
        url:
          typeof request.headers.referer === 'string'
            ? request.headers.referer.slice(0, 500)
            : null,
      });
      return reply.code(201).send(r);
    },
  );

  app.get(
    '/all-errores/',
    {
      config: ADMIN,
      schema: { tags, summary: 'Errores pendientes (los 20 últimos) y totales por estado' },
    },
    () => resumenErrores(app.db),
  );

  app.get(
    '/errores/',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Errores reportados (paginado; controlado, origen, search, ordering)',
        querystring: consultaListado(filtrosErroresSchema),
      },
    },
    (request) => listarErrores(app.db, request, request.query),
  );

  app.get(
    '/obtener-error/',
    {
      config: ADMIN,
      schema: { tags, summary: 'Un error reportado (?id=)', querystring: idErrorSchema },
    },
    (request) => obtenerError(app.db, request.query.id),
  );

  app.post(
    '/controlar-error/',
    {
      config: ADMIN,
      schema: {
        tags,
        summary: 'Marca un error como atendido (409 si ya lo estaba)',
        body: idErrorSchema,
      },
    },
    (request) => controlarError(app.db, usuarioDe(request).id, request.body.id),
  );
};
