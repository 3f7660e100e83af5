import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@nemu/domain';
import { costoEnvioDireccion, fechaEstimada } from './envios.service.js';

// Costo de envío y fecha estimada de entrega (fórmulas en domain/reglas/costo-envio.rules.ts).
export const enviosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/costo_envio/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['envios'],
        summary: 'Costo de envío a una dirección para el carrito',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ fabricantes: z.string().max(500).optional() }),
      },
    },
    (request) =>
      costoEnvioDireccion(
        app.db,
        request.usuario!.id,
        request.params.id,
        request.query.fabricantes,
      ),
  );
  app.get(
    '/fecha-estimada/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['envios'],
        summary: 'Fecha de entrega más temprana y costo de envío mínimo (sin dirección)',
        querystring: z.object({
          fabricantes: z.string().max(500).optional(),
          fabricante: idSchema.optional(),
        }),
      },
    },
    (request) =>
      fechaEstimada(
        app.db,
        request.usuario?.id ?? null,
        request.query.fabricantes,
        request.query.fabricante,
      ),
  );
};
