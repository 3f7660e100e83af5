import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booleanoSchema, idSchema, marcarNotificacionSchema, setDeviceSchema } from '@nemu/domain';
import { consultaListado } from '../../lib/consulta-listado.js';
import { NoAutenticado } from '../../lib/errores.js';
import {
  listarNotificaciones,
  marcarNotificacion,
  marcarTodasLeidas,
  registrarDispositivoPush,
} from './notificaciones.service.js';
import { clavesVapid } from './push.service.js';

// Notificaciones del usuario autenticado: cada uno ve y marca sólo las suyas.
export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  // El par VAPID se genera (o se lee) al arrancar, antes de la primera suscripción.
  app.addHook('onReady', async () => {
    await clavesVapid(app.db, app.config.push);
  });

  app.get(
    '/push/clave-publica/',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Clave pública VAPID para suscribir el navegador a Web Push',
      },
    },
    async () => ({ clave: (await clavesVapid(app.db, app.config.push)).publica }),
  );

  app.post(
    '/set-device/',
    {
      config: { acceso: 'autenticado', sinSanitizar: ['push_token'] },
      schema: {
        tags: ['cuentas'],
        summary:
          'Registra el token push del dispositivo o la suscripción Web Push del navegador (activo: false la quita)',
        body: setDeviceSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      const cabecera = request.headers['x-device-id'];
      return registrarDispositivoPush(
        app,
        request.usuario,
        request.body,
        typeof cabecera === 'string' ? cabecera : null,
        request.appVersion?.split('-')[1] ?? null,
      );
    },
  );

  app.get(
    '/notificaciones/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Notificaciones del usuario, las más nuevas primero (paginadas si se pide)',
        querystring: consultaListado({ leida: booleanoSchema.optional() }),
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return listarNotificaciones(app.db, request, request.usuario.id, request.query);
    },
  );

  app.patch(
    '/notificaciones/:id/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Marca una notificación propia como leída o no leída',
        params: z.object({ id: idSchema }),
        body: marcarNotificacionSchema,
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return marcarNotificacion(app.db, request.usuario.id, request.params.id, request.body.leida);
    },
  );

  app.post(
    '/notificaciones/leer-todas/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['notificaciones'],
        summary: 'Marca como leídas todas las notificaciones del usuario',
      },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return marcarTodasLeidas(app.db, request.usuario.id);
    },
  );
};
