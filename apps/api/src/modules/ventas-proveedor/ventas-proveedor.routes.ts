import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../lib/acceso.js';
import { fechaSchema, idSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { paginar } from '../../lib/paginacion.js';
import * as ventas from './ventas-proveedor.service.js';

const PROVEEDOR = ['proveedor', 'administrador'] as const;
const tags = ['ventas-proveedor'];
const rango = {
  fecha__gt: fechaSchema.optional(),
  fecha__lt: fechaSchema.optional(),
  fabricante: idSchema.optional(),
};

// Ventas, balance y estadísticas del proveedor (sobre pedidos pagados hasta entregados).
export const ventasProveedorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/productos/ventas/listado/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Unidades e importe vendidos por producto',
        querystring: consultaListado(rango),
      },
    },
    async (request) => {
      const filas = await ventas.ventasPorProducto(app.db, usuarioDe(request), request.query);
      if (!request.query.paginado) return filas;
      return paginar(request, request.query, {
        contar: async () => filas.length,
        listar: async (limit, offset) => filas.slice(offset, offset + limit),
      });
    },
  );

  app.get(
    '/productos/ventas/resumen/',
    {
      config: { acceso: PROVEEDOR },
      schema: { tags, summary: 'Resumen de ventas del período', querystring: z.object(rango) },
    },
    (request) => ventas.resumenVentas(app.db, usuarioDe(request), request.query),
  );

  app.get(
    '/productos/ventas/balance/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Balance: vendido, comisión, pagado y a pagar',
        querystring: z.object(rango),
      },
    },
    (request) => ventas.balanceProveedor(app.db, usuarioDe(request), request.query),
  );

  app.get(
    '/productos/ventas/estadisticas/',
    {
      config: { acceso: PROVEEDOR },
      schema: {
        tags,
        summary: 'Ventas por día, producto y categoría',
        querystring: z.object(rango),
      },
    },
    (request) => ventas.estadisticasVentas(app.db, usuarioDe(request), request.query),
  );
};
