import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  actualizarDireccionSchema,
  guardarDireccionSchema,
  idDireccionCuerpoSchema,
  idSchema,
  infoCalleSchema,
} from '@nemu/domain';
import { crearGeocoder } from '../../adapters/geocoder/geocoder.js';
import { NoAutenticado } from '../../lib/errores.js';
import {
  actualizarDireccion,
  crearDireccionComoAdmin,
  eliminarDireccion,
  listarDirecciones,
  obtenerDireccion,
  usuarioObjetivo,
} from './direcciones.service.js';
import { infoCalle } from './info-calle.service.js';
import { limiteAnonimo } from '../../lib/limites.js';

const parametrosId = z.object({ id: idSchema });

function usuarioDe(request: FastifyRequest) {
  if (!request.usuario) throw new NoAutenticado();
  return request.usuario;
}

/** Direcciones de entrega del cliente (spec §3 Direccion) e /info-calle/. */
export const direccionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = app.config.geocoderUrl ? crearGeocoder(app.config.geocoderUrl) : undefined;

  app.get(
    '/direccion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['direcciones'],
        summary: 'Direcciones propias (admin: las de ?usuario=)',
        querystring: z.object({ usuario: idSchema.optional() }),
      },
    },
    async (request) =>
      listarDirecciones(app.db, usuarioObjetivo(usuarioDe(request), request.query.usuario)),
  );

  app.post(
    '/direccion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['direcciones'],
        summary: 'Crea una dirección (admin: para `usuario`); una sola por defecto',
        body: guardarDireccionSchema.omit({ id: true }).extend({ usuario: idSchema.optional() }),
      },
    },
    async (request, reply) => {
      const { usuario, ...datos } = request.body;
      const auth = usuarioDe(request);
      const objetivo = usuarioObjetivo(auth, usuario);
      return reply.code(201).send(await crearDireccionComoAdmin(app.db, auth, objetivo, datos));
    },
  );

  app.patch(
    '/direccion/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['direcciones'],
        summary: 'Actualiza una dirección con el id en el cuerpo (propia o, admin, de un cliente)',
        body: actualizarDireccionSchema.extend(idDireccionCuerpoSchema.shape),
      },
    },
    async (request) => {
      const { id, ...datos } = request.body;
      return actualizarDireccion(app.db, usuarioDe(request), id, datos);
    },
  );

  app.get(
    '/direccion/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: { tags: ['direcciones'], summary: 'Una dirección propia', params: parametrosId },
    },
    async (request) => obtenerDireccion(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/direccion/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['direcciones'],
        summary: 'Actualiza una dirección propia',
        params: parametrosId,
        body: actualizarDireccionSchema,
      },
    },
    async (request) =>
      actualizarDireccion(app.db, usuarioDe(request), request.params.id, request.body),
  );

  app.delete(
    '/direccion/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['direcciones'],
        summary: 'Borra una dirección propia',
        params: parametrosId,
      },
    },
    async (request, reply) => {
      await eliminarDireccion(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/info-calle/',
    {
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config) },
      schema: {
        tags: ['direcciones'],
        summary: 'Calle de un punto o sugerencias de calles y lugares (índice de Gran Asunción)',
        body: infoCalleSchema,
      },
    },
    async (request) => infoCalle(app.db, request.body, geocoder),
  );
};
