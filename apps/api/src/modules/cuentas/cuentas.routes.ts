import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { MENSAJES, loginSchema, logoutSchema } from '@nemu/domain';
import { ErrorValidacion, NoAutenticado } from '../../lib/errores.js';
import { claveDeCabeceras, fusionarCarrito } from '../carrito/carrito.service.js';
import { cerrarSesion, iniciarSesion } from './cuentas.service.js';
import { limiteSesion } from './intentos-login.service.js';
import { usuarioSesion } from './usuario-sesion.js';

function plataformaDe(request: FastifyRequest): string | null {
  return request.appVersion?.split('-')[1] ?? null;
}

export const cuentasRoutes: FastifyPluginAsyncZod = async (app) => {
  // Intentos por cuenta y por IP, contados antes de mirar la contraseña.
  const limite = limiteSesion(app);

  const iniciar = async (
    request: FastifyRequest<{ Body: { username: string; password: string } }>,
  ) => {
    const intento = await limite.registrar(request.ip, request.body.username);
    const sesion = await iniciarSesion(app.db, {
      username: request.body.username,
      password: request.body.password,
      deviceId:
        typeof request.headers['x-device-id'] === 'string' ? request.headers['x-device-id'] : null,
      plataforma: plataformaDe(request),
    });
    if (!sesion) throw ErrorValidacion.general(MENSAJES.credencialesInvalidas);
    await limite.exito(intento);
    // El carrito armado sin sesión (cabecera X-Carrito) pasa a la cuenta.
    await fusionarCarrito(app.db, sesion.id, claveDeCabeceras(request.headers));
    return sesion;
  };

  const opcionesLogin = {
    config: { acceso: 'publico', sinSanitizar: ['username'] },
    schema: {
      tags: ['cuentas'],
      summary: 'Inicia sesión con usuario o e-mail y contraseña; devuelve el usuario con su token',
      body: loginSchema,
    },
  } as const;
  app.post('/login/', opcionesLogin, iniciar);
  app.post('/autenticar/', opcionesLogin, iniciar);

  app.post(
    '/logout/',
    {
      config: { acceso: 'autenticado' },
      schema: {
        tags: ['cuentas'],
        summary: 'Cierra la sesión del dispositivo',
        body: logoutSchema.optional(),
      },
    },
    async (request, reply) => {
      if (!request.usuario) throw new NoAutenticado();
      await cerrarSesion(app.db, request.usuario, request.body?.device_id ?? null);
      return reply.code(204).send();
    },
  );

  app.get(
    '/sesion/',
    {
      config: { acceso: 'autenticado' },
      schema: { tags: ['cuentas'], summary: 'Usuario de la sesión actual' },
    },
    async (request) => {
      if (!request.usuario) throw new NoAutenticado();
      return usuarioSesion(app.db, request.usuario);
    },
  );
};
