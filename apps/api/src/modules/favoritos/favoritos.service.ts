import type { FastifyRequest } from 'fastify';
import { MENSAJES, type ConsultaPaginada } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { listado } from '../../lib/listado.js';
import type { Pagina } from '../../lib/paginacion.js';
import { aResumen, resumenesPorId } from '../catalogo/productos.lectura.js';
import {
  favoritosActivos,
  guardarFavorito,
  listadoFavoritos,
  marcarFavorito,
} from './favoritos.repository.js';

type FilaListado = Awaited<ReturnType<ReturnType<typeof listadoFavoritos>['listar']>>[number];

const aVista = ({ detalle, ...f }: FilaListado) => ({ ...f, detalle: aResumen(detalle) });

/** GET /favorito/: lista (o página) de favoritos activos con la tarjeta del producto. */
export async function listarFavoritos(
  db: Db,
  request: FastifyRequest,
  usuarioId: number,
  consulta: ConsultaPaginada & { paginado: boolean },
) {
  const r = await listado(request, consulta, listadoFavoritos(db, usuarioId));
  if (Array.isArray(r)) return r.map(aVista);
  const pagina: Pagina<ReturnType<typeof aVista>> = { ...r, results: r.results.map(aVista) };
  return pagina;
}

/** POST /favorito/: marca (o vuelve a activar) un producto publicado como favorito. */
export async function agregarFavorito(db: Db, usuarioId: number, productoId: number) {
  const [p] = await resumenesPorId(db, [productoId]);
  if (!p) throw ErrorValidacion.campo('producto', MENSAJES.productoNoDisponible);
  return guardarFavorito(db, usuarioId, productoId);
}

/** PUT /favorito/{id}/: activa o desactiva un favorito propio. */
export async function cambiarFavorito(db: Db, usuarioId: number, id: number, activo: boolean) {
  const fila = await marcarFavorito(db, usuarioId, id, activo);
  if (!fila) throw new NoEncontrado();
  return fila;
}

export { favoritosActivos };
