import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actualizarCarritoSchema, entregaCarritoSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import {
  CABECERA_CARRITO,
  cambiarCarrito,
  claveDeCabeceras,
  configurarCarrito,
  paginaCarrito,
  verCarrito,
} from './carrito.service.js';
import { limiteAnonimo } from '../../lib/limites.js';

const consultaCarrito = consultaListado({});

const descripcionClave = `Sin sesión, el carrito se identifica con la cabecera \`${CABECERA_CARRITO}\` (o la cookie \`nemu_carrito\`); la respuesta trae \`clave_anonima\`. Al iniciar sesión se fusiona con el del usuario.`;

export const carritoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/carrito/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['tienda'],
        summary: 'Carrito con totales (líneas paginadas si se pide `page`/`page_size`)',
        description: `${descripcionClave} Con \`page\` o \`page_size\` las líneas van en \`results\` (formato DRF) y \`totales\` sigue siendo el del carrito completo.`,
        querystring: consultaCarrito,
      },
    },
    (request) => {
      const clave = claveDeCabeceras(request.headers);
      return request.query.paginado
        ? paginaCarrito(app.db, request, request.usuario, clave, request.query)
        : verCarrito(app.db, request.usuario, clave);
    },
  );

  app.post(
    '/carrito/',
    {
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config, 'uso') },
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
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config, 'uso') },
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
