import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import {
  comentarioProducto,
  imagenProducto,
  producto,
  productoRubro,
  promocion,
  unidadMedida,
  varianteProducto,
  vistaProducto,
} from './catalogo.tables.js';
import {
  aResumen,
  consultaResumen,
  productoVisible,
  type FilaResumen,
  type ResumenProducto,
} from './productos.lectura.js';

export type TipoDestacado = 'mas_vistos' | 'mas_vendidos' | 'aleatorios' | 'oferta_del_dia';

/** Listas destacadas del inicio (spec §3 "Home data"). */
export async function productosDestacados(
  db: Db,
  tipo: TipoDestacado,
  limite: number,
  ahora: Date,
): Promise<ResumenProducto[]> {
  const base = consultaResumen(db);
  let filas: FilaResumen[];
  if (tipo === 'oferta_del_dia') {
    filas = await base
      .innerJoin(promocion, eq(promocion.producto_id, producto.id))
      .where(
        and(
          productoVisible,
          eq(promocion.activo, true),
          eq(promocion.oferta_del_dia, true),
          lte(promocion.fecha_inicio, ahora),
          gt(promocion.fecha_fin, ahora),
        ),
      )
      .orderBy(desc(promocion.fecha_inicio))
      .limit(limite);
  } else if (tipo === 'aleatorios') {
    // Muestra de ~1 % de la tabla y relleno si quedó corta: barato con 100 000 productos.
    filas = await base
      .where(
        and(productoVisible, sql`${producto.id} % 97 = (extract(minute from now())::int % 97)`),
      )
      .orderBy(sql`random()`)
      .limit(limite);
    if (filas.length < limite) {
      filas = await consultaResumen(db)
        .where(productoVisible)
        .orderBy(sql`random()`)
        .limit(limite);
    }
  } else {
    const columna = tipo === 'mas_vistos' ? producto.vistas : producto.cantidad_vendida;
    filas = await base
      .where(productoVisible)
      .orderBy(desc(columna), asc(producto.id))
      .limit(limite);
  }
  return filas.map(aResumen);
}

/** Fila completa de un producto (visible o no) con su fabricante. */
export async function filaProducto(db: Db, id: number) {
  const [fila] = await db
    .select({
      producto,
      visible: productoVisible.mapWith(Boolean),
      fabricante: {
        id: fabricante.id,
        nombre: fabricante.nombre,
        imagen_perfil: fabricante.imagen_perfil,
        rating: fabricante.rating,
        ratings: fabricante.ratings,
      },
      unidad_nombre: unidadMedida.nombre,
      unidad_abreviatura: unidadMedida.abreviatura,
    })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .leftJoin(unidadMedida, eq(unidadMedida.id, producto.unidad_medida_id))
    .where(and(eq(producto.id, id), isNull(producto.eliminado_en)));
  return fila ?? null;
}

/** Imágenes, variantes, rubros, comentarios y promoción vigente de un producto. */
export async function partesProducto(db: Db, id: number, ahora: Date) {
  const [imagenes, variantes, rubros, comentarios, promociones] = await Promise.all([
    db
      .select({
        id: imagenProducto.id,
        imagen: imagenProducto.imagen,
        producto: imagenProducto.producto_id,
        portada: imagenProducto.portada,
        variante: imagenProducto.variante_id,
      })
      .from(imagenProducto)
      .where(eq(imagenProducto.producto_id, id))
      .orderBy(desc(imagenProducto.portada), asc(imagenProducto.orden), asc(imagenProducto.id)),
    db
      .select({
        id: varianteProducto.id,
        color: varianteProducto.color,
        medida: varianteProducto.medida,
        precio: varianteProducto.precio,
        cantidad_disponible: varianteProducto.cantidad_disponible,
        cantidad: varianteProducto.cantidad,
      })
      .from(varianteProducto)
      .where(and(eq(varianteProducto.producto_id, id), eq(varianteProducto.activo, true)))
      .orderBy(asc(varianteProducto.id)),
    db
      .select({ id: productoRubro.rubro_id })
      .from(productoRubro)
      .where(eq(productoRubro.producto_id, id)),
    db
      .select({
        id: comentarioProducto.id,
        comentario: comentarioProducto.comentario,
        calificacion: comentarioProducto.calificacion,
        fecha: comentarioProducto.creado_en,
        usuario: sql<string>`trim(${usuario.first_name} || ' ' || left(${usuario.last_name}, 1))`,
      })
      .from(comentarioProducto)
      .innerJoin(usuario, eq(usuario.id, comentarioProducto.usuario_id))
      .where(and(eq(comentarioProducto.producto_id, id), eq(comentarioProducto.visible, true)))
      .orderBy(desc(comentarioProducto.creado_en))
      .limit(20),
    db
      .select({
        id: promocion.id,
        titulo: promocion.titulo,
        descripcion: promocion.descripcion,
        precio_promocional: promocion.precio_promocional,
        variante: promocion.variante_id,
        fecha_fin: promocion.fecha_fin,
      })
      .from(promocion)
      .where(
        and(
          eq(promocion.producto_id, id),
          eq(promocion.activo, true),
          lte(promocion.fecha_inicio, ahora),
          gt(promocion.fecha_fin, ahora),
        ),
      )
      .orderBy(asc(promocion.precio_promocional))
      .limit(1),
  ]);
  return {
    imagenes,
    variantes,
    rubros: rubros.map((r) => r.id),
    comentarios,
    promocion: promociones[0] ?? null,
  };
}

/** Cuenta una vista: el total en el producto y el detalle para "más vistos" por período. */
export async function registrarVista(db: Db, productoId: number, usuarioId: number | null) {
  await db.transaction(async (tx) => {
    await tx.insert(vistaProducto).values({ producto_id: productoId, usuario_id: usuarioId });
    await tx
      .update(producto)
      .set({ vistas: sql`${producto.vistas} + 1` })
      .where(eq(producto.id, productoId));
  });
}
