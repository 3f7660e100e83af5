import { PLATAFORMA_WEB, RELEASE, TIMEOUT_API_MS } from '@nemu/domain';
import type { z } from 'zod';
import { idDispositivo } from '../sesion/dispositivo';
import { obtenerToken, reiniciarSesion } from '../sesion/sesion.store';
import { falloPorRespuesta, type ResultadoApi } from './resultado';

export const API_BASE = '/api';
export const VERSION_APP = `${RELEASE}-${PLATAFORMA_WEB}`;

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Parametros = Record<string, string | number | boolean | null | undefined>;

export interface OpcionesSolicitud {
  metodo?: Metodo;
  cuerpo?: unknown;
  parametros?: Parametros;
  /** Al cancelarse, la solicitud no devuelve nada (`null`). */
  senal?: AbortSignal;
}

const oyentesNoAutorizado = new Set<() => void>();

/** Registra qué hacer cuando cualquier llamada recibe `unauthorized` (además de borrar la sesión). */
export function alNoAutorizado(oyente: () => void): () => void {
  oyentesNoAutorizado.add(oyente);
  return () => oyentesNoAutorizado.delete(oyente);
}

function construirUrl(ruta: string, parametros: Parametros = {}): string {
  const consulta = new URLSearchParams();
  for (const [clave, valor] of Object.entries(parametros)) {
    if (valor !== null && valor !== undefined) consulta.set(clave, String(valor));
  }
  const texto = consulta.toString();
  return `${API_BASE}${ruta}${texto ? `?${texto}` : ''}`;
}

function construirCabeceras(cuerpo: unknown): Headers {
  const cabeceras = new Headers({
    Accept: 'application/json',
    'X-App-Version': VERSION_APP,
    'X-Device-Id': idDispositivo(),
  });
  const token = obtenerToken();
  if (token) cabeceras.set('Authorization', `Token ${token}`);
  if (cuerpo !== undefined && !(cuerpo instanceof FormData)) {
    cabeceras.set('Content-Type', 'application/json');
  }
  return cabeceras;
}

const ILEGIBLE = Symbol('ilegible');

function leerJson(texto: string): unknown {
  try {
    return texto ? JSON.parse(texto) : null;
  } catch {
    return ILEGIBLE;
  }
}

function interpretar<T>(
  status: number,
  cuerpo: unknown,
  esquema: z.ZodType<T> | undefined,
): ResultadoApi<unknown> {
  if (status >= 200 && status < 300) {
    if (cuerpo === ILEGIBLE) return { kind: 'bad-data', errores: {} };
    if (!esquema) return { kind: 'ok', data: cuerpo };
    const leido = esquema.safeParse(cuerpo);
    return leido.success ? { kind: 'ok', data: leido.data } : { kind: 'bad-data', errores: {} };
  }
  return falloPorRespuesta(status, cuerpo === ILEGIBLE ? null : cuerpo);
}

export function solicitar<T>(
  ruta: string,
  opciones: OpcionesSolicitud & { esquema: z.ZodType<T> },
): Promise<ResultadoApi<T> | null>;
export function solicitar(ruta: string, opciones?: OpcionesSolicitud): Promise<ResultadoApi<unknown> | null>;
/** Llama a la API y devuelve un resultado de §8; nunca lanza. */
export async function solicitar<T>(
  ruta: string,
  { metodo = 'GET', cuerpo, parametros, senal, esquema }: OpcionesSolicitud & { esquema?: z.ZodType<T> } = {},
): Promise<ResultadoApi<unknown> | null> {
  if (senal?.aborted) return null;
  const controlador = new AbortController();
  let vencida = false;
  const temporizador = setTimeout(() => {
    vencida = true;
    controlador.abort();
  }, TIMEOUT_API_MS);
  const cancelar = () => controlador.abort();
  senal?.addEventListener('abort', cancelar, { once: true });

  let status: number;
  let texto: string;
  try {
    const respuesta = await fetch(construirUrl(ruta, parametros), {
      method: metodo,
      headers: construirCabeceras(cuerpo),
      body: cuerpo === undefined || cuerpo instanceof FormData ? cuerpo : JSON.stringify(cuerpo),
      signal: controlador.signal,
    });
    status = respuesta.status;
    texto = await respuesta.text();
  } catch {
    if (vencida) return { kind: 'timeout', status: null, detalle: null };
    if (senal?.aborted) return null;
    return { kind: 'cannot-connect', status: null, detalle: null };
  } finally {
    clearTimeout(temporizador);
    senal?.removeEventListener('abort', cancelar);
  }

  const resultado = interpretar(status, leerJson(texto), esquema);
  if (resultado.kind === 'unauthorized') {
    reiniciarSesion();
    oyentesNoAutorizado.forEach((oyente) => oyente());
  }
  return resultado;
}
