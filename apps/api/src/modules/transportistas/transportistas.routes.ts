import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import { aprobarTransportistaSchema, booleanoSchema, idSchema } from '@nemu/domain';
import { consultaListado, consultaListadoSchema } from '../../lib/consulta-listado.js';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import { responderDocumento } from '../../lib/documentos-privados.js';
import * as servicio from './transportistas.service.js';

const ADMIN = ['administrador'] as const;
const idParams = z.object({ id: idSchema });
const tags = ['transportistas'];

// Alta de transportistas, su ficha, sus documentos privados y su aprobación.
export const transportistasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documentosDir } = app.config;

  app.post(
    '/registro-transportista/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary:
          'Registro como transportista (multipart: documentos, vencimientos y ciudades; contrato aceptado antes)',
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await servicio.registrarTransportista(
            app.db,
            documentosDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );

  app.get(
    '/transportista/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Transportistas (moderado: aprobados o pendientes), con search y ordering',
        querystring: consultaListado({
          moderado: booleanoSchema.optional(),
          activo: booleanoSchema.optional(),
        }),
      },
    },
    (request) => servicio.listarTransportistas(app.db, request, request.query),
  );

  app.post(
    '/transportista/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Alta de un usuario como transportista (multipart)' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await servicio.crearTransportista(
            app.db,
            documentosDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );

  app.get(
    '/transportista/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary: 'Ficha del transportista con su documento faltante',
        params: idParams,
      },
    },
    (request) => servicio.obtenerTransportista(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/transportista/:id/',
    {
      config: { acceso: ['transportista', 'administrador'] },
      schema: {
        tags,
        summary: 'Edición (multipart); `bloqueado` sólo el administrador',
        params: idParams,
      },
    },
    async (request) =>
      servicio.actualizarTransportista(
        app.db,
        documentosDir,
        usuarioDe(request),
        request.params.id,
        await leerFormulario(request),
      ),
  );

  app.delete(
    '/transportista/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Baja lógica del transportista', params: idParams },
    },
    async (request, reply) => {
      await servicio.eliminarTransportista(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/transportista/:id/documento/:campo/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags,
        summary: 'Archivo de un documento (sólo el transportista, su empresa y administradores)',
        params: z.object({ id: idSchema, campo: z.enum(servicio.DOCUMENTOS_TRANSPORTISTA) }),
      },
    },
    async (request, reply) => {
      const doc = await servicio.documentoTransportista(
        app.db,
        documentosDir,
        usuarioDe(request),
        request.params.id,
        request.params.campo,
      );
      return responderDocumento(reply, doc);
    },
  );

  app.get(
    '/transportistas/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Transportistas aprobados (lista simple, o paginada si se pide `page`)',
        querystring: consultaListadoSchema,
      },
    },
    (request) => servicio.transportistasPlano(app.db, request, request.query),
  );

  app.get(
    '/clientes-transportista/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Usuarios sin perfil de transportista, para darlos de alta',
        querystring: consultaListadoSchema,
      },
    },
    (request) => servicio.clientesTransportista(app.db, request, request.query),
  );

  app.post(
    '/aprobar-transportista/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Aprueba (o reinstala) un transportista',
        body: aprobarTransportistaSchema,
      },
    },
    (request) =>
      servicio.aprobarTransportista(app.db, usuarioDe(request), request.body.transportista_id),
  );
};
