import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultaListado } from '../../lib/consulta-listado.js';
import { listarPreguntas, solicitarContactoB2b } from './soporte.service.js';
import { limiteAnonimo } from '../../lib/limites.js';

const consultaPreguntas = consultaListado({
  destinatario: z.coerce
    .number()
    .int()
    .refine((v) => [10, 20, 30].includes(v))
    .optional()
    .describe('10 cliente, 20 proveedor, 30 transportista; las generales siempre se incluyen'),
});

export const soporteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-contact-b2b/',
    {
      config: { acceso: 'publico', rateLimit: limiteAnonimo(app.config) },
      schema: {
        tags: ['soporte'],
        summary: 'Consulta de una empresa (B2B): nombre, empresa, ruc, email, teléfono, mensaje',
        description:
          'JSON o multipart. En multipart admite un adjunto en `archivo`: PDF o imagen de hasta 5 MB (otro tipo o tamaño: 400).',
      },
    },
    async (request, reply) =>
      reply.code(201).send(await solicitarContactoB2b(app.db, app.config.storageDir, request)),
  );

  app.get(
    '/preguntas-frecuentes/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['soporte'],
        summary: 'Preguntas frecuentes activas (con `search`; paginadas si se pide)',
        querystring: consultaPreguntas,
      },
    },
    (request) => listarPreguntas(app.db, request, request.query),
  );
};
