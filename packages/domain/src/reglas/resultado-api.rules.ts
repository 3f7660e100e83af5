// Result kinds of the API client (spec §8) and their Spanish messages.
import { MENSAJES } from '../errores.js';

export const TIPOS_RESULTADO = [
  'ok',
  'cannot-connect',
  'timeout',
  'server',
  'unknown',
  'unauthorized',
  'forbidden',
  'not-found',
  'rejected',
  'bad-data',
] as const;
export type TipoResultado = (typeof TIPOS_RESULTADO)[number];

/** Kinds the client may retry (spec §8 marks them "temporary"). */
export const TIPOS_RESULTADO_TEMPORALES: readonly TipoResultado[] = [
  'cannot-connect',
  'timeout',
  'unknown',
];

export function esResultadoTemporal(tipo: TipoResultado): boolean {
  return TIPOS_RESULTADO_TEMPORALES.includes(tipo);
}

/**
 * Maps an HTTP status to a result kind (spec §8): 2xx ok (the API answers 204 too), 400 bad-data,
 * 401 unauthorized, 403 forbidden, 404 not-found, 408 timeout, other 4xx rejected, 500 server,
 * anything else unknown: a 502–504 from a proxy or a restarting server is temporary and retried.
 */
export function tipoResultadoPorEstado(status: number): TipoResultado {
  if (status >= 200 && status < 300) return 'ok';
  switch (status) {
    case 400:
      return 'bad-data';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 408:
      return 'timeout';
  }
  if (status > 400 && status < 500) return 'rejected';
  if (status === 500) return 'server';
  return 'unknown';
}

const MENSAJE_POR_TIPO: Readonly<Record<TipoResultado, string>> = {
  ok: MENSAJES.exito,
  'cannot-connect': MENSAJES.sinConexion,
  timeout: MENSAJES.tiempoAgotado,
  server: MENSAJES.errorServidor,
  unknown: MENSAJES.errorInterno,
  unauthorized: MENSAJES.tokenInvalido,
  forbidden: MENSAJES.sinPermiso,
  'not-found': MENSAJES.noEncontrado,
  rejected: MENSAJES.solicitudRechazada,
  'bad-data': MENSAJES.validacion,
};

/** Spanish message for a result kind (from the MENSAJES catalogue). */
export function mensajeResultado(tipo: TipoResultado): string {
  return MENSAJE_POR_TIPO[tipo];
}

function primerTexto(valor: unknown): string | undefined {
  if (typeof valor === 'string') return valor.trim() !== '' ? valor : undefined;
  if (Array.isArray(valor)) {
    for (const v of valor) {
      const t = primerTexto(v);
      if (t !== undefined) return t;
    }
  }
  return undefined;
}

/** First `non_field_errors` message of a 400 body, else the generic validation message (spec §5). */
export function primerErrorValidacion(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'non_field_errors' in body) {
    const t = primerTexto((body as { non_field_errors: unknown }).non_field_errors);
    if (t !== undefined) return t;
  }
  return MENSAJES.validacion;
}
