import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { difusionLocal, difusionRedis } from './difusion.js';
import { atenderSocket } from './tiempo-real.routes.js';
import { CentralTiempoReal, type TiempoReal } from './tiempo-real.service.js';

/**
 * Canal en tiempo real `/ws` (ADR 012) y la decoración `app.tiempoReal` con la que los módulos
 * emiten eventos a un usuario o a los suscritos a un pedido, en esta instancia o en todas.
 */
export default fp(async function tiempoReal(app: FastifyInstance) {
  const config = app.config.tiempoReal;
  await app.register(websocket, { options: { maxPayload: config.maxBytesMensaje } });

  const central = new CentralTiempoReal(config.maxConexionesPorUsuario);
  const entregar = central.entregar.bind(central);
  const difusion = app.config.redisUrl
    ? await difusionRedis(app.config.redisUrl, entregar, app.log)
    : difusionLocal(entregar);
  const api: TiempoReal = {
    emitirAUsuario: (usuarioId, evento) =>
      difusion.publicar({ a: 'usuario', id: usuarioId }, evento),
    emitirAPedido: (pedidoId, evento) => difusion.publicar({ a: 'pedido', id: pedidoId }, evento),
    emitirAAdministradores: (evento) => difusion.publicar({ a: 'administradores' }, evento),
  };
  app.decorate('tiempoReal', api);

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) =>
    atenderSocket(socket, { db: app.db, central, config, log: app.log }),
  );

  // Latidos: un socket que no respondió el ping anterior está muerto (red caída sin cierre).
  const latido = setInterval(() => {
    for (const c of central.conexiones) {
      if (!c.vivo) {
        c.socket.terminate();
        continue;
      }
      c.vivo = false;
      c.socket.ping();
    }
  }, config.latidoMs);
  latido.unref();

  app.addHook('onClose', async () => {
    clearInterval(latido);
    await difusion.cerrar();
  });
});
