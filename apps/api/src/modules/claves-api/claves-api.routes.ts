import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import {
  apiConfigSchema,
  crearClaveApiSchema,
  filtrosApiStatusSchema,
  consultaPaginada,
  idSchema,
} from '@nemu/domain';
import {
  configurarApi,
  crearClave,
  estadoApi,
  listarClaves,
  revocarClave,
} from './claves-api.service.js';

const PROPIETARIO = ['proveedor_propietario'] as const;
const tags = ['claves-api'];

// Claves de API del proveedor (pantalla /proveedor/api).
export const clavesApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/claves-api/',
    { config: { acceso: PROPIETARIO }, schema: { tags, summary: 'Claves de API del proveedor' } },
    (request) => listarClaves(app.db, usuarioDe(request)),
  );
  app.post(
    '/claves-api/',
    {
      config: { acceso: PROPIETARIO },
      schema: {
        tags,
        summary: 'Crea una clave (se muestra una sola vez)',
        body: crearClaveApiSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await crearClave(app.db, usuarioDe(request), request.body.nombre)),
  );
  app.delete(
    '/claves-api/:id/',
    {
      config: { acceso: PROPIETARIO },
      schema: { tags, summary: 'Revoca una clave', params: z.object({ id: idSchema }) },
    },
    async (request, reply) => {
      await revocarClave(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ── Administrador: claves de todos los socios, su uso y el registro de peticiones ──
  app.post(
    '/api-config/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary:
          'Configura las claves de los socios: {accion: crear|revocar|activar|desactivar, datos}',
        body: apiConfigSchema,
      },
    },
    async (request, reply) => {
      const r = await configurarApi(app.db, usuarioDe(request).id, request.body);
      return reply.code(request.body.accion === 'crear' ? 201 : 200).send(r);
    },
  );
  app.get(
    '/api-status/',
    {
      config: { acceso: ['administrador'] },
      schema: {
        tags,
        summary: 'Claves de los socios con su uso en 24 h y el registro de peticiones (paginado)',
        querystring: consultaPaginada(filtrosApiStatusSchema),
      },
    },
    (request) => estadoApi(app.db, request, request.query),
  );
};
