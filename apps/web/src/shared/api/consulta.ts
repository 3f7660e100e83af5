import { esResultadoTemporal } from '@nemu/domain';
import type { z } from 'zod';
import { solicitar, type OpcionesSolicitud } from './cliente-api';
import { mensajeFallo, type Fallo, type ResultadoApi } from './resultado';

/** Error que lleva el resultado fallido, para las consultas de TanStack Query. */
export class ErrorApi extends Error {
  constructor(readonly fallo: Fallo | null) {
    super(fallo ? mensajeFallo(fallo) : 'Solicitud cancelada');
    this.name = 'ErrorApi';
  }
}

/** Devuelve los datos de un resultado `ok` o lanza `ErrorApi` (para `queryFn`). */
export async function datosDe<T>(solicitud: Promise<ResultadoApi<T> | null>): Promise<T> {
  const resultado = await solicitud;
  if (resultado?.kind === 'ok') return resultado.data;
  throw new ErrorApi(resultado);
}

/** Solo los fallos temporales de §8 merecen reintento, y como mucho dos veces. */
export function reintentarSiTemporal(intentos: number, error: Error): boolean {
  return intentos < 2 && error instanceof ErrorApi && error.fallo !== null && esResultadoTemporal(error.fallo.kind);
}

/**
 * Lectura validada contra el esquema de respuesta del dominio: devuelve los datos o lanza
 * `ErrorApi` (con `bad-data` si la respuesta no coincide con el contrato).
 */
export const pedir = <T>(esquema: z.ZodType<T>, ruta: string, opciones?: OpcionesSolicitud) =>
  datosDe(solicitar(ruta, { ...opciones, esquema }));

/** Escritura validada: el resultado de §8 tal cual, `bad-data` si la respuesta no coincide. */
export const enviar = <T>(esquema: z.ZodType<T>, ruta: string, opciones: OpcionesSolicitud) =>
  solicitar(ruta, { ...opciones, esquema });
