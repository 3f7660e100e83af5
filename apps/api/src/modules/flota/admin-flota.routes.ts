import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import { guardarTipoVehiculoAdminSchema, idSchema } from '@nemu/domain';
import * as admin from './admin-flota.service.js';

const ADMIN = ['administrador'] as const;
const tags = ['administracion'];
const idParams = z.object({ id: idSchema });

// Tipos de vehículo y sus tarifas: el detalle es público como el listado; el resto, del
// administrador.
export const adminFlotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tipo-vehiculo/:id/',
    {
      config: { acceso: 'publico' },
      schema: { tags: ['referencia'], summary: 'Un tipo de vehículo', params: idParams },
    },
    (request) => admin.obtenerTipoVehiculo(app.db, request.params.id),
  );
  app.post(
    '/tipo-vehiculo/',
    {
      config: { acceso: ADMIN },
      schema: { tags, summary: 'Alta de tipo de vehículo', body: guardarTipoVehiculoAdminSchema },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.crearTipoVehiculo(app.db, usuarioDe(request), request.body)),
  );
  app.patch(
    '/tipo-vehiculo/:id/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Edita un tipo de vehículo (precios y medidas admiten null)',
        params: idParams,
        body: guardarTipoVehiculoAdminSchema.partial(),
      },
    },
    (request) =>
      admin.actualizarTipoVehiculo(app.db, usuarioDe(request), request.params.id, request.body),
  );
  app.delete(
    '/tipo-vehiculo/:id/',
    {
      config: { acceso: ADMIN },
      schema: {
        tags,
        summary: 'Baja de tipo de vehículo (409 si hay vehículos)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await admin.eliminarTipoVehiculo(app.db, usuarioDe(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
