// Enums del chat: tipo de mensaje predeterminado (spec §3, §9).
import { esquemaEnum, type ValorDe } from './enum.helpers.js';

/** Tipo de mensaje; `null` en un mensaje predeterminado significa "para ambos". */
export const TipoMensajeChat = { CLIENTE: 0, TRANSPORTISTA: 10 } as const;
export type TipoMensajeChat = ValorDe<typeof TipoMensajeChat>;
export const ETIQUETAS_TIPO_MENSAJE_CHAT: Readonly<Record<TipoMensajeChat, string>> = {
  0: 'Cliente',
  10: 'Transportista',
};
export const tipoMensajeChatSchema = esquemaEnum(TipoMensajeChat);
