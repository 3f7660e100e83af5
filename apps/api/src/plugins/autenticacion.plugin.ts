import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { MENSAJES } from '@nemu/domain';
import { permite } from '../lib/acceso.js';
import { NoAutenticado, SinPermiso } from '../lib/errores.js';
import { hashToken, tokenDeCabecera } from '../modules/cuentas/tokens.js';
import { buscarUsuarioPorTokenHash } from '../modules/cuentas/sesiones.repository.js';

/**
 * Autenticación por `Authorization: Token …` y guardia de roles declarada por ruta
 * (`config.acceso`). Un token presente pero inválido responde 401, como DRF.
 */
export default fp(async function autenticacion(app: FastifyInstance) {
  app.decorateRequest('usuario', null);

  app.addHook('onRequest', async (request) => {
    const token = tokenDeCabecera(request.headers.authorization);
    if (token === undefined) return;
    if (token === null) throw new NoAutenticado(MENSAJES.tokenInvalido);
    const usuario = await buscarUsuarioPorTokenHash(app.db, hashToken(token));
    if (usuario === null) throw new NoAutenticado(MENSAJES.tokenInvalido);
    request.usuario = usuario;
  });

  app.addHook('preValidation', async (request) => {
    const acceso = request.routeOptions.config.acceso;
    if (acceso === undefined) {
      // Denegar por defecto: una ruta /api sin declaración de acceso no se sirve.
      const url = request.routeOptions.url ?? '';
      if (url.startsWith('/api') && !url.startsWith('/api/docs')) throw new SinPermiso();
      return;
    }
    if (permite(acceso, request.usuario)) return;
    if (request.usuario === null) throw new NoAutenticado();
    throw new SinPermiso();
  });
});
