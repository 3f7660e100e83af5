import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { checkEnum, marcasDeTiempo, momento } from '../db/schema.helpers.js';

/** Estados de un trabajo; `fallido` es la cola de muertos (se agotaron los intentos). */
export const ESTADOS_TRABAJO = ['pendiente', 'en_curso', 'hecho', 'fallido'] as const;
export type EstadoTrabajo = (typeof ESTADOS_TRABAJO)[number];

// Cola de trabajos en segundo plano (ADR 011). Un proceso toma una fila con
// FOR UPDATE SKIP LOCKED y la marca en_curso con un plazo (bloqueado_hasta): si el proceso
// muere, al vencer el plazo otro la retoma. clave_unica hace idempotente el encolado
// (y evita que dos procesos encolen el mismo turno de un trabajo programado).
export const trabajo = pgTable(
  'trabajo',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tipo: text().notNull(),
    datos: jsonb().notNull().default({}),
    estado: text().$type<EstadoTrabajo>().notNull().default('pendiente'),
    intentos: integer().notNull().default(0),
    max_intentos: integer().notNull(),
    ejecutar_desde: momento().notNull().defaultNow(),
    bloqueado_hasta: momento(),
    bloqueado_por: text(),
    clave_unica: text(),
    ultimo_error: text(),
    terminado_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    checkEnum('trabajo_estado_ck', t.estado, ESTADOS_TRABAJO),
    unique('trabajo_clave_unica_uq').on(t.clave_unica),
    index('trabajo_pendiente_idx')
      .on(t.ejecutar_desde, t.id)
      .where(sql`${t.estado} = 'pendiente'`),
    index('trabajo_en_curso_idx')
      .on(t.bloqueado_hasta)
      .where(sql`${t.estado} = 'en_curso'`),
    index('trabajo_estado_tipo_idx').on(t.estado, t.tipo, t.id),
  ],
);
