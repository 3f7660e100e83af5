import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MENSAJES,
  TIPOS_NOTIFICACION_CON_CORREO,
  datosNotificacionSchemas,
  enlaceNotificacion,
  leerPayloadNotificacion,
  suscripcionWebPushDe,
  textosNotificacion,
  type ConsultaPaginada,
  type DatosNotificacion,
  type Notificacion,
  type TipoNotificacion,
  type ValoresNotificacion,
} from '@nemu/domain';
import { crearCorreo } from '../../adapters/correo/correo.js';
import type { Db, Tx } from '../../db/client.js';
import { definirTrabajo, encolar } from '../../jobs/trabajos.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { preferenciasDeAviso, registrarDispositivo } from '../cuentas/cuenta.service.js';
import { enviarPush, guardarSuscripcion, suscripcionesPorUsuario } from './push.service.js';
import { aplicarListado, contarFilas, listado, type DefinicionListado } from '../../lib/listado.js';
import { notificacion } from './notificaciones.tables.js';

type Fila = typeof notificacion.$inferSelect;

const lectura = (n: Fila): Notificacion => ({
  id: n.id,
  tipo: n.tipo as TipoNotificacion,
  titulo: n.titulo,
  cuerpo: n.cuerpo,
  payload: (n.payload as Record<string, unknown> | null) ?? null,
  leida: n.leida_en !== null,
  leida_en: n.leida_en?.toISOString() ?? null,
  creado_en: n.creado_en.toISOString(),
});

/** Notificaciones del usuario, las más nuevas primero (con `leida` para filtrar). */
export async function listarNotificaciones(
  db: Db,
  request: FastifyRequest,
  usuarioId: number,
  consulta: ConsultaPaginada & { paginado: boolean; leida?: boolean | undefined },
) {
  const def: DefinicionListado<Notificacion> = {
    contar: (where) => contarFilas(db, notificacion, where),
    listar: async (where, orden, limit, offset) =>
      (
        await aplicarListado(db.select().from(notificacion).$dynamic(), where, orden, limit, offset)
      ).map(lectura),
    buscarEn: [notificacion.titulo, notificacion.cuerpo],
    ordenables: { creado_en: notificacion.creado_en },
    ordenPorDefecto: [desc(notificacion.creado_en), desc(notificacion.id)],
    filtro: and(
      eq(notificacion.usuario_id, usuarioId),
      consulta.leida === undefined
        ? undefined
        : consulta.leida
          ? isNotNull(notificacion.leida_en)
          : isNull(notificacion.leida_en),
    ),
  };
  return listado(request, consulta, def);
}

/** Marca una notificación propia como leída (o no leída); la de otro usuario no existe. */
export async function marcarNotificacion(db: Db, usuarioId: number, id: number, leida: boolean) {
  const [fila] = await db
    .update(notificacion)
    .set({ leida_en: leida ? new Date() : null })
    .where(and(eq(notificacion.id, id), eq(notificacion.usuario_id, usuarioId)))
    .returning();
  if (!fila) throw new NoEncontrado();
  return lectura(fila);
}

/** Marca como leídas todas las notificaciones pendientes del usuario. */
export async function marcarTodasLeidas(db: Db, usuarioId: number) {
  const filas = await db
    .update(notificacion)
    .set({ leida_en: new Date() })
    .where(and(eq(notificacion.usuario_id, usuarioId), isNull(notificacion.leida_en)))
    .returning({ id: notificacion.id });
  return { marcadas: filas.length };
}

/**
 * Centro de notificaciones (ADR 013): dentro de la transacción de quien llama guarda la
 * notificación de cada destinatario y encola su entrega (bandeja de salida transaccional); si la
 * transacción se deshace, no queda ni la fila ni el aviso. La entrega la hace `entregarNotificaciones`.
 */
export async function notificar<T extends TipoNotificacion>(
  db: Db | Tx,
  destinatario: number | readonly number[],
  tipo: T,
  datos: DatosNotificacion<T>,
  valores: ValoresNotificacion = {},
): Promise<number[]> {
  const usuarios = [...new Set(typeof destinatario === 'number' ? [destinatario] : destinatario)];
  return notificarCadaUno(
    db,
    tipo,
    usuarios.map((usuario) => ({ usuario, datos })),
    valores,
  );
}

/**
 * Como `notificar`, con datos propios para cada destinatario (la oportunidad de cada
 * transportista): un solo INSERT y un solo trabajo de entrega para todas.
 */
