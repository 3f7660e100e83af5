import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultaPaginada, idSchema } from '@nemu/domain';
import { detalleHoja, listarHojas } from './listado-hojas.lectura.js';

const tags = ['hojas de ruta'];
const fecha = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .optional();

// Lectura de hojas de ruta: el transportista ve las suyas; el administrador, todas con filtros.
export const hojasRutaRoutes: FastifyPluginAsyncZod = async (app) => {
  const acceso = { acceso: ['transportista', 'administrador'] } as const;

  app.get(
    '/hoja_ruta/',
    {
      config: acceso,
      schema: {
        tags,
        summary: 'Hojas de ruta (paginado, con filtros)',
        querystring: consultaPaginada({
          estado: z.coerce.number().int().optional(),
          fecha__gt: fecha,
          fecha__lt: fecha,
          transportista: idSchema.optional(),
          tipo_vehiculo: idSchema.optional(),
          sin_transportista: z.stringbool().optional(),
        }),
      },
    },
    (request) => listarHojas(app.db, request, request.usuario!, request.query),
  );

  app.get(
    '/hoja_ruta/:id/',
    {
      config: acceso,
      schema: { tags, summary: 'Hoja de ruta con sus paradas', params: z.object({ id: idSchema }) },
    },
    (request) => detalleHoja(app.db, request.params.id, request.usuario!),
  );
};
