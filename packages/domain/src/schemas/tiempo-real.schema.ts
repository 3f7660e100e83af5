// Protocolo del canal en tiempo real `/ws` (ADR 012): mensajes JSON en ambos sentidos.
import { z } from 'zod';

/** Códigos de cierre propios (rango 4000–4999 de la RFC 6455). */
export const CIERRE_WS = {
  /** Sin token, token inválido o revocado, o no se autenticó a tiempo: no reintentar. */
  noAutenticado: 4401,
  /** Mensaje que no es JSON válido del protocolo. */
  mensajeInvalido: 4400,
  /** El usuario ya tiene el máximo de conexiones abiertas. */
  demasiadasConexiones: 4429,
} as const;

const idPedidoSchema = z.number().int().min(1).max(2_147_483_647);

/** Lo que envía el navegador. El token nunca va en la URL (quedaría en los registros). */
export const mensajeClienteWsSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('autenticar'), token: z.string().min(1).max(200) }).strict(),
  z.object({ tipo: z.literal('suscribir'), pedido_id: idPedidoSchema }).strict(),
  z.object({ tipo: z.literal('desuscribir'), pedido_id: idPedidoSchema }).strict(),
]);
export type MensajeClienteWs = z.infer<typeof mensajeClienteWsSchema>;

/** Un evento de la aplicación: `tipo` decide quién lo escucha (`useEventoTiempoReal`). */
export const eventoTiempoRealSchema = z.object({ tipo: z.string().min(1), datos: z.unknown() });
export type EventoTiempoReal = z.infer<typeof eventoTiempoRealSchema>;

/** Lo que envía el servidor. */
export const mensajeServidorWsSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('listo'), usuario_id: z.number().int() }),
  z.object({ tipo: z.literal('suscrito'), pedido_id: z.number().int() }),
  z.object({ tipo: z.literal('desuscrito'), pedido_id: z.number().int() }),
  z.object({
    tipo: z.literal('rechazado'),
    pedido_id: z.number().int().nullable(),
    mensaje: z.string(),
  }),
  z.object({
    tipo: z.literal('evento'),
    pedido_id: z.number().int().nullable(),
    evento: eventoTiempoRealSchema,
  }),
]);
export type MensajeServidorWs = z.infer<typeof mensajeServidorWsSchema>;
