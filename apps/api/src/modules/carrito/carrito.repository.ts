import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { producto, varianteProducto } from '../catalogo/catalogo.tables.js';
import { columnasResumen, productoVisible } from '../catalogo/productos.lectura.js';
import { carrito, carritoItem } from './carrito.tables.js';

export type FilaCarrito = typeof carrito.$inferSelect;

export type Duenio = { usuarioId: number } | { clave: string };

const condicionDuenio = (d: Duenio) =>
  'usuarioId' in d ? eq(carrito.usuario_id, d.usuarioId) : eq(carrito.clave_anonima, d.clave);

export async function buscarCarrito(db: Db, d: Duenio): Promise<FilaCarrito | null> {
  const [fila] = await db.select().from(carrito).where(condicionDuenio(d));
  return fila ?? null;
}

/** Crea el carrito del dueño (o devuelve el existente si otra petición se adelantó). */
export async function obtenerOCrearCarrito(db: Db, d: Duenio): Promise<FilaCarrito> {
  const existente = await buscarCarrito(db, d);
  if (existente) return existente;
  await db
    .insert(carrito)
    .values('usuarioId' in d ? { usuario_id: d.usuarioId } : { clave_anonima: d.clave })
    .onConflictDoNothing();
  const creado = await buscarCarrito(db, d);
  if (!creado) throw new Error('no se pudo crear el carrito');
  return creado;
}

/** Líneas del carrito con los datos vigentes del producto y de la variante. */
export function lineasCarrito(db: Db, carritoId: number) {
  return db
    .select({
      linea: carritoItem.id,
      cantidad: carritoItem.cantidad,
      precio_mejorado: carritoItem.precio_mejorado,
      visible: productoVisible.mapWith(Boolean),
      producto: columnasResumen,
      variante: {
        id: varianteProducto.id,
        precio: varianteProducto.precio,
        color: varianteProducto.color,
        medida: varianteProducto.medida,
        cantidad_disponible: varianteProducto.cantidad_disponible,
      },
    })
    .from(carritoItem)
    .innerJoin(producto, eq(producto.id, carritoItem.producto_id))
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .leftJoin(varianteProducto, eq(varianteProducto.id, carritoItem.variante_id))
    .where(eq(carritoItem.carrito_id, carritoId))
    .orderBy(asc(carritoItem.id));
}

export type LineaCarrito = Awaited<ReturnType<typeof lineasCarrito>>[number];

/** Producto (y variante) a agregar, con su visibilidad y stock. */
export async function productoParaCarrito(db: Db, productoId: number) {
  const [fila] = await db
    .select({
      id: producto.id,
      visible: productoVisible.mapWith(Boolean),
      cantidad_disponible: producto.cantidad_disponible,
      no_apto_menores: producto.no_apto_menores,
    })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .where(eq(producto.id, productoId));
  if (!fila) return null;
  const variantes = await db
    .select({
      id: varianteProducto.id,
      cantidad_disponible: varianteProducto.cantidad_disponible,
    })
    .from(varianteProducto)
    .where(and(eq(varianteProducto.producto_id, productoId), eq(varianteProducto.activo, true)));
  return { ...fila, variantes };
}

const condicionLinea = (carritoId: number, productoId: number, varianteId: number | null) =>
  and(
    eq(carritoItem.carrito_id, carritoId),
    eq(carritoItem.producto_id, productoId),
    sql`coalesce(${carritoItem.variante_id}, 0) = ${varianteId ?? 0}`,
  );

export async function cantidadEnLinea(
  db: Db,
  carritoId: number,
  productoId: number,
  varianteId: number | null,
): Promise<number> {
  const [fila] = await db
    .select({ cantidad: carritoItem.cantidad })
    .from(carritoItem)
    .where(condicionLinea(carritoId, productoId, varianteId));
  return fila?.cantidad ?? 0;
}

