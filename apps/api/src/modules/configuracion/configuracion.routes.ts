import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultaListadoSchema } from '../../lib/consulta-listado.js';
import { listado } from '../../lib/listado.js';
import {
  listadoCiudades,
  listadoConfiguraciones,
  listadoRefrigeraciones,
  listadoRubros,
} from './configuracion.repository.js';

// Lecturas de datos de referencia (públicas; paginadas si se pide `page`).
export const configuracionRoutes: FastifyPluginAsyncZod = async (app) => {
  const opciones = (summary: string) =>
    ({
      config: { acceso: 'publico' },
      schema: { tags: ['referencia'], summary, querystring: consultaListadoSchema },
    }) as const;

  app.get('/ciudad/', opciones('Ciudades'), (request) =>
    listado(request, request.query, listadoCiudades(app.db)),
  );
  app.get('/rubro/', opciones('Rubros'), (request) =>
    listado(request, request.query, listadoRubros(app.db)),
  );
  app.get('/refrigeracion/', opciones('Tipos de refrigeración'), (request) =>
    listado(request, request.query, listadoRefrigeraciones(app.db)),
  );
  app.get(
    '/configuracion/',
    opciones('Configuración pública (toda, para administradores)'),
    (request) =>
      listado(
        request,
        request.query,
        listadoConfiguraciones(app.db, request.usuario?.administrador ?? false),
      ),
  );
};
