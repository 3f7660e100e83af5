import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editarEmpresaTransporteSchema, idSchema } from '@nemu/domain';
import { usuarioDe } from '../../lib/acceso.js';
import { consultaListado } from '../../lib/consulta-listado.js';
import * as servicio from './empresa-transporte.service.js';

const EMPRESA = ['adm_transportista', 'administrador'] as const;
const idParams = z.object({ id: idSchema });
const tags = ['empresa de transporte'];

// Panel de la empresa de transporte (/adm_transportista): perfil, inicio, balance y movimientos.
export const empresaTransporteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/empresa-transporte/:id/',
    {
      config: { acceso: EMPRESA },
      schema: { tags, summary: 'Perfil de la empresa de transporte', params: idParams },
    },
    (request) => servicio.obtenerEmpresa(app.db, usuarioDe(request), request.params.id),
  );

  app.patch(
    '/empresa-transporte/:id/',
    {
      config: { acceso: EMPRESA },
      schema: {
        tags,
        summary: 'Edita el perfil de la empresa (parcial)',
        params: idParams,
        body: editarEmpresaTransporteSchema,
      },
    },
    (request) =>
      servicio.editarEmpresa(app.db, usuarioDe(request), request.params.id, request.body),
  );

  app.get(
    '/empresa-transporte/:id/inicio/',
    {
      config: { acceso: EMPRESA },
      schema: {
        tags,
        summary: 'Flota por estado, choferes asignados, rutas y ganancias del mes',
        params: idParams,
      },
    },
    (request) => servicio.inicioEmpresa(app.db, usuarioDe(request), request.params.id),
  );

  app.get(
    '/empresa-transporte/:id/balance/',
    {
      config: { acceso: EMPRESA },
      schema: {
        tags,
        summary: 'Ganancias de la empresa por las rutas de sus vehículos (mes, total, por mes)',
        params: idParams,
      },
    },
    (request) => servicio.balanceEmpresa(app.db, usuarioDe(request), request.params.id),
  );

  app.get(
    '/empresa-transporte/:id/movimientos/',
    {
      config: { acceso: EMPRESA },
      schema: {
        tags,
        summary: 'Rutas terminadas con vehículos de la empresa y lo que ganó cada una',
        params: idParams,
        querystring: consultaListado({ vehiculo: idSchema.optional() }),
      },
    },
    (request) =>
      servicio.movimientosEmpresa(
        app.db,
        request,
        usuarioDe(request),
        request.params.id,
        request.query,
      ),
  );
};
