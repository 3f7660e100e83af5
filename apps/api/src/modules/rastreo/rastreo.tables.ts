import { bigint, index, integer, numeric, pgTable } from 'drizzle-orm/pg-core';
import { coordenada, creadoEn } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';

// Posiciones reportadas por la app (alto volumen: id bigint; candidata a particionar por mes).
export const rastreoUbicacion = pgTable(
  'rastreo_ubicacion',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'cascade' }),
    hoja_ruta_id: integer().references(() => hojaRuta.id, { onDelete: 'set null' }),
    lat: coordenada().notNull(),
    lng: coordenada().notNull(),
    precision_m: numeric({ precision: 8, scale: 2, mode: 'number' }),
    velocidad_mps: numeric({ precision: 8, scale: 2, mode: 'number' }),
    rumbo: numeric({ precision: 5, scale: 1, mode: 'number' }),
    registrado_en: creadoEn(),
  },
  (t) => [
    index('rastreo_ubicacion_usuario_idx').on(t.usuario_id, t.registrado_en),
    index('rastreo_ubicacion_hoja_idx').on(t.hoja_ruta_id, t.registrado_en),
  ],
);
