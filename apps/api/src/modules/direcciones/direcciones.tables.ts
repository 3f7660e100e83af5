import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkEnum, coordenada, marcasDeTiempo } from '../../db/schema.helpers.js';
import { ICONO_DIRECCION } from '../../db/schema.enums.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Dirección de entrega del cliente (spec §3 Direccion).
export const direccion = pgTable(
  'direccion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    nombre: text().notNull().default(''),
    calle_principal: text().notNull().default(''),
    calle_secundaria: text(),
    numero: text(),
    referencia: text(),
    ubicacion: text(),
    lat: coordenada(),
    lng: coordenada(),
    default: boolean().notNull().default(false),
    ciudad_id: integer().references(() => ciudad.id),
    ciudad_nombre: text(),
    icono: text().notNull().default('casa'),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('direccion_usuario_idx').on(t.usuario_id),
    uniqueIndex('direccion_default_uq')
      .on(t.usuario_id)
      .where(sql`${t.default}`),
    checkEnum('direccion_icono_ck', t.icono, ICONO_DIRECCION),
  ],
);

// Índice local de calles y lugares (Gran Asunción) para /info-calle/.
export const lugarCalle = pgTable(
  'lugar_calle',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    /** calle | lugar */
    tipo: text().notNull().default('calle'),
    ciudad_id: integer().references(() => ciudad.id),
    ciudad_nombre: text().notNull(),
    lat: coordenada().notNull(),
    lng: coordenada().notNull(),
  },
  (t) => [
    uniqueIndex('lugar_calle_nombre_ciudad_uq').on(t.nombre, t.ciudad_nombre, t.tipo),
    index('lugar_calle_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`,
    ),
    checkEnum('lugar_calle_tipo_ck', t.tipo, ['calle', 'lugar']),
  ],
);
