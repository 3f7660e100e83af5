import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  creadoEn,
  guaranies,
  kilos,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import { CADENA_FRIO, MOTIVO_STOCK, TIPO_IVA } from '../../db/schema.enums.js';
import { familia, linea, rubro } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

/** tsvector de PostgreSQL (sólo lectura: columnas generadas para la búsqueda). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// Árbol de categorías. comision = "porcentaje" de /configuracion-categorias/.
export const categoria = pgTable(
  'categoria',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    comision: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    superior_id: integer().references((): AnyPgColumn => categoria.id, { onDelete: 'restrict' }),
    tipo_iva: integer().notNull().default(10),
    no_apto_menores: boolean().notNull().default(false),
    nivel: integer().notNull().default(1),
    orden: integer().notNull().default(0),
    icono: text(),
    imagen: text(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('categoria_superior_idx').on(t.superior_id, t.orden),
    checkEnum('categoria_tipo_iva_ck', t.tipo_iva, TIPO_IVA),
    check('categoria_comision_ck', sql`${t.comision} between 0 and 100`),
    check('categoria_nivel_ck', sql`${t.nivel} between 1 and 5`),
  ],
);

export const grupoMedida = pgTable(
  'grupo_medida',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('grupo_medida_nombre_uq').on(t.nombre)],
);

export const unidadMedida = pgTable(
  'unidad_medida',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    grupo_medida_id: integer()
      .notNull()
      .references(() => grupoMedida.id, { onDelete: 'cascade' }),
    nombre: text().notNull(),
    abreviatura: text(),
    orden: integer().notNull().default(0),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('unidad_medida_grupo_nombre_uq').on(t.grupo_medida_id, t.nombre)],
);

// Producto (spec §3). cantidad_disponible se mantiene con el libro movimiento_stock.
export const producto = pgTable(
  'producto',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    nombre: text().notNull(),
    descripcion: text().notNull().default(''),
    descripcion_extensa: text(),
    precio: guaranies().notNull(),
    precio_mayorista: guaranies(),
    cantidad_disponible: integer().notNull().default(0),
    categoria_id: integer().references(() => categoria.id, { onDelete: 'set null' }),
    familia_id: integer().references(() => familia.id, { onDelete: 'set null' }),
    linea_id: integer().references(() => linea.id, { onDelete: 'set null' }),
    /** Cantidad mínima para el precio mayorista (compra mejorada). */
    cantidad: integer().notNull().default(0),
    compra_mejorada: boolean().notNull().default(false),
    no_apto_menores: boolean().notNull().default(false),
    especificaciones: text(),
    precio_variante: integer().notNull().default(0),
    unidad_medida_id: integer().references(() => unidadMedida.id, { onDelete: 'set null' }),
    video: text(),
    // Logística: peso, medidas y cadena de frío para el ruteo.
    peso_kg: kilos(),
    alto_cm: integer(),
    ancho_cm: integer(),
    profundidad_cm: integer(),
    refrigeracion: integer().notNull().default(0),
    stock_minimo: integer().notNull().default(0),
    // Moderación, visibilidad y estadísticas.
    aprobado: boolean().notNull().default(false),
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    /** Motivo del último rechazo en moderación (se limpia al aprobar o editar). */
    motivo_rechazo: text(),
    activo: boolean().notNull().default(true),
    eliminado_en: momento(),
    vistas: integer().notNull().default(0),
    cantidad_vendida: integer().notNull().default(0),
    rating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratings: integer().notNull().default(0),
    // Búsqueda (generadas): guardarlas evita recalcular unaccent y to_tsvector al revisar
    // cada fila candidata de los índices.
    busqueda_documento: tsvector().generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, f_unaccent("nombre" || ' ' || "descripcion"))`,
    ),
    busqueda_nombre: text().generatedAlwaysAs(sql`f_unaccent(lower("nombre"))`),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('producto_fabricante_idx').on(t.fabricante_id, t.activo),
    index('producto_categoria_idx').on(t.categoria_id),
    index('producto_moderacion_idx').on(t.aprobado, t.activo),
    index('producto_precio_idx').on(t.precio),
    index('producto_vendidos_idx').on(t.cantidad_vendida),
    index('producto_vistas_idx').on(t.vistas),
    index('producto_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`,
    ),
    index('producto_busqueda_nombre_trgm_idx').using('gin', sql`${t.busqueda_nombre} gin_trgm_ops`),
    check(
      'producto_precio_ck',
      sql`${t.precio} >= 0 and (${t.precio_mayorista} is null or ${t.precio_mayorista} >= 0)`,
    ),
    check('producto_stock_ck', sql`${t.cantidad_disponible} >= 0`),
    checkEnum('producto_refrigeracion_ck', t.refrigeracion, CADENA_FRIO),
  ],
);

