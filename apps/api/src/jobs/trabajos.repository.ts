// Consultas de la cola de trabajos. La hora es la de la base (now()), común a todos los procesos.
import { and, count, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { trabajo, type EstadoTrabajo } from './trabajos.tables.js';

export type FilaTrabajo = typeof trabajo.$inferSelect;

/** Texto guardado como último error cuando un proceso muere con el trabajo tomado. */
export const ERROR_PLAZO_VENCIDO = 'El proceso que lo ejecutaba dejó de responder (plazo vencido).';

/** Canal de NOTIFY con el que un encolado despierta a los ejecutores al confirmarse. */
export const CANAL_TRABAJOS = 'trabajo_nuevo';

/** NOTIFY dentro de la transacción: llega a los procesos que escuchan sólo si se confirma. */
export async function avisarNuevo(db: Db | Tx, tipo: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CANAL_TRABAJOS}, ${tipo})`);
}

export async function insertarTrabajo(
  db: Db | Tx,
  fila: {
    tipo: string;
    datos: unknown;
    max_intentos: number;
    ejecutar_desde?: Date | undefined;
    clave_unica?: string | undefined;
  },
): Promise<number | null> {
  const [f] = await db
    .insert(trabajo)
    .values({
      tipo: fila.tipo,
      datos: fila.datos ?? {},
      max_intentos: fila.max_intentos,
      ...(fila.ejecutar_desde ? { ejecutar_desde: fila.ejecutar_desde } : {}),
      clave_unica: fila.clave_unica ?? null,
    })
    .onConflictDoNothing({ target: trabajo.clave_unica })
    .returning({ id: trabajo.id });
  return f?.id ?? null;
}

const despues = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Devuelve a la cola (o a fallido, si era el último intento) los trabajos en curso cuyo plazo
 * venció: el proceso que los tenía murió o quedó colgado.
 */
export async function liberarVencidos(db: Db, tipos: readonly string[]): Promise<number> {
  if (tipos.length === 0) return 0;
  const filas = await db
    .update(trabajo)
    .set({
      estado: sql`case when ${trabajo.intentos} >= ${trabajo.max_intentos} then 'fallido' else 'pendiente' end`,
      terminado_en: sql`case when ${trabajo.intentos} >= ${trabajo.max_intentos} then now() end`,
      ejecutar_desde: sql`now()`,
      bloqueado_hasta: null,
      bloqueado_por: null,
      ultimo_error: ERROR_PLAZO_VENCIDO,
    })
    .where(
      and(
        eq(trabajo.estado, 'en_curso'),
        lt(trabajo.bloqueado_hasta, sql`now()`),
        inArray(trabajo.tipo, [...tipos]),
      ),
    )
    .returning({ id: trabajo.id });
  return filas.length;
}

/**
 * Toma el próximo trabajo pendiente de esos tipos. FOR UPDATE SKIP LOCKED: dos procesos que
 * reclaman a la vez nunca obtienen la misma fila (y ninguno espera al otro).
 */
export async function reclamar(
  db: Db,
  tipos: readonly string[],
  trabajador: string,
  plazoMs: number,
): Promise<FilaTrabajo | null> {
  if (tipos.length === 0) return null;
  const candidato = db
    .select({ id: trabajo.id })
    .from(trabajo)
    .where(
      and(
        eq(trabajo.estado, 'pendiente'),
        lte(trabajo.ejecutar_desde, sql`now()`),
        inArray(trabajo.tipo, [...tipos]),
      ),
    )
    .orderBy(trabajo.ejecutar_desde, trabajo.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [fila] = await db
    .update(trabajo)
    .set({
      estado: 'en_curso',
      intentos: sql`${trabajo.intentos} + 1`,
      bloqueado_hasta: despues(plazoMs),
      bloqueado_por: trabajador,
    })
    .where(inArray(trabajo.id, candidato))
    .returning();
  return fila ?? null;
}

/** Condición de "sigue siendo mío": mismo intento y mismo proceso (el plazo no venció). */
const propio = (t: FilaTrabajo): SQL | undefined =>
  and(
    eq(trabajo.id, t.id),
    eq(trabajo.estado, 'en_curso'),
    eq(trabajo.intentos, t.intentos),
    eq(trabajo.bloqueado_por, t.bloqueado_por ?? ''),
  );

/** Extiende el plazo de un trabajo largo mientras corre. */
export async function prolongar(db: Db, t: FilaTrabajo, plazoMs: number): Promise<void> {
  await db
    .update(trabajo)
    .set({ bloqueado_hasta: despues(plazoMs) })
    .where(propio(t));
}

export async function marcarHecho(db: Db, t: FilaTrabajo): Promise<void> {
  await db
    .update(trabajo)
    .set({
      estado: 'hecho',
      terminado_en: sql`now()`,
      bloqueado_hasta: null,
      bloqueado_por: null,
    })
    .where(propio(t));
}

/**
 * Registra un fallo: vuelve a la cola tras `retrasoMs`, o pasa a fallido si fue el último
 * intento (o si `definitivo`, cuando reintentar no puede servir).
 */
export async function marcarFallo(
  db: Db,
  t: FilaTrabajo,
  error: string,
  retrasoMs: number,
  definitivo: boolean,
): Promise<EstadoTrabajo> {
  const estado: EstadoTrabajo =
    definitivo || t.intentos >= t.max_intentos ? 'fallido' : 'pendiente';
  await db
    .update(trabajo)
    .set({
      estado,
      ultimo_error: error.slice(0, 4000),
      ...(estado === 'pendiente' ? { ejecutar_desde: despues(retrasoMs) } : {}),
      terminado_en: estado === 'fallido' ? sql`now()` : null,
      bloqueado_hasta: null,
      bloqueado_por: null,
    })
    .where(propio(t));
  return estado;
}

/** Encola un turno programado salvo que el turno anterior siga pendiente o en curso. */
export async function encolarTurno(
  db: Db,
  fila: { tipo: string; clave_unica: string; ejecutar_desde: Date; max_intentos: number },
): Promise<boolean> {
  // Db es genérico sobre el driver; PGlite y node-postgres devuelven ambos `{ rows }`.
  const r = (await db.execute(sql`
    insert into ${trabajo} (tipo, datos, max_intentos, ejecutar_desde, clave_unica)
    select ${fila.tipo}, '{}'::jsonb, ${fila.max_intentos}, ${fila.ejecutar_desde.toISOString()}::timestamptz, ${fila.clave_unica}
    where not exists (
      select 1 from ${trabajo}
      where ${trabajo.tipo} = ${fila.tipo} and ${trabajo.estado} in ('pendiente', 'en_curso')
    )
    on conflict (clave_unica) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}

