import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, type DefinicionListado } from '../../lib/listado.js';
import {
  grupoMedida,
  imagenProducto,
  producto,
  productoRubro,
  promocion,
  unidadMedida,
  varianteProducto,
} from '../catalogo/catalogo.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

export const urlMedia = (relativa: string | null): string | null =>
  relativa === null ? null : relativa.startsWith('/') ? relativa : `/media/${relativa}`;

const portadaSql = sql<string | null>`(select ${imagenProducto.imagen} from ${imagenProducto}
  where ${imagenProducto.producto_id} = ${producto.id}
  order by ${imagenProducto.portada} desc, ${imagenProducto.orden}, ${imagenProducto.id} limit 1)`;

const columnasFila = {
  id: producto.id,
  fabricante: producto.fabricante_id,
  fabricante_nombre: fabricante.nombre,
  nombre: producto.nombre,
  descripcion: producto.descripcion,
  precio: producto.precio,
  precio_mayorista: producto.precio_mayorista,
  cantidad_disponible: producto.cantidad_disponible,
  stock_minimo: producto.stock_minimo,
  categoria: producto.categoria_id,
  aprobado: producto.aprobado,
  motivo_rechazo: producto.motivo_rechazo,
  activo: producto.activo,
  portada: portadaSql,
  variantes: sql<number>`(select count(*)::int from ${varianteProducto}
    where ${varianteProducto.producto_id} = ${producto.id} and ${varianteProducto.activo})`,
  actualizado_en: producto.actualizado_en,
};

/** Productos no eliminados de un fabricante (o de todos, para administradores). */
export function listadoProductosProveedor(
  db: Db,
  filtros: {
    fabricanteId: number | null;
    moderado?: boolean;
    categoria?: number;
    bajoStock?: boolean;
  },
): DefinicionListado<Awaited<ReturnType<typeof filasListado>>[number]> {
  const filtro = and(
    isNull(producto.eliminado_en),
    filtros.fabricanteId === null ? undefined : eq(producto.fabricante_id, filtros.fabricanteId),
    filtros.moderado === undefined ? undefined : eq(producto.aprobado, filtros.moderado),
    filtros.categoria === undefined ? undefined : eq(producto.categoria_id, filtros.categoria),
    filtros.bajoStock
      ? sql`${producto.cantidad_disponible} <= ${producto.stock_minimo}`
      : undefined,
  );
  return {
    filtro,
    buscarEn: [producto.nombre, producto.descripcion],
    ordenables: {
      id: producto.id,
      nombre: producto.nombre,
      precio: producto.precio,
      cantidad_disponible: producto.cantidad_disponible,
      actualizado_en: producto.actualizado_en,
    },
    ordenPorDefecto: [desc(producto.actualizado_en), desc(producto.id)],
    contar: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(producto)
          .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: (where, orden, limit, offset) => filasListado(db, where, orden, limit, offset),
  };
}

async function filasListado(
  db: Db,
  where: SQL | undefined,
  orden: SQL[],
  limit?: number,
  offset?: number,
) {
  const filas = await aplicarListado(
    db
      .select(columnasFila)
      .from(producto)
      .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
      .$dynamic(),
    where,
    orden,
    limit,
    offset,
  );
  return filas.map((f) => ({ ...f, portada: urlMedia(f.portada) }));
}

export async function productoPorId(db: Db, id: number) {
  const [p] = await db
    .select()
    .from(producto)
    .where(and(eq(producto.id, id), isNull(producto.eliminado_en)));
  return p;
}

