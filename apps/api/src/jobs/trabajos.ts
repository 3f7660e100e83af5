// Trabajos en segundo plano (ADR 011): definiciones, encolado y programación.
// Cada definición se lista en catalogo.ts; el ejecutor (ejecutor.ts) las toma de la cola.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { horaValida } from './programacion.js';
import { avisarNuevo, insertarTrabajo } from './trabajos.repository.js';

export const MAX_INTENTOS_POR_DEFECTO = 5;

export interface ContextoTrabajo {
  app: FastifyInstance;
  db: Db;
  log: FastifyBaseLogger;
  /** 1 en la primera ejecución. */
  intento: number;
}

export interface DefinicionTrabajo<S extends z.ZodType = z.ZodType> {
  clase: 'trabajo';
  tipo: string;
  datos: S;
  maxIntentos: number;
  manejar(datos: z.output<S>, ctx: ContextoTrabajo): Promise<void>;
}

/** `minuto`: cada minuto; `diarioA`: una vez al día a esa hora de Asunción ("HH:MM"). */
export type Frecuencia = 'minuto' | { diarioA: string };

export interface DefinicionProgramada {
  clase: 'programado';
  nombre: string;
  cada: Frecuencia;
  maxIntentos: number;
  manejar(ctx: ContextoTrabajo): Promise<void>;
}

export type Definicion = DefinicionTrabajo | DefinicionProgramada;

export function definirTrabajo<S extends z.ZodType>(def: {
  tipo: string;
  datos: S;
  manejar: (datos: z.output<S>, ctx: ContextoTrabajo) => Promise<void>;
  maxIntentos?: number;
}): DefinicionTrabajo<S> {
  return {
    clase: 'trabajo',
    tipo: def.tipo,
    datos: def.datos,
    maxIntentos: def.maxIntentos ?? MAX_INTENTOS_POR_DEFECTO,
    manejar: def.manejar,
  };
}

/**
 * Trabajo programado. Cada turno se encola una sola vez entre todos los procesos; si el turno
 * anterior sigue pendiente o en curso, el nuevo se salta (no se acumulan). Por defecto un turno
 * de cada minuto no se reintenta (el siguiente turno lo reemplaza) y uno diario, 3 veces.
 */
export function definirProgramado(def: {
  nombre: string;
  cada: Frecuencia;
  manejar: (ctx: ContextoTrabajo) => Promise<void>;
  maxIntentos?: number;
}): DefinicionProgramada {
  if (def.cada !== 'minuto' && !horaValida(def.cada.diarioA)) {
    throw new RangeError(`Hora inválida para ${def.nombre}: ${def.cada.diarioA}`);
  }
  return {
    clase: 'programado',
    nombre: def.nombre,
    cada: def.cada,
    maxIntentos: def.maxIntentos ?? (def.cada === 'minuto' ? 1 : 3),
    manejar: def.manejar,
  };
}

export interface OpcionesEncolar {
  /** No antes de este momento (por defecto, ya). */
  ejecutarDesde?: Date;
  /** Si ya existe un trabajo con esta clave (en cualquier estado), no se encola otro. */
  claveUnica?: string;
}

/**
 * Encola un trabajo dentro de la transacción de quien llama (bandeja de salida transaccional):
 * si la transacción se deshace, el trabajo no existe. Devuelve el id, o null si la clave única
 * ya estaba usada.
 */
export async function encolar<S extends z.ZodType>(
  db: Db | Tx,
  definicion: DefinicionTrabajo<S>,
  datos: z.input<S>,
  opciones: OpcionesEncolar = {},
): Promise<number | null> {
  const id = await insertarTrabajo(db, {
    tipo: definicion.tipo,
    datos: definicion.datos.parse(datos),
    max_intentos: definicion.maxIntentos,
    ejecutar_desde: opciones.ejecutarDesde,
    clave_unica: opciones.claveUnica,
  });
  if (id !== null) await avisarNuevo(db, definicion.tipo);
  return id;
}
