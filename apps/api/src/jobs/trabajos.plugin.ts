import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { catalogo } from './catalogo.js';
import { Ejecutor } from './ejecutor.js';
import type { Definicion } from './trabajos.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ejecutor de la cola de este proceso (corre sólo con `config.trabajos`). */
    trabajos: Ejecutor;
  }
}

// Arranca el ejecutor cuando la app está lista y lo detiene al cerrarla, esperando el trabajo
// en curso. Registrarlo después de las rutas: al cerrar se detiene antes que ellas y la base.
export default fp(async function trabajos(
  app: FastifyInstance,
  opciones: { definiciones?: readonly Definicion[] },
) {
  const ejecutor = new Ejecutor(app, { definiciones: opciones.definiciones ?? catalogo });
  app.decorate('trabajos', ejecutor);
  if (app.config.trabajos) app.addHook('onReady', () => ejecutor.iniciar());
  app.addHook('onClose', () => ejecutor.detener());
});

/**
 * Corre en este llamado todo lo que está listo en la cola (tests deterministas, con el
 * ejecutor apagado): primero devuelve a la cola los trabajos con plazo vencido.
 */
export async function procesarPendientes(app: FastifyInstance): Promise<number> {
  await app.trabajos.liberarVencidos();
  let n = 0;
  while (await app.trabajos.ejecutarUno()) n++;
  return n;
}