export const productoRubro = pgTable(
  'producto_rubro',
  {
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    rubro_id: integer()
      .notNull()
      .references(() => rubro.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.producto_id, t.rubro_id] }),
    index('producto_rubro_rubro_idx').on(t.rubro_id),
  ],
);

// Variante (color / medida) con su propio precio y stock.
export const varianteProducto = pgTable(
  'variante_producto',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    color: text(),
    medida: text(),
    unidad_medida_id: integer().references(() => unidadMedida.id, { onDelete: 'set null' }),
    precio: guaranies(),
    cantidad_disponible: integer().notNull().default(0),
    cantidad: integer().notNull().default(0),
    sku: text(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('variante_producto_producto_idx').on(t.producto_id),
    uniqueIndex('variante_producto_uq').on(
      t.producto_id,
      sql`coalesce(${t.color}, '')`,
      sql`coalesce(${t.medida}, '')`,
    ),
    check('variante_producto_stock_ck', sql`${t.cantidad_disponible} >= 0`),
    check('variante_producto_precio_ck', sql`${t.precio} is null or ${t.precio} >= 0`),
  ],
);

// Imagen de producto (ruta relativa bajo /media/). A lo sumo una portada por producto.
export const imagenProducto = pgTable(
  'imagen_producto',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'cascade' }),
    imagen: text().notNull(),
    portada: boolean().notNull().default(false),
    orden: integer().notNull().default(0),
    creado_en: creadoEn(),
  },
  (t) => [
    index('imagen_producto_producto_idx').on(t.producto_id, t.orden),
    uniqueIndex('imagen_producto_portada_uq')
      .on(t.producto_id)
      .where(sql`${t.portada}`),
  ],
);

// Promoción de un producto (o de una variante) en una ventana de tiempo.
export const promocion = pgTable(
  'promocion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'cascade' }),
    titulo: text().notNull(),
    descripcion: text(),
    precio_promocional: guaranies().notNull(),
    fecha_inicio: momento().notNull(),
    fecha_fin: momento().notNull(),
    oferta_del_dia: boolean().notNull().default(false),
    imagen: text(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('promocion_producto_idx').on(t.producto_id),
    index('promocion_vigencia_idx').on(t.fecha_inicio, t.fecha_fin),
    check('promocion_rango_ck', sql`${t.fecha_fin} > ${t.fecha_inicio}`),
    check('promocion_precio_ck', sql`${t.precio_promocional} >= 0`),
  ],
);

export const comentarioProducto = pgTable(
  'comentario_producto',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    comentario: text().notNull(),
    calificacion: integer(),
    visible: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('comentario_producto_producto_idx').on(t.producto_id, t.creado_en),
    index('comentario_producto_creado_idx').on(t.creado_en),
    check('comentario_producto_calificacion_ck', sql`${t.calificacion} between 1 and 5`),
  ],
);

export const favorito = pgTable(
  'favorito',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    fecha: momento().notNull().defaultNow(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('favorito_usuario_producto_uq').on(t.usuario_id, t.producto_id),
    index('favorito_producto_idx').on(t.producto_id),
  ],
);

// Vista de un producto (para "más vistos" por período); producto.vistas es el total.
export const vistaProducto = pgTable(
  'vista_producto',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    visto_en: creadoEn(),
  },
  (t) => [
    index('vista_producto_producto_idx').on(t.producto_id, t.visto_en),
    index('vista_producto_fecha_idx').on(t.visto_en),
  ],
);

// Libro de stock (sólo inserciones). Un disparador suma delta a la variante (si hay) y al
// producto en la misma sentencia; si el stock quedaría negativo, el CHECK rechaza el movimiento.
export const movimientoStock = pgTable(
  'movimiento_stock',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    motivo: text().notNull(),
    usuario_id: integer().references(() => usuario.id),
    /** Origen del movimiento, p. ej. 'pedido:123' o 'importacion:45'. */
    referencia: text(),
    /** Stock resultante del producto (o de la variante) tras el movimiento; lo completa el disparador. */
    cantidad_resultante: integer(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('movimiento_stock_producto_idx').on(t.producto_id, t.creado_en),
    index('movimiento_stock_variante_idx').on(t.variante_id),
    index('movimiento_stock_referencia_idx').on(t.referencia),
    check('movimiento_stock_delta_ck', sql`${t.delta} <> 0`),
    checkEnum('movimiento_stock_motivo_ck', t.motivo, MOTIVO_STOCK),
  ],
);