export interface FiltroTrabajos {
  estado?: EstadoTrabajo | undefined;
  tipo?: string | undefined;
}

const condicion = (f: FiltroTrabajos) =>
  and(
    f.estado ? eq(trabajo.estado, f.estado) : undefined,
    f.tipo ? eq(trabajo.tipo, f.tipo) : undefined,
  );

export async function contarTrabajos(db: Db, f: FiltroTrabajos): Promise<number> {
  return (await db.select({ n: count() }).from(trabajo).where(condicion(f)))[0]?.n ?? 0;
}

export function listarTrabajos(db: Db, f: FiltroTrabajos, limit: number, offset: number) {
  return db
    .select()
    .from(trabajo)
    .where(condicion(f))
    .orderBy(desc(trabajo.id))
    .limit(limit)
    .offset(offset);
}

/** Vuelve a encolar un trabajo fallido con sus intentos a cero; null si no estaba fallido. */
export async function reencolarFallido(db: Db, id: number): Promise<FilaTrabajo | null> {
  const [fila] = await db
    .update(trabajo)
    .set({ estado: 'pendiente', intentos: 0, ejecutar_desde: sql`now()`, terminado_en: null })
    .where(and(eq(trabajo.id, id), eq(trabajo.estado, 'fallido')))
    .returning();
  if (fila) await avisarNuevo(db, fila.tipo);
  return fila ?? null;
}

export async function existeTrabajo(db: Db, id: number): Promise<boolean> {
  const [f] = await db.select({ id: trabajo.id }).from(trabajo).where(eq(trabajo.id, id));
  return f !== undefined;
}

/** Borra los trabajos terminados en ese estado hace más de `dias` días; devuelve cuántos. */
export async function borrarTerminados(
  db: Db,
  estado: 'hecho' | 'fallido',
  dias: number,
): Promise<number> {
  const filas = await db
    .delete(trabajo)
    .where(
      and(
        eq(trabajo.estado, estado),
        lt(trabajo.terminado_en, sql`now() - ${dias} * interval '1 day'`),
      ),
    )
    .returning({ id: trabajo.id });
  return filas.length;
}
