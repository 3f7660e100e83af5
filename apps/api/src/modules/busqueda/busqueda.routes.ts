import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consultaBuscadorSchema,
  consultaPaginada,
  filtrosBusquedaAdminSchema,
  idSchema,
} from '@nemu/domain';
import { detalleProducto } from '../catalogo/productos.service.js';
import { buscar, buscarGlobal, listadoProductos } from './busqueda.service.js';
import { buscarAdmin } from './busqueda-admin.service.js';
import { vigilarCambios } from './indice-sincronizado.js';

/** Tope de ids por consulta de /listado-productos/ (un carrito o una lista de favoritos). */
const MAX_LISTADO = 100;

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
        querystring: consultaBuscadorSchema,
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
        summary: 'Sugerencias del buscador mientras se escribe (paginado como /producto_buscador/)',
        description: descripcion,
        querystring: consultaBuscadorSchema,
      },
    },
    (request) => buscar(app.db, request, request.query),
  );

  app.post(
    '/listado-productos/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary:
          'Tarjetas de productos por una lista de ids (carrito o favoritos de otro dispositivo)',
        description:
          'Devuelve en el orden pedido los productos visibles; los que ya no están publicados se omiten.',
        body: z.object({ ids: z.array(idSchema).min(1).max(MAX_LISTADO) }),
      },
    },
    (request) => listadoProductos(app.db, request.body.ids),
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
        description:
          'Con `ambito=admin` (sólo administradores): pedidos, clientes, productos, proveedores y transportistas, con `grupo` opcional y `search` de 2 caracteres o más.',
        querystring: consultaPaginada(filtrosBusquedaAdminSchema),
      },
    },
    (request) =>
      request.query.ambito === 'admin'
        ? buscarAdmin(app.db, request, request.usuario, request.query)
        : buscarGlobal(app.db, request, request.query),
  );
};
