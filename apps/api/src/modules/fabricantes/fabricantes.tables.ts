import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  coordenada,
  creadoEn,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import { DIAS_SEMANA, ROL_FABRICANTE, TIPO_MARGEN } from '../../db/schema.enums.js';
import { ciudad, contrato, rubro } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { categoria } from '../catalogo/catalogo.tables.js';

// Fabricante / proveedor (spec §3 Fabricante).
export const fabricante = pgTable(
  'fabricante',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    imagen_perfil: text(),
    aprobado: boolean().notNull().default(false),
    activo: boolean().notNull().default(true),
    fecha_agregado: momento().notNull().defaultNow(),
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    nro_telefono: text(),
    email: text(),
    ruc: text(),
    razon_social: text(),
    resena_empresa: text(),
    rating: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratings: integer().notNull().default(0),
    tipo_proveedor: integer().notNull().default(10),
    fecha_aceptacion_contrato: momento(),
    constancia_ruc: text(),
    /** Días de apertura como texto, lunes = '1' … domingo = '7'. */
    dias_apertura: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hora_apertura: time(),
    hora_cierre: time(),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('fabricante_aprobado_idx').on(t.aprobado, t.activo),
    index('fabricante_ruc_idx').on(t.ruc),
    index('fabricante_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`,
    ),
    check(
      'fabricante_dias_apertura_ck',
      sql`${t.dias_apertura} <@ array[${sql.raw(DIAS_SEMANA.map((d) => `'${d}'`).join(','))}]::text[]`,
    ),
    check('fabricante_rating_ck', sql`${t.rating} between 0 and 5`),
  ],
);

export const fabricanteRubro = pgTable(
  'fabricante_rubro',
  {
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    rubro_id: integer()
      .notNull()
      .references(() => rubro.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fabricante_id, t.rubro_id] }),
    index('fabricante_rubro_rubro_idx').on(t.rubro_id),
  ],
);

// Usuarios de un fabricante: el propietario y su staff (alcance por fabricante_id).
export const usuarioFabricante = pgTable(
  'usuario_fabricante',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    rol: text().notNull().default('staff'),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('usuario_fabricante_uq').on(t.usuario_id, t.fabricante_id),
    index('usuario_fabricante_fabricante_idx').on(t.fabricante_id),
    checkEnum('usuario_fabricante_rol_ck', t.rol, ROL_FABRICANTE),
  ],
);

// Punto de retiro del fabricante (spec §3 PuntoRetiro). ubicacion = "lat,lng".
export const puntoRetiro = pgTable(
  'punto_retiro',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    nombre: text().notNull(),
    calle_principal: text().notNull().default(''),
    calle_secundaria: text(),
    numero: text(),
    referencia: text(),
    ubicacion: text(),
    lat: coordenada(),
    lng: coordenada(),
    default: boolean().notNull().default(false),
    ciudad_id: integer().references(() => ciudad.id),
    nro_telefono: text(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('punto_retiro_fabricante_idx').on(t.fabricante_id),
    uniqueIndex('punto_retiro_default_uq')
      .on(t.fabricante_id)
      .where(sql`${t.default}`),
  ],
);

// Pausa temporal del fabricante (no recibe pedidos entre desde y hasta; hasta NULL = indefinida).
export const pausaFabricante = pgTable(
  'pausa_fabricante',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    motivo: text(),
    desde: momento().notNull().defaultNow(),
    hasta: momento(),
    creado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('pausa_fabricante_fabricante_idx').on(t.fabricante_id, t.desde),
    check('pausa_fabricante_rango_ck', sql`${t.hasta} is null or ${t.hasta} > ${t.desde}`),
  ],
);

// Feriado del fabricante: cerrado ese día, o con horario especial si se dan horas.
export const feriadoFabricante = pgTable(
  'feriado_fabricante',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    fecha: date({ mode: 'string' }).notNull(),
    descripcion: text(),
    hora_apertura: time(),
    hora_cierre: time(),
    ...marcasDeTiempo(),
  },
  (t) => [uniqueIndex('feriado_fabricante_fecha_uq').on(t.fabricante_id, t.fecha)],
);

// Aceptación de un contrato por un usuario (en nombre propio o de su fabricante).
export const aceptacionContrato = pgTable(
  'aceptacion_contrato',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contrato_id: integer()
      .notNull()
      .references(() => contrato.id),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    fabricante_id: integer().references(() => fabricante.id, { onDelete: 'cascade' }),
    ip: text(),
    user_agent: text(),
    aceptado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('aceptacion_contrato_uq').on(t.contrato_id, t.usuario_id),
    index('aceptacion_contrato_fabricante_idx').on(t.fabricante_id),
  ],
);

// Margen de la plataforma: por fabricante y opcionalmente por categoría.
// tipo 10 porcentaje sobre el precio, 20 monto fijo en guaraníes.
export const margen = pgTable(
  'margen',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id, { onDelete: 'cascade' }),
    categoria_id: integer().references(() => categoria.id, { onDelete: 'cascade' }),
    tipo: integer().notNull().default(10),
    margen: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('margen_fabricante_categoria_uq').on(
      t.fabricante_id,
      sql`coalesce(${t.categoria_id}, 0)`,
    ),
    checkEnum('margen_tipo_ck', t.tipo, TIPO_MARGEN),
    check('margen_no_negativo_ck', sql`${t.margen} >= 0`),
  ],
);
