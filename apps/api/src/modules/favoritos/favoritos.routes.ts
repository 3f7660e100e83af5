import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actualizarFavoritoSchema, crearFavoritoSchema, idSchema } from '@nemu/domain';
import { consultaListadoSchema } from '../../lib/consulta-listado.js';
import { NoAutenticado } from '../../lib/errores.js';
import { agregarFavorito, cambiarFavorito, listarFavoritos } from './favoritos.service.js';

export const favoritosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorito/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['tienda'],
        summary: 'Favoritos activos del usuario (paginados si se pide)',
        querystring: consultaListadoSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return listarFavoritos(app.db, request, request.usuario.id, request.query);
    },
  );

  app.post(
    '/favorito/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['tienda'],
        summary: 'Marca un producto como favorito',
        body: crearFavoritoSchema,
      },
    },
    async (request, reply) => {
      if (!request.usuario) throw new NoAutenticado();
      const favorito = await agregarFavorito(app.db, request.usuario.id, request.body.producto);
      return reply.code(201).send(favorito);
    },
  );

  app.put(
    '/favorito/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['tienda'],
        summary: 'Activa o desactiva un favorito propio',
        params: z.object({ id: idSchema }),
        body: actualizarFavoritoSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return cambiarFavorito(app.db, request.usuario.id, request.params.id, request.body.activo);
    },
  );
};
