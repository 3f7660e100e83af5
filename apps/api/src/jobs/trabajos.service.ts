import type { FastifyRequest } from 'fastify';
import { MENSAJES, type ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../db/client.js';
import { Conflicto, NoEncontrado } from '../lib/errores.js';
import { paginar } from '../lib/paginacion.js';
import {
  contarTrabajos,
  existeTrabajo,
  listarTrabajos,
  reencolarFallido,
  type FiltroTrabajos,
} from './trabajos.repository.js';

/** Cola de trabajos para el administrador (los fallidos son la cola de muertos). */
export function listar(
  request: FastifyRequest,
  db: Db,
  consulta: ConsultaPaginada & FiltroTrabajos,
) {
  return paginar(request, consulta, {
    contar: () => contarTrabajos(db, consulta),
    listar: (limit, offset) => listarTrabajos(db, consulta, limit, offset),
  });
}

/** Vuelve a poner en la cola un trabajo fallido, con todos sus intentos. */
export async function reintentar(db: Db, id: number) {
  const fila = await reencolarFallido(db, id);
  if (fila) return fila;
  if (!(await existeTrabajo(db, id))) throw new NoEncontrado();
  throw new Conflicto(MENSAJES.trabajoNoReintentable);
}
