import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import { booleanoSchema, consultaMargenSchema, guardarMargenSchema, idSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { leerFormulario } from '../../lib/archivos-subidos.js';
import {
  crearFabricanteAdmin,
  desactivarFabricante,
  listarFabricantesAdmin,
} from './admin-fabricantes.service.js';
import { guardarMargen, listarMargenes } from './margenes.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['administracion'];

// Proveedores desde el panel de administración (la aprobación está en el portal del proveedor).
export const adminFabricantesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fabricante/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Proveedores (moderado: aprobados o pendientes), con search y ordering',
        querystring: consultaListado({
          moderado: booleanoSchema.optional(),
          activo: booleanoSchema.optional(),
        }),
      },
    },
    (request) => listarFabricantesAdmin(app.db, request, request.query),
  );

  app.post(
    '/fabricante/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Alta de proveedor (multipart con imagen_perfil)' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await crearFabricanteAdmin(
            app.db,
            app.config.storageDir,
            usuarioDe(request),
            await leerFormulario(request),
          ),
        ),
  );

  app.delete(
    '/fabricante/:id/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Baja lógica del proveedor', params: z.object({ id: idSchema }) },
    },
    async (request, reply) => {
      await desactivarFabricante(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/updateMargen/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Márgenes de la plataforma por proveedor y por categoría',
        querystring: consultaMargenSchema,
      },
    },
    (request) => listarMargenes(app.db, request.query.id_fabricante),
  );

  app.patch(
    '/updateMargen/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Fija el margen de un proveedor, o de un proveedor en una categoría',
        body: guardarMargenSchema,
      },
    },
    (request) => guardarMargen(app.db, usuarioDe(request), request.body),
  );
};