/** Detalle para editar: producto con imágenes, variantes, rubros y promociones. */
export async function detalleProductoProveedor(db: Db, id: number) {
  const p = await productoPorId(db, id);
  if (!p) return undefined;
  const [imagenes, variantes, rubros, promociones] = await Promise.all([
    db
      .select()
      .from(imagenProducto)
      .where(eq(imagenProducto.producto_id, id))
      .orderBy(desc(imagenProducto.portada), asc(imagenProducto.orden), asc(imagenProducto.id)),
    variantesDeProducto(db, id),
    db
      .select({ rubro: productoRubro.rubro_id })
      .from(productoRubro)
      .where(eq(productoRubro.producto_id, id)),
    db
      .select()
      .from(promocion)
      .where(eq(promocion.producto_id, id))
      .orderBy(desc(promocion.fecha_inicio)),
  ]);
  return {
    id: p.id,
    fabricante: p.fabricante_id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    descripcion_extensa: p.descripcion_extensa,
    precio: p.precio,
    precio_mayorista: p.precio_mayorista,
    cantidad_disponible: p.cantidad_disponible,
    cantidad: p.cantidad,
    compra_mejorada: p.compra_mejorada,
    no_apto_menores: p.no_apto_menores,
    especificaciones: p.especificaciones,
    precio_variante: p.precio_variante,
    categoria: p.categoria_id,
    familia: p.familia_id,
    linea: p.linea_id,
    unidad_medida: p.unidad_medida_id,
    stock_minimo: p.stock_minimo,
    video: urlMedia(p.video),
    aprobado: p.aprobado,
    motivo_rechazo: p.motivo_rechazo,
    activo: p.activo,
    rubros: rubros.map((r) => r.rubro),
    imagenes: imagenes.map((i) => ({
      id: i.id,
      imagen: urlMedia(i.imagen),
      producto: i.producto_id,
      portada: i.portada,
    })),
    variantes,
    promociones: promociones.map(promocionLectura),
  };
}

export function promocionLectura(p: typeof promocion.$inferSelect) {
  return {
    id: p.id,
    producto: p.producto_id,
    variante: p.variante_id,
    titulo: p.titulo,
    descripcion: p.descripcion,
    precio_promocional: p.precio_promocional,
    fecha_inicio: p.fecha_inicio.toISOString(),
    fecha_fin: p.fecha_fin.toISOString(),
    oferta_del_dia: p.oferta_del_dia,
    activo: p.activo,
  };
}

export async function variantesDeProducto(db: Db, productoId: number) {
  const filas = await db
    .select()
    .from(varianteProducto)
    .where(and(eq(varianteProducto.producto_id, productoId), eq(varianteProducto.activo, true)))
    .orderBy(asc(varianteProducto.id));
  return filas.map(varianteLectura);
}

export function varianteLectura(v: typeof varianteProducto.$inferSelect) {
  return {
    id: v.id,
    producto: v.producto_id,
    color: v.color,
    medida: v.medida,
    precio: v.precio ?? 0,
    cantidad_disponible: v.cantidad_disponible,
    cantidad: v.cantidad,
  };
}

/** Productos (no eliminados) de una lista de ids con su fabricante. */
export async function productosPorIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: producto.id,
      fabricante_id: producto.fabricante_id,
      precio: producto.precio,
      cantidad_disponible: producto.cantidad_disponible,
    })
    .from(producto)
    .where(and(inArray(producto.id, ids), isNull(producto.eliminado_en)));
}

/** Grupos de medida (talle, peso, volumen…) para productos y variantes. */
export function gruposMedida(db: Db) {
  return db
    .select({ id: grupoMedida.id, nombre: grupoMedida.nombre })
    .from(grupoMedida)
    .orderBy(asc(grupoMedida.nombre));
}

/** Unidades de medida, opcionalmente de un grupo. */
export function unidadesMedida(db: Db, grupo?: number) {
  return db
    .select({
      id: unidadMedida.id,
      grupo: unidadMedida.grupo_medida_id,
      nombre: unidadMedida.nombre,
      abreviatura: unidadMedida.abreviatura,
    })
    .from(unidadMedida)
    .where(grupo === undefined ? undefined : eq(unidadMedida.grupo_medida_id, grupo))
    .orderBy(asc(unidadMedida.grupo_medida_id), asc(unidadMedida.orden), asc(unidadMedida.nombre));
}
