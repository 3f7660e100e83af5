import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { permite } from '../lib/acceso.js';
import { NoAutenticado, SinPermiso } from '../lib/errores.js';
import { hashToken, tokenDeCabecera } from '../modules/cuentas/tokens.js';
import { buscarUsuarioPorTokenHash } from '../modules/cuentas/sesiones.repository.js';
import {
  accesoDeClave,
  claveDeCabeceras,
  registrarPeticionApi,
} from '../modules/claves-api/claves-api.service.js';

/**
 * Autenticación por `Authorization: Token …` y guardia de roles declarada por ruta
 * (`config.acceso`). Un token presente pero inválido responde 401, como DRF.
 */
export default fp(async function autenticacion(app: FastifyInstance) {
  app.decorateRequest('usuario', null);
  // Peticiones autenticadas con una clave de API de proveedor: sólo rutas de proveedor.
  const conClaveApi = new WeakMap<object, number>();

  app.addHook('onRequest', async (request) => {
    const claveApi = claveDeCabeceras(request.headers);
    if (claveApi !== undefined) {
      const deClave = await accesoDeClave(app.db, claveApi);
      if (deClave === null) throw new NoAutenticado(MENSAJES.claveApiInvalida);
      request.usuario = deClave.usuario;
      conClaveApi.set(request, deClave.claveId);
      return;
    }
    const token = tokenDeCabecera(request.headers.authorization);
    if (token === undefined) return;
    if (token === null) throw new NoAutenticado(MENSAJES.tokenInvalido);
    const usuario = await buscarUsuarioPorTokenHash(app.db, hashToken(token));
    if (usuario === null) throw new NoAutenticado(MENSAJES.tokenInvalido);
    request.usuario = usuario;
  });

  // Registro de peticiones de los socios (/admin/api-log): cada llamada hecha con una clave.
  app.addHook('onResponse', async (request, reply) => {
    const claveId = conClaveApi.get(request);
    if (claveId === undefined || request.usuario === null) return;
    await registrarPeticionApi(app.db, {
      claveId,
      usuarioId: request.usuario.id,
      metodo: request.method,
      ruta: request.url,
      estadoHttp: reply.statusCode,
      duracionMs: reply.elapsedTime,
      ip: request.ip,
      versionApp: request.appVersion,
    }).catch((e: unknown) => request.log.warn({ err: e }, 'no se anotó la petición de la API'));
  });

  // En onRequest, antes de leer el cuerpo: quien no tiene permiso recibe 401/403 aunque el
  // cuerpo sea inválido (y sin que el servidor lo procese).
  app.addHook('onRequest', async (request) => {
    const acceso = request.routeOptions.config.acceso;
    if (acceso === undefined) {
      // Denegar por defecto: una ruta /api sin declaración de acceso no se sirve.
      const url = request.routeOptions.url ?? '';
      if (url.startsWith('/api') && !url.startsWith('/api/docs')) throw new SinPermiso();
      return;
    }
    if (conClaveApi.has(request) && !(Array.isArray(acceso) && acceso.includes('proveedor'))) {
      throw new SinPermiso();
    }
    if (permite(acceso, request.usuario)) return;
    if (request.usuario === null) throw new NoAutenticado();
    throw new SinPermiso();
  });
});
