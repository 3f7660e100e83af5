import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultaListado } from '../../lib/consulta-listado.js';
import { listado } from '../../lib/listado.js';
import { categoriasActivas, listadoCategorias } from './catalogo.repository.js';
import { arbolCategorias } from './catalogo.service.js';

const consultaCategoriasSchema = consultaListado({
  web: z.stringbool().optional().describe('Árbol anidado con `hijos`'),
});

export const catalogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categoria/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['referencia'],
        summary: 'Categorías: lista (paginada si se pide) o árbol con `web=true`',
        querystring: consultaCategoriasSchema,
      },
    },
    async (request) => {
      if (request.query.web) return arbolCategorias(await categoriasActivas(app.db));
      return listado(request, request.query, listadoCategorias(app.db));
    },
  );
};
