import { MENSAJES, mensajeResultado, tipoResultadoPorEstado, type TipoResultado } from '@nemu/domain';

export type TipoFallo = Exclude<TipoResultado, 'ok' | 'bad-data'>;

/** Errores de un 400: `{campo: ['mensaje'], non_field_errors: ['mensaje']}`. */
export type ErroresCampo = Record<string, string[]>;

/** Resultado del cliente de la API (§8). */
export type ResultadoApi<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'bad-data'; errores: ErroresCampo }
  | { kind: TipoFallo; status: number | null; detalle: string | null };

export type Fallo = Exclude<ResultadoApi<unknown>, { kind: 'ok' }>;

export function normalizarErrores(cuerpo: unknown): ErroresCampo {
  if (typeof cuerpo !== 'object' || cuerpo === null || Array.isArray(cuerpo)) return {};
  const errores: ErroresCampo = {};
  for (const [campo, valor] of Object.entries(cuerpo)) {
    const mensajes = (Array.isArray(valor) ? valor : [valor]).filter(
      (mensaje): mensaje is string => typeof mensaje === 'string' && mensaje.length > 0,
    );
    if (mensajes.length > 0) errores[campo] = mensajes;
  }
  return errores;
}

function leerDetalle(cuerpo: unknown): string | null {
  if (typeof cuerpo !== 'object' || cuerpo === null || !('detail' in cuerpo)) return null;
  return typeof cuerpo.detail === 'string' ? cuerpo.detail : null;
}

/** Clasifica una respuesta que no es de éxito según su estado y su cuerpo. */
export function falloPorRespuesta(status: number, cuerpo: unknown): Fallo {
  const kind = tipoResultadoPorEstado(status);
  if (kind === 'bad-data') return { kind, errores: normalizarErrores(cuerpo) };
  return { kind: kind === 'ok' ? 'unknown' : kind, status, detalle: leerDetalle(cuerpo) };
}

export const primerErrorGeneral = (errores: ErroresCampo): string | null =>
  errores.non_field_errors?.[0] ?? null;

/** Mensaje en español para mostrar al usuario ante un resultado fallido. */
export function mensajeFallo(fallo: Fallo): string {
  if (fallo.kind === 'bad-data') return primerErrorGeneral(fallo.errores) ?? MENSAJES.validacion;
  if (fallo.status === 429) return fallo.detalle ?? MENSAJES.demasiadasSolicitudes;
  if (fallo.kind === 'rejected' && fallo.detalle) return fallo.detalle;
  return mensajeResultado(fallo.kind);
}
