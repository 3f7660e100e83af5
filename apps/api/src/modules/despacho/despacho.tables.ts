import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { creadoEn, momento } from '../../db/schema.helpers.js';

// Corrida del lote de ruteo: una por hora de corte y fecha (programada, hora_corte "HH:MM"), por
// pedido del administrador (manual, hora_corte NULL) o de rescate (ADR 025, hora_corte
// "rescate HH:MM"). La clave única evita que dos procesos corran el mismo turno.
export const loteRuteo = pgTable(
  'lote_ruteo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fecha: date({ mode: 'string' }).notNull(),
    hora_corte: text(),
    iniciado_en: creadoEn(),
    terminado_en: momento(),
    ordenes: integer().notNull().default(0),
    hojas: integer().notNull().default(0),
    no_ruteadas: integer().notNull().default(0),
    /** Tiempo del optimizador en el worker, en ms. */
    duracion_solver_ms: integer(),
  },
  (t) => [
    uniqueIndex('lote_ruteo_turno_uq')
      .on(t.fecha, t.hora_corte)
      .where(sql`${t.hora_corte} is not null`),
    index('lote_ruteo_fecha_idx').on(t.fecha),
  ],
);
