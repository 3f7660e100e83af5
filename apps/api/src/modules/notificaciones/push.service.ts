// Web Push (ADR 013): claves VAPID, suscripciones por dispositivo y envío cifrado.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PayloadPush, SuscripcionWebPush } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { ConfigPush } from './push.config.js';
import { claveVapid, suscripcionPush } from './notificaciones.tables.js';

export interface ClavesVapid {
  publica: string;
  privada: string;
}

const clavesPorBase = new WeakMap<Db, ClavesVapid>();

/**
 * Claves VAPID: las del entorno o el par guardado; si no hay ninguno se genera y se guarda.
 * Dos procesos que arrancan a la vez insertan con ON CONFLICT DO NOTHING y leen el que quedó.
 */
export async function clavesVapid(db: Db, config: ConfigPush): Promise<ClavesVapid> {
  if (config.vapidPublica && config.vapidPrivada) {
    return { publica: config.vapidPublica, privada: config.vapidPrivada };
  }
  const enMemoria = clavesPorBase.get(db);
  if (enMemoria) return enMemoria;
  const nuevas = webpush.generateVAPIDKeys();
  await db
    .insert(claveVapid)
    .values({ id: 1, clave_publica: nuevas.publicKey, clave_privada: nuevas.privateKey })
    .onConflictDoNothing({ target: claveVapid.id });
  const [fila] = await db.select().from(claveVapid).where(eq(claveVapid.id, 1));
  if (!fila) throw new Error('no quedó guardado el par VAPID');
  const claves = { publica: fila.clave_publica, privada: fila.clave_privada };
  clavesPorBase.set(db, claves);
  return claves;
}

/**
 * Guarda la suscripción del navegador: una fila por endpoint (si el endpoint ya era de otro
 * usuario, pasa a este) y, con `device_id`, una sola por dispositivo. `activo: false` la borra.
 */
export async function guardarSuscripcion(
  db: Db,
  usuarioId: number,
  s: SuscripcionWebPush,
  activo: boolean,
  deviceId: string | null,
) {
  if (!activo) {
    await db.delete(suscripcionPush).where(eq(suscripcionPush.endpoint, s.endpoint));
    return { id: null, push_token: s.endpoint, activo: false };
  }
  return db.transaction(async (tx) => {
    if (deviceId !== null) {
      await tx
        .delete(suscripcionPush)
        .where(
          and(
            eq(suscripcionPush.usuario_id, usuarioId),
            eq(suscripcionPush.device_id, deviceId),
            ne(suscripcionPush.endpoint, s.endpoint),
          ),
        );
    }
    const datos = {
      usuario_id: usuarioId,
      device_id: deviceId,
      p256dh: s.keys.p256dh,
      auth: s.keys.auth,
    };
    const [fila] = await tx
      .insert(suscripcionPush)
      .values({ ...datos, endpoint: s.endpoint })
      .onConflictDoUpdate({ target: suscripcionPush.endpoint, set: datos })
      .returning({ id: suscripcionPush.id });
    if (!fila) throw new Error('no se guardó la suscripción push');
    return { id: fila.id, push_token: s.endpoint, activo: true };
  });
}

type SuscripcionPush = typeof suscripcionPush.$inferSelect;

/** Suscripciones de varios usuarios en una sola consulta, por usuario. */
export async function suscripcionesPorUsuario(
  db: Db,
  usuarioIds: readonly number[],
): Promise<Map<number, SuscripcionPush[]>> {
  const porUsuario = new Map<number, SuscripcionPush[]>();
  if (usuarioIds.length === 0) return porUsuario;
  const filas = await db
    .select()
    .from(suscripcionPush)
    .where(inArray(suscripcionPush.usuario_id, [...usuarioIds]));
  for (const f of filas) porUsuario.set(f.usuario_id, [...(porUsuario.get(f.usuario_id) ?? []), f]);
  return porUsuario;
}

/** Vigencia del aviso en el servicio push si el dispositivo está apagado (un día). */
export const TTL_PUSH_SEGUNDOS = 24 * 60 * 60;
const ESPERA_PUSH_MS = 10_000;

/**
 * Envía el aviso cifrado a cada suscripción del usuario. web-push arma la petición (cifrado
 * aes128gcm y cabeceras VAPID) y aquí se hace el POST; el servicio push responde 404/410 cuando
 * la suscripción ya no existe y entonces se borra. Otros fallos quedan en el log.
 */
export async function enviarPush(
  db: Db,
  config: ConfigPush,
  log: FastifyBaseLogger,
  usuarioId: number,
  payload: PayloadPush,
  /** Las suscripciones del usuario si ya se leyeron (un lote de avisos las lee juntas). */
  leidas?: readonly SuscripcionPush[],
): Promise<{ enviados: number; borrados: number }> {
  const suscripciones =
    leidas ??
    (await db.select().from(suscripcionPush).where(eq(suscripcionPush.usuario_id, usuarioId)));
  if (suscripciones.length === 0) return { enviados: 0, borrados: 0 };
  const claves = await clavesVapid(db, config);
  const cuerpo = JSON.stringify(payload);
  let enviados = 0;
  let borrados = 0;
  await Promise.all(
    suscripciones.map(async (s) => {
      const pedido = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        cuerpo,
        {
          TTL: TTL_PUSH_SEGUNDOS,
          urgency: 'high',
          vapidDetails: {
            subject: config.vapidAsunto,
            publicKey: claves.publica,
            privateKey: claves.privada,
          },
        },
      );
      try {
        const r = await fetch(pedido.endpoint, {
          method: 'POST',
          // fetch calcula Content-Length del cuerpo.
          headers: Object.fromEntries(
            Object.entries(pedido.headers)
              .filter(([k]) => k.toLowerCase() !== 'content-length')
              .map(([k, v]) => [k, String(v)]),
          ),
          body: pedido.body,
          signal: AbortSignal.timeout(ESPERA_PUSH_MS),
        });
        if (r.status === 404 || r.status === 410) {
          await db.delete(suscripcionPush).where(eq(suscripcionPush.id, s.id));
          borrados++;
        } else if (r.ok) {
          enviados++;
        } else {
          log.warn({ estado: r.status, suscripcion: s.id }, 'el servicio push rechazó el aviso');
        }
      } catch (error) {
        log.warn({ err: error, suscripcion: s.id }, 'no se pudo enviar el aviso push');
      }
    }),
  );
  return { enviados, borrados };
}
