// Chat de pedidos (spec §7, §9) y consultas de calificaciones.
import { z } from 'zod';
import { tipoMensajeChatSchema } from '../enums/chat.enum.js';
import { tipoCalificacionSchema } from '../enums/pedido.enum.js';
import { MENSAJES_CHAT } from '../mensajes-chat.js';
import { idSchema, textoOpcional } from './campos.schema.js';
import { consultaPaginada } from './paginacion.schema.js';

/** Largo máximo de un mensaje del chat. */
export const LARGO_MAXIMO_MENSAJE_CHAT = 1000;

const tipoMensaje = z.coerce.number().pipe(tipoMensajeChatSchema);

/** Cuerpo de POST /enviar-mensaje/: `{ data: { pedido, mensaje | mensaje_predeterminado, tipo? } }`. */
export const enviarMensajeSchema = z.object({
  data: z
    .object({
      pedido: idSchema,
      mensaje: textoOpcional(LARGO_MAXIMO_MENSAJE_CHAT),
      mensaje_predeterminado: idSchema.nullish(),
      /** Lado que escribe (0 cliente, 10 transportista); sin él, el del usuario en el pedido. */
      tipo: tipoMensaje.nullish(),
    })
    .superRefine((d, ctx) => {
      if (!d.mensaje && !d.mensaje_predeterminado) {
        ctx.addIssue({
          code: 'custom',
          path: ['mensaje'],
          message: MENSAJES_CHAT.chatMensajeRequerido,
        });
      }
    }),
});
export type EnviarMensaje = z.output<typeof enviarMensajeSchema>['data'];

/** GET /chat/mensajes/predeterminados/ ?tipo (0 cliente, 10 transportista; sin él, todos). */
export const consultaPredeterminadosSchema = z.object({ tipo: tipoMensaje.optional() });

/** GET /chat/mensajes/{pedido}/{tipo}/{pagina}/ (ADR 016). */
export const rutaMensajesChatSchema = z.object({
  pedido: idSchema,
  tipo: tipoMensaje,
  pagina: idSchema,
});

/** GET /verificar-calificacion/. */
export const verificarCalificacionSchema = z.object({
  pedido_id: idSchema,
  tipo_calificacion: z.coerce.number().pipe(tipoCalificacionSchema),
  id_calificar: idSchema,
});

/** GET /obtener-calificaciones/ ?id,tipo (y página). */
export const obtenerCalificacionesSchema = consultaPaginada({
  id: idSchema,
  tipo: z.coerce.number().pipe(tipoCalificacionSchema),
});

/** GET /calificaciones-pendientes/ ?pedido_id. */
export const calificacionesPendientesSchema = z.object({ pedido_id: idSchema });

/** Un mensaje del chat tal como lo devuelve la API (y el evento `chat` del pedido). */
export const mensajeChatSchema = z.object({
  id: z.number().int(),
  pedido: z.number().int(),
  emisor: z.number().int(),
  receptor: z.number().int().nullable(),
  tipo: tipoMensajeChatSchema,
  mensaje: z.string(),
  mensaje_predeterminado: z.number().int().nullable(),
  fecha: z.string(),
  leido_en: z.string().nullable(),
});
export type MensajeChat = z.infer<typeof mensajeChatSchema>;

/** Página de GET /chat/mensajes/{pedido}/{tipo}/{pagina}/ (del más nuevo al más viejo). */
export const paginaMensajesChatSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  abierto: z.boolean(),
  results: z.array(mensajeChatSchema),
});

/** Evento `chat_leido` del canal del pedido (confirmación de lectura). */
export const chatLeidoSchema = z.object({
  pedido: z.number().int(),
  lector: z.number().int(),
  ids: z.array(z.number().int()),
  leido_en: z.string(),
});
