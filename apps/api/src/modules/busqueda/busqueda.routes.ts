import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consultaPaginada,
  consultaPaginadaSchema,
  filtrosBuscadorSchema,
  idSchema,
} from '@nemu/domain';
import { detalleProducto } from '../catalogo/productos.service.js';
import { buscar, buscarGlobal, sugerir } from './busqueda.service.js';
import { vigilarCambios } from './indice-sincronizado.js';

const consultaBuscador = consultaPaginada(filtrosBuscadorSchema);

export const busquedaRoutes: FastifyPluginAsyncZod = async (app) => {
  await vigilarCambios(app.database);
  const descripcion =
    'Búsqueda no exacta en español: sin acentos ni mayúsculas, con raíces (plural/singular) y tolerante a errores de tipeo; por relevancia y luego popularidad. Sólo productos aprobados y activos de proveedores aprobados.';

  app.get(
    '/producto_buscador/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Buscador de productos con filtros (paginado)',
        description: descripcion,
        querystring: consultaBuscador,
      },
    },
    (request) => buscar(app.db, request, request.query),
  );

  app.get(
    '/producto_buscador2/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Sugerencias del buscador mientras se escribe (hasta 8, sin total)',
        description: descripcion,
        querystring: consultaBuscador,
      },
    },
    (request) => sugerir(app.db, request.query),
  );

  app.get(
    '/producto_buscador/:id/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Detalle de un producto desde el buscador',
        params: z.object({ id: idSchema }),
      },
    },
    (request) => detalleProducto(app.db, request.params.id, request.usuario),
  );

  app.get(
    '/busqueda/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Búsqueda global: categorías, proveedores y productos (paginada)',
        querystring: consultaPaginadaSchema,
      },
    },
    (request) => buscarGlobal(app.db, request, request.query),
  );
};
