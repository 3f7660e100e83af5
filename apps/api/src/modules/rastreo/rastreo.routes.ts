import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema, ubicacionTextoSchema } from '@nemu/domain';
import { NoEncontrado, SinPermiso } from '../../lib/errores.js';
import {
  cambiarConexion,
  tiempoActivo,
  ultimaUbicacion,
} from '../transportistas/operacion.service.js';
import { registrarPosicion } from './rastreo.service.js';

const tags = ['rastreo'];
const transportista = { acceso: ['transportista'] } as const;
const tid = (request: FastifyRequest): number => request.usuario!.transportista_id!;
const fecha = z.iso.date().or(z.iso.datetime({ offset: true }));
const conexionSchema = z.object({
  conectado: z.boolean().optional(),
  ubicacion: ubicacionTextoSchema.nullish(),
});

// Presencia (conexión y tiempo activo) y posiciones del transportista.
export const rastreoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conexion-transportista/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Conecta al transportista (abre un período de conexión)',
        body: conexionSchema,
      },
    },
    (request) => cambiarConexion(app.db, tid(request), true, request.body.ubicacion ?? null),
  );

  app.patch(
    '/conexion-transportista/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Desconecta al transportista (cierra el período)',
        body: conexionSchema,
      },
    },
    (request) => cambiarConexion(app.db, tid(request), false, request.body.ubicacion ?? null),
  );

  app.get(
    '/tiempo-activo-transportista/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Tiempo conectado en el rango (por defecto, hoy hasta ahora)',
        querystring: z.object({ fecha__gt: fecha.optional(), fecha__lt: fecha.optional() }),
      },
    },
    (request) => {
      const ahora = new Date();
      const hoy = new Date(ahora);
      hoy.setUTCHours(0, 0, 0, 0);
      const desde = request.query.fecha__gt ? new Date(request.query.fecha__gt) : hoy;
      const hasta = request.query.fecha__lt ? new Date(request.query.fecha__lt) : ahora;
      return tiempoActivo(app.db, tid(request), desde, hasta);
    },
  );

  app.post(
    '/rastreo-usuario/',
    {
      config: transportista,
      schema: {
        tags,
        summary: 'Posición del transportista (movimientos menores a 20 m se ignoran)',
        body: z.object({
          ubicacion: ubicacionTextoSchema,
          precision: z.number().nonnegative().max(100_000).optional(),
          velocidad: z.number().nonnegative().max(1000).optional(),
          rumbo: z.number().min(0).max(360).optional(),
        }),
      },
    },
    (request) =>
      registrarPosicion(app, request.usuario!.id, tid(request), {
        lat: request.body.ubicacion.lat,
        lng: request.body.ubicacion.lng,
        precision_m: request.body.precision,
        velocidad_mps: request.body.velocidad,
        rumbo: request.body.rumbo,
      }),
  );

  app.get(
    '/ubicacion-transportista/',
    {
      config: { acceso: ['transportista', 'administrador'] },
      schema: {
        tags,
        summary: 'Última ubicación conocida (fecha y ago): la propia, o la de cualquiera (admin)',
        querystring: z.object({ transportista_id: idSchema.optional() }),
      },
    },
    async (request) => {
      const u = request.usuario!;
      const id = request.query.transportista_id ?? u.transportista_id;
      if (id === null || (!u.administrador && id !== u.transportista_id)) throw new SinPermiso();
      const info = await ultimaUbicacion(app.db, id);
      if (!info) throw new NoEncontrado();
      return info;
    },
  );
};