export async function guardarLinea(
  db: Db,
  linea: {
    carritoId: number;
    productoId: number;
    varianteId: number | null;
    cantidad: number;
    precioMejorado: boolean;
  },
): Promise<void> {
  const actualizadas = await db
    .update(carritoItem)
    .set({ cantidad: linea.cantidad, precio_mejorado: linea.precioMejorado })
    .where(condicionLinea(linea.carritoId, linea.productoId, linea.varianteId))
    .returning({ id: carritoItem.id });
  if (actualizadas.length > 0) return;
  await db.insert(carritoItem).values({
    carrito_id: linea.carritoId,
    producto_id: linea.productoId,
    variante_id: linea.varianteId,
    cantidad: linea.cantidad,
    precio_mejorado: linea.precioMejorado,
  });
}

export async function borrarLinea(
  db: Db,
  carritoId: number,
  productoId: number,
  varianteId: number | null,
): Promise<void> {
  await db.delete(carritoItem).where(condicionLinea(carritoId, productoId, varianteId));
}

export async function borrarLineas(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(carritoItem).where(inArray(carritoItem.id, [...ids]));
}

export async function actualizarCarrito(
  db: Db,
  carritoId: number,
  cambios: Partial<
    Pick<FilaCarrito, 'compra_mejorada' | 'envio_sin_hora' | 'entrega_desde' | 'entrega_hasta'>
  >,
): Promise<void> {
  await db.update(carrito).set(cambios).where(eq(carrito.id, carritoId));
}

export async function borrarCarrito(db: Db, carritoId: number): Promise<void> {
  await db.delete(carrito).where(eq(carrito.id, carritoId));
}

export async function fabricantesDelCarrito(db: Db, usuarioId: number): Promise<number[]> {
  const filas = await db
    .selectDistinct({ id: producto.fabricante_id })
    .from(carritoItem)
    .innerJoin(carrito, eq(carrito.id, carritoItem.carrito_id))
    .innerJoin(producto, eq(producto.id, carritoItem.producto_id))
    .where(and(eq(carrito.usuario_id, usuarioId), isNull(producto.eliminado_en)));
  return filas.map((f) => f.id);
}

export interface ItemCarritoGuardado {
  carrito_id: number;
  producto_id: number;
  variante_id: number | null;
  cantidad: number;
  precio_mejorado: boolean;
}

/** Vacía el carrito del usuario y devuelve lo que tenía (para deshacer). */
export async function vaciarCarrito(db: Db, usuarioId: number): Promise<ItemCarritoGuardado[]> {
  const [c] = await db
    .select({ id: carrito.id })
    .from(carrito)
    .where(eq(carrito.usuario_id, usuarioId));
  if (!c) return [];
  return db.delete(carritoItem).where(eq(carritoItem.carrito_id, c.id)).returning({
    carrito_id: carritoItem.carrito_id,
    producto_id: carritoItem.producto_id,
    variante_id: carritoItem.variante_id,
    cantidad: carritoItem.cantidad,
    precio_mejorado: carritoItem.precio_mejorado,
  });
}

export async function restaurarCarrito(db: Db, items: ItemCarritoGuardado[]): Promise<void> {
  if (items.length > 0) await db.insert(carritoItem).values(items).onConflictDoNothing();
}

/** Líneas del carrito marcadas con precio mejorado (clave "producto:variante"). */
export async function lineasConPrecioMejorado(db: Db, usuarioId: number): Promise<Set<string>> {
  const filas = await db
    .select({ producto: carritoItem.producto_id, variante: carritoItem.variante_id })
    .from(carritoItem)
    .innerJoin(carrito, eq(carrito.id, carritoItem.carrito_id))
    .where(and(eq(carrito.usuario_id, usuarioId), eq(carritoItem.precio_mejorado, true)));
  return new Set(filas.map((f) => `${f.producto}:${f.variante ?? 0}`));
}
