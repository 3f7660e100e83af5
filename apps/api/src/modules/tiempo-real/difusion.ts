// Difusión de eventos entre instancias de la API (ADR 012). Sin Redis, cada evento se entrega
// en el mismo proceso. Con Redis, todo evento se publica en un canal pub/sub y cada instancia
// (la que lo emitió incluida) lo entrega a sus propios sockets.
import { Redis } from 'ioredis';
import { z } from 'zod';
import { eventoTiempoRealSchema, type EventoTiempoReal } from '@nemu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Destino } from './tiempo-real.service.js';

export const CANAL_REDIS = 'nemu:tiempo-real';

export type Entregar = (destino: Destino, evento: EventoTiempoReal) => void;

export interface Difusion {
  publicar(destino: Destino, evento: EventoTiempoReal): Promise<void>;
  cerrar(): Promise<void>;
}

const publicadoSchema = z.object({
  destino: z.discriminatedUnion('a', [
    z.object({ a: z.literal('usuario'), id: z.number().int() }),
    z.object({ a: z.literal('pedido'), id: z.number().int() }),
    z.object({ a: z.literal('administradores') }),
  ]),
  evento: eventoTiempoRealSchema,
});

export function difusionLocal(entregar: Entregar): Difusion {
  return {
    publicar: async (destino, evento) => entregar(destino, evento),
    cerrar: async () => undefined,
  };
}

/**
 * Dos conexiones: una sólo para suscribirse (una conexión suscrita no puede publicar) y otra
 * para publicar. Sin cola fuera de línea: si Redis no responde, el evento se pierde y queda en
 * el registro; la notificación ya está guardada y el cliente la ve al recargar la lista.
 */
export async function difusionRedis(
  url: string,
  entregar: Entregar,
  log: FastifyBaseLogger,
): Promise<Difusion> {
  const suscriptor = new Redis(url, { lazyConnect: true });
  const publicador = new Redis(url, { lazyConnect: true, enableOfflineQueue: false });
  for (const conexion of [suscriptor, publicador]) {
    conexion.on('error', (error: Error) => log.warn({ err: error }, 'tiempo real: error de Redis'));
  }
  suscriptor.on('message', (_canal: string, texto: string) => {
    let crudo: unknown;
    try {
      crudo = JSON.parse(texto);
    } catch {
      crudo = undefined;
    }
    const leido = publicadoSchema.safeParse(crudo);
    if (leido.success) entregar(leido.data.destino, leido.data.evento);
    else log.warn('tiempo real: mensaje de Redis con forma inesperada');
  });
  await Promise.all([suscriptor.connect(), publicador.connect()]);
  await suscriptor.subscribe(CANAL_REDIS);
  return {
    async publicar(destino, evento) {
      try {
        await publicador.publish(CANAL_REDIS, JSON.stringify({ destino, evento }));
      } catch (error) {
        log.warn({ err: error, destino, tipo: evento.tipo }, 'tiempo real: no se pudo publicar');
      }
    },
    async cerrar() {
      await Promise.all([suscriptor.quit(), publicador.quit()]);
    },
  };
}
