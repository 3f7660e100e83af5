import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import {
  configuracionEditarSchema,
  guardarPreguntaFrecuenteAdminSchema,
  idSchema,
} from '@nemu/domain';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import * as admin from './admin-configuracion.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['administracion'];
const idParams = z.object({ id: idSchema });

// Datos de referencia editados por el administrador: rubros, preguntas frecuentes y
// configuración clave/valor (las lecturas son públicas, en sus propios módulos).
export const adminConfiguracionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rubro/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Alta de rubro (multipart con imagen)' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await admin.crearRubro(
            app.db,
            app.config.storageDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );
  app.patch(
    '/rubro/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Edita un rubro (multipart con imagen)', params: idParams },
    },
    async (request) =>
      admin.actualizarRubro(
        app.db,
        app.config.storageDir,
        usuarioDe(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );
  app.delete(
    '/rubro/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Baja de un rubro (409 si está en uso)', params: idParams },
    },
    async (request, reply) => {
      await admin.eliminarRubro(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/preguntas-frecuentes/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Alta de pregunta frecuente',
        body: guardarPreguntaFrecuenteAdminSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.crearPregunta(app.db, usuarioDe(request), request.body)),
  );
  app.patch(
    '/preguntas-frecuentes/:id/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Edita una pregunta frecuente',
        params: idParams,
        body: guardarPreguntaFrecuenteAdminSchema.partial(),
      },
    },
    (request) =>
      admin.actualizarPregunta(app.db, usuarioDe(request), request.params.id, request.body),
  );
  app.delete(
    '/preguntas-frecuentes/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Baja de una pregunta frecuente', params: idParams },
    },
    async (request, reply) => {
      await admin.eliminarPregunta(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/configuracion-editar/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Edita (con id) o crea una configuración clave/valor',
        body: configuracionEditarSchema,
      },
    },
    (request) => admin.editarConfiguracion(app.db, usuarioDe(request), request.body),
  );
};
