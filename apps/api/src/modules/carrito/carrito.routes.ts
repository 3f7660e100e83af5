import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actualizarCarritoSchema, entregaCarritoSchema } from '@nemu/domain';
import {
  CABECERA_CARRITO,
  cambiarCarrito,
  claveDeCabeceras,
  configurarCarrito,
  verCarrito,
} from './carrito.service.js';

const descripcionClave = `Sin sesión, el carrito se identifica con la cabecera \`${CABECERA_CARRITO}\` (o la cookie \`nemu_carrito\`); la respuesta trae \`clave_anonima\`. Al iniciar sesión se fusiona con el del usuario.`;

export const carritoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carrito/',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['tienda'], summary: 'Carrito con totales', description: descripcionClave },
    },
    (request) => verCarrito(app.db, request.usuario, claveDeCabeceras(request.headers)),
  );

  app.post(
    '/carrito/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Fija la cantidad de un producto (0 o `eliminar` lo quita)',
        description: descripcionClave,
        body: actualizarCarritoSchema,
      },
    },
    (request) =>
      cambiarCarrito(app.db, request.usuario, claveDeCabeceras(request.headers), request.body),
  );

  app.patch(
    '/carrito/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Horario de entrega (o envío sin horario) y compra mejorada',
        description: descripcionClave,
        body: entregaCarritoSchema,
      },
    },
    (request) =>
      configurarCarrito(app.db, request.usuario, claveDeCabeceras(request.headers), request.body),
  );
};
