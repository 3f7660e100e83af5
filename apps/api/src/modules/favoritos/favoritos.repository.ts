import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, type DefinicionListado } from '../../lib/listado.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { favorito, producto } from '../catalogo/catalogo.tables.js';
import { columnasResumen, productoVisible } from '../catalogo/productos.lectura.js';

const columnasFavorito = {
  id: favorito.id,
  usuario: favorito.usuario_id,
  producto: favorito.producto_id,
  fecha: favorito.fecha,
  activo: favorito.activo,
};

/** Favoritos activos de un usuario, con la tarjeta del producto (sólo productos publicados). */
export const listadoFavoritos = (db: Db, usuarioId: number) => {
  const consulta = () =>
    db
      .select({ ...columnasFavorito, detalle: columnasResumen })
      .from(favorito)
      .innerJoin(producto, eq(producto.id, favorito.producto_id))
      .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
      .$dynamic();
  return {
    contar: async (where: SQL | undefined) => (await consulta().where(where)).length,
    listar: (where, orden: SQL[], limit, offset) =>
      aplicarListado(consulta(), where, orden, limit, offset),
    buscarEn: [producto.nombre],
    ordenables: { fecha: favorito.fecha, nombre: producto.nombre, precio: producto.precio },
    ordenPorDefecto: [desc(favorito.fecha)],
    filtro: and(eq(favorito.usuario_id, usuarioId), eq(favorito.activo, true), productoVisible),
  } satisfies DefinicionListado<unknown>;
};

export async function guardarFavorito(db: Db, usuarioId: number, productoId: number) {
  const [fila] = await db
    .insert(favorito)
    .values({ usuario_id: usuarioId, producto_id: productoId })
    .onConflictDoUpdate({
      target: [favorito.usuario_id, favorito.producto_id],
      set: { activo: true, fecha: new Date() },
    })
    .returning(columnasFavorito);
  if (!fila) throw new Error('no se guardó el favorito');
  return fila;
}

export async function marcarFavorito(db: Db, usuarioId: number, id: number, activo: boolean) {
  const [fila] = await db
    .update(favorito)
    .set({ activo, fecha: new Date() })
    .where(and(eq(favorito.id, id), eq(favorito.usuario_id, usuarioId)))
    .returning(columnasFavorito);
  return fila ?? null;
}

/** Favoritos activos como pares {id, producto} (para /inicio/). */
export function favoritosActivos(db: Db, usuarioId: number) {
  return db
    .select({ id: favorito.id, producto: favorito.producto_id })
    .from(favorito)
    .where(and(eq(favorito.usuario_id, usuarioId), eq(favorito.activo, true)));
}
