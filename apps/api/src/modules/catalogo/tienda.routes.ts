import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, productosInicioSchema } from '@nemu/domain';
import { claveDeCabeceras } from '../carrito/carrito.service.js';
import { datosCabecera, inicioJson } from './inicio.service.js';
import { detalleProducto, listaDestacada } from './productos.service.js';

// Lecturas públicas de la tienda: inicio, listas destacadas y detalle de producto.
export const tiendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inicio/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Datos del inicio: referencia, listas destacadas, favoritos y carrito',
        description:
          'La parte compartida se arma a lo sumo cada 30 s; favoritos y carrito son del usuario (o del visitante con `X-Carrito`).',
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await inicioJson(app.db, request.usuario, claveDeCabeceras(request.headers))),
  );

  app.get(
    '/inicio-header/',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['tienda'], summary: 'Categorías y datos de la cabecera' },
    },
    () => datosCabecera(app.db),
  );

  app.get(
    '/productos-inicio/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Más vistos, más vendidos, aleatorios u oferta del día',
        querystring: productosInicioSchema,
      },
    },
    (request) => listaDestacada(app.db, request.query.tipo, request.query.cantidad),
  );

  app.get(
    '/producto/:id/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Detalle de un producto (no publicado: sólo su proveedor y administradores)',
        params: z.object({ id: idSchema }),
      },
    },
    (request) => detalleProducto(app.db, request.params.id, request.usuario),
  );
};