export async function notificarCadaUno<T extends TipoNotificacion>(
  db: Db | Tx,
  tipo: T,
  avisos: readonly { usuario: number; datos: DatosNotificacion<T> }[],
  valores: ValoresNotificacion = {},
): Promise<number[]> {
  if (avisos.length === 0) return [];
  const filas = await db
    .insert(notificacion)
    .values(
      avisos.map(({ usuario, datos }) => {
        const payload = leerPayloadNotificacion({
          ...datosNotificacionSchemas[tipo].parse(datos),
          tipo,
        });
        if (!payload) throw new Error(`datos inválidos para la notificación ${tipo}`);
        const { titulo, cuerpo } = textosNotificacion(payload, valores);
        return { usuario_id: usuario, tipo, titulo, cuerpo, payload };
      }),
    )
    .returning({ id: notificacion.id });
  await encolar(db, entregarNotificaciones, { ids: filas.map((f) => f.id) });
  return filas.map((f) => f.id);
}

/** Trabajo de entrega: en vivo a las sesiones abiertas, Web Push y, si el tipo lo pide, correo. */
export const entregarNotificaciones = definirTrabajo({
  tipo: 'notificaciones.entregar',
  datos: z.object({ ids: z.array(z.number().int().positive()).min(1) }),
  manejar: async ({ ids }, ctx) => {
    await entregar(ctx.app, ids);
  },
});

/**
 * Entrega las notificaciones aún no entregadas (`enviada_push_en` nulo) y las marca una a una:
 * un reintento del trabajo no repite las ya entregadas. Sin `notificaciones_activas` no hay push;
 * `sonidos_activos` decide si el aviso suena.
 */
export async function entregar(app: FastifyInstance, ids: readonly number[]) {
  const filas = await app.db
    .select()
    .from(notificacion)
    .where(and(inArray(notificacion.id, [...ids]), isNull(notificacion.enviada_push_en)));
  const usuarios = [...new Set(filas.map((f) => f.usuario_id))];
  const preferencias = new Map((await preferenciasDeAviso(app.db, usuarios)).map((p) => [p.id, p]));
  const suscripciones = await suscripcionesPorUsuario(app.db, usuarios);
  const correo = crearCorreo(app.db, app.config);
  for (const fila of filas) {
    const pref = preferencias.get(fila.usuario_id);
    const payload = leerPayloadNotificacion(fila.payload);
    if (pref && payload) {
      const n = lectura(fila);
      const url = enlaceNotificacion(payload);
      await app.tiempoReal.emitirAUsuario(fila.usuario_id, { tipo: 'notificacion', datos: n });
      if (pref.notificaciones_activas) {
        await enviarPush(
          app.db,
          app.config.push,
          app.log,
          fila.usuario_id,
          {
            titulo: n.titulo,
            cuerpo: n.cuerpo,
            url,
            silencioso: !pref.sonidos_activos,
            tipo: payload.tipo,
            notificacion_id: n.id,
          },
          suscripciones.get(fila.usuario_id) ?? [],
        );
      }
      if (pref.email && TIPOS_NOTIFICACION_CON_CORREO.includes(payload.tipo)) {
        await enviarCorreo(app, correo, pref.email, n, url);
      }
    }
    await app.db
      .update(notificacion)
      .set({ enviada_push_en: new Date() })
      .where(eq(notificacion.id, fila.id));
  }
}

async function enviarCorreo(
  app: FastifyInstance,
  correo: ReturnType<typeof crearCorreo>,
  para: string,
  n: Notificacion,
  url: string,
) {
  const enlace = `${app.config.publicUrl.replace(/\/$/, '')}${url}`;
  await correo.enviar({
    para,
    asunto: n.titulo,
    texto: [n.cuerpo, enlace].filter(Boolean).join('\n\n'),
  });
}

/**
 * POST /set-device/: una suscripción Web Push (objeto o JSON) se guarda por endpoint en este
 * módulo; cualquier otro texto es un token nativo y lo guarda cuentas como hasta ahora.
 */
export async function registrarDispositivoPush(
  app: FastifyInstance,
  auth: UsuarioAutenticado,
  datos: { user_id: number; push_token: string | Record<string, unknown>; activo: boolean },
  deviceId: string | null,
  plataforma: string | null,
) {
  if (datos.user_id !== auth.id) throw new SinPermiso();
  const suscripcion = suscripcionWebPushDe(datos.push_token, {
    permitirHttp: app.config.push.permitirHttp,
  });
  if (suscripcion === null && typeof datos.push_token === 'string') {
    return registrarDispositivo(
      app.db,
      auth,
      { ...datos, push_token: datos.push_token },
      deviceId,
      plataforma,
    );
  }
  if (!suscripcion?.success) {
    throw new ErrorValidacion({ push_token: [MENSAJES.suscripcionPushInvalida] });
  }
  return guardarSuscripcion(app.db, auth.id, suscripcion.data, datos.activo, deviceId);
}
