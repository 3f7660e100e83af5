import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import {
  aprobarProductoSchema,
  booleanoSchema,
  idSchema,
  rechazarProductoSchema,
} from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { listarComentariosAdmin, quitarComentario } from '../catalogo/comentarios.service.js';
import {
  aprobarProducto,
  detalleProducto,
  rechazarProducto,
} from './productos-proveedor.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['administracion'];

// Moderación de productos y de sus comentarios (panel de administración). La cola de
// moderación es GET /producto/?moderado=false, compartida con el portal del proveedor.
export const moderacionProductosRoutes: FastifyPluginAsyncZod = async (app) => {
  const detalle = (request: FastifyRequest, id: number) =>
    detalleProducto(
      { db: app.db, storageDir: app.config.storageDir, usuario: usuarioDe(request) },
      id,
    );

  app.post(
    '/aprobar-producto/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Aprueba un producto y avisa al proveedor',
        body: aprobarProductoSchema,
      },
    },
    async (request) => {
      await aprobarProducto(app.db, request.body.producto_id, usuarioDe(request).id);
      return detalle(request, request.body.producto_id);
    },
  );

  app.post(
    '/rechazar-producto/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Rechaza un producto con un motivo y avisa al proveedor',
        body: rechazarProductoSchema,
      },
    },
    async (request) => {
      const { producto_id, motivo } = request.body;
      await rechazarProducto(app.db, producto_id, usuarioDe(request).id, motivo);
      return detalle(request, producto_id);
    },
  );

  app.get(
    '/comentario-producto/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Comentarios de productos para moderar (search, ordering, producto, visible)',
        querystring: consultaListado({
          producto: idSchema.optional(),
          visible: booleanoSchema.optional(),
        }),
      },
    },
    (request) => listarComentariosAdmin(app.db, request, request.query),
  );

  app.delete(
    '/comentario-producto/:id/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Quita un comentario de la tienda',
        params: z.object({ id: idSchema }),
      },
    },
    async (request, reply) => {
      await quitarComentario(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
