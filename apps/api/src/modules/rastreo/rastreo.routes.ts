import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EVENTOS_TORRE,
  fechaAsuncion,
  idSchema,
  instanteAsuncion,
  lotePosicionesRastreoSchema,
  posicionRastreoSchema,
  ubicacionTextoSchema,
} from '@nemu/domain';
import { NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { finAnteriorA, inicioPosteriorA } from '../../lib/filtro-fechas.js';
import {
  cambiarConexion,
  tiempoActivo,
  ultimaUbicacion,
} from '../transportistas/operacion.service.js';
import { registrarPosiciones } from './rastreo.service.js';

const tags = ['rastreo'];
const transportista = { acceso: ['transportista'] } as const;
const tid = (request: FastifyRequest): number => request.usuario!.transportista_id!;
const fecha = z.iso.date().or(z.iso.datetime({ offset: true }));
/**
 * Una posición o un lote. Cada forma se valida primero por separado para que los errores nombren
 * el campo (`ubicacion`, `1.ubicacion`): la unión sola los juntaría en un error general.
 */
const cuerpoRastreoSchema = z.preprocess(
  (cuerpo, ctx) => {
    const r = Array.isArray(cuerpo)
      ? lotePosicionesRastreoSchema.safeParse(cuerpo)
      : posicionRastreoSchema.safeParse(cuerpo);
    for (const issue of r.error?.issues ?? []) ctx.addIssue({ ...issue, code: 'custom' });
    return cuerpo;
  },
  z.union([posicionRastreoSchema, lotePosicionesRastreoSchema]),
);
const conexionSchema = z.object({
  conectado: z.boolean().optional(),
  ubicacion: ubicacionTextoSchema.nullish(),
});

// Presencia (conexión y tiempo activo) y posiciones del transportista; la torre de control
// (administradores) recibe cada movimiento y cada conexión en vivo.
export const rastreoRoutes: FastifyPluginAsyncZod = async (app) => {
  const conectar = async (
    request: FastifyRequest,
    conectado: boolean,
    ubicacion: { lat: number; lng: number } | null | undefined,
  ) => {
    const r = await cambiarConexion(app.db, tid(request), conectado, ubicacion ?? null);
    await app.tiempoReal.emitirAAdministradores({
      tipo: EVENTOS_TORRE.cambio,
      datos: { motivo: 'conexion', hoja_ruta_id: null, transportista_id: tid(request) },
    });
    return r;
  };

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
    (request) => conectar(request, true, request.body.ubicacion),
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
    (request) => conectar(request, false, request.body.ubicacion),
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
      const { fecha__gt, fecha__lt } = request.query;
      // Por defecto, desde la medianoche de Asunción (no la de UTC, que allí son las 21:00 del día anterior).
      const desde = fecha__gt
        ? inicioPosteriorA(fecha__gt)
        : instanteAsuncion(fechaAsuncion(ahora));
      const hasta = fecha__lt ? finAnteriorA(fecha__lt) : ahora;
      return tiempoActivo(app.db, tid(request), desde, hasta);
    },
  );

  app.post(
    '/rastreo-usuario/',
    {
      config: transportista,
      schema: {
        tags,
        summary:
          'Posición del transportista, o un lote de posiciones con su hora (las juntadas sin señal); los movimientos menores a 20 m se ignoran, también dentro del lote',
        body: cuerpoRastreoSchema,
      },
    },
    async (request) => {
      const cuerpo = request.body;
      const lote = Array.isArray(cuerpo) ? cuerpo : [cuerpo];
      const r = await registrarPosiciones(
        app,
        request.usuario!.id,
        tid(request),
        lote.map((p) => ({
          lat: p.ubicacion.lat,
          lng: p.ubicacion.lng,
          precision_m: p.precision,
          velocidad_mps: p.velocidad,
          rumbo: p.rumbo,
          en: p.fecha ? new Date(p.fecha) : undefined,
        })),
      );
      if (r.ultima) {
        await app.tiempoReal.emitirAAdministradores({
          tipo: EVENTOS_TORRE.ubicacion,
          datos: {
            transportista_id: tid(request),
            lat: r.ultima.lat,
            lng: r.ultima.lng,
            fecha: r.ultima.fecha.toISOString(),
          },
        });
      }
      // El cuerpo único de siempre responde como antes; el lote, cuántas llegaron y se guardaron.
      return Array.isArray(cuerpo)
        ? { recibidas: r.recibidas, guardadas: r.guardadas }
        : { guardada: r.guardadas > 0 };
    },
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
