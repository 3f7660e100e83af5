// Lote de ruteo: reclama órdenes confirmadas, arma el problema, lo resuelve en un worker,
// verifica el plan y guarda las hojas de ruta y el estado de cada orden en una transacción.
// Lotes de corte (programados), manuales (el administrador) y de rescate (ADR 025: las órdenes
// devueltas a despacho que no llegarían a tiempo al próximo corte).
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  EstadoRuteo,
  MENSAJES_DESPACHO,
  fechaAsuncion,
  horasDeCorte,
  instanteAsuncion,
  minutosDelDiaAsuncion,
  motivoOrdenOmitida,
  sumarDias,
  type FASES_LOTE_RUTEO,
  type ResumenLoteRuteo,
} from '@nemu/domain';
import { checkPlan, solveInWorker, type Plan } from '@nemu/routing';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { reloj } from '../../lib/reloj.js';
import { crearHojasDeRuta } from '../hojas-ruta/hojas-ruta.service.js';
import { ofrecerHoja } from '../hojas-ruta/oportunidades.service.js';
import {
  ESTADOS_LOTE,
  ESTADOS_MANUAL,
  fijarEstadosRuteo,
  reclamarOrdenesParaRuteo,
  situacionesRuteo,
} from '../pedidos/ruteo-ordenes.service.js';
import { vehiculosElegibles } from '../transportistas/elegibilidad.lectura.js';
import { construirProblema, hojasDelPlan, puntosDe } from './adaptador.js';
import type { ConfigDespacho } from './despacho.config.js';
import { ordenesDevueltas, ordenesParaRutear, valorConfiguracion } from './despacho.lectura.js';
import { loteRuteo } from './despacho.tables.js';
import { proveedorDistancias } from './distancias.js';
import { ordenesSinCorteATiempo } from './rescate.js';

export interface DependenciasLote {
  db: Db;
  config: ConfigDespacho;
  log: FastifyBaseLogger;
}

/**
 * Resumen de un lote (resumenLoteRuteoSchema): las órdenes tomadas y cómo quedaron, las pedidas
 * que no tomó con su motivo y lo que tardó cada paso (ms), para ver dónde se va el tiempo del
 * lote fuera del worker.
 */
export type ResumenLote = ResumenLoteRuteo;

export type FaseLote = (typeof FASES_LOTE_RUTEO)[number];

async function medir<T>(
  resumen: ResumenLote,
  fase: FaseLote,
  paso: () => T | Promise<T>,
): Promise<T> {
  const t0 = performance.now();
  try {
    return await paso();
  } finally {
    resumen.duraciones_ms[fase] = Math.round(performance.now() - t0);
  }
}

/** Clave de la configuración con las horas de corte ("08:00,14:00", hora de Asunción). */
export const CLAVE_HORAS_CORTE = 'ruteo_horas_corte';

/** Prefijo de la clave de un lote de rescate en `lote_ruteo.hora_corte` ("rescate 10:37"). */
export const PREFIJO_RESCATE = 'rescate ';

async function abrirLote(
  db: Db,
  fecha: string,
  horaCorte: string | null,
  ahora: Date,
): Promise<number | null> {
  const [fila] = await db
    .insert(loteRuteo)
    // Con la hora de la API (reloj), no la de la base: el lote de rescate mide con ella el
    // intervalo desde el último lote.
    .values({ fecha, hora_corte: horaCorte, iniciado_en: ahora })
    .onConflictDoNothing()
    .returning({ id: loteRuteo.id });
  return fila?.id ?? null;
}

/**
 * Corre un lote. Programado (`horaCorte`): una sola vez por fecha y hora de corte entre todos los
 * procesos (null si otro ya lo corrió). Manual (`ids`): rutea esas órdenes ya.
 */
export async function correrLote(
  deps: DependenciasLote,
  opciones: { horaCorte?: string; ids?: readonly number[]; ahora?: Date; semilla?: number },
): Promise<ResumenLote | null> {
  return correrLoteCon(deps, {
    clave: opciones.horaCorte ?? null,
    estados: opciones.ids ? ESTADOS_MANUAL : ESTADOS_LOTE,
    ids: opciones.ids,
    ahora: opciones.ahora ?? reloj.ahora(),
    semilla: opciones.semilla,
    limiteSolverMs: deps.config.limiteSolverMs,
  });
}

async function correrLoteCon(
  deps: DependenciasLote,
  opciones: {
    /** Clave única del turno en `lote_ruteo.hora_corte` (null: manual, sin clave). */
    clave: string | null;
    estados: readonly number[];
    ids: readonly number[] | undefined;
    ahora: Date;
    semilla: number | undefined;
    limiteSolverMs: number;
  },
): Promise<ResumenLote | null> {
  const { db, config, log } = deps;
  const { ahora } = opciones;
  const hoy = fechaAsuncion(ahora);
  const horaCorte = opciones.clave;
  const loteId = await abrirLote(db, hoy, horaCorte, ahora);
  if (loteId === null) return null;
  const t0 = performance.now();
  const criterio = { estados: opciones.estados, hastaFecha: sumarDias(hoy, config.diasHorizonte) };
  const ids = await reclamarOrdenesParaRuteo(db, {
    ...criterio,
    ...(opciones.ids ? { ids: opciones.ids } : {}),
  });
  const resumen: ResumenLote = {
    lote_id: loteId,
    fecha: hoy,
    hora_corte: horaCorte,
    ordenes: ids.length,
    hojas: [],
    resultados: [],
    duracion_solver_ms: null,
    duraciones_ms: { reclamo: Math.round(performance.now() - t0) },
    omitidas: await omitidas(db, opciones.ids ?? [], ids, criterio),
  };
  try {
    if (ids.length > 0)
      await rutear(deps, ids, ahora, loteId, resumen, opciones.semilla, opciones.limiteSolverMs);
  } catch (e) {
    // Las órdenes reclamadas no quedan colgadas en 30: vuelven al próximo lote.
    log.error({ err: e, lote: loteId }, 'falló el lote de ruteo');
    resumen.hojas = [];
    resumen.resultados = ids.map((id) => ({
      id,
      estado: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
      motivo: MENSAJES_DESPACHO.ruteoPlanInvalido,
    }));
    await db.transaction((tx) => fijarEstadosRuteo(tx, resumen.resultados));
  }
  await db
    .update(loteRuteo)
    .set({
      terminado_en: reloj.ahora(),
      ordenes: ids.length,
      hojas: resumen.hojas.length,
      no_ruteadas: resumen.resultados.filter((r) => r.estado !== EstadoRuteo.RUTEADO).length,
      duracion_solver_ms: resumen.duracion_solver_ms,
    })
    .where(eq(loteRuteo.id, loteId));
  log.info(
    {
      lote: loteId,
      ordenes: ids.length,
      omitidas: resumen.omitidas.length,
      hojas: resumen.hojas.length,
      ms: resumen.duracion_solver_ms,
      duraciones_ms: resumen.duraciones_ms,
    },
    'lote de ruteo terminado',
  );
  return resumen;
}

/**
 * Las órdenes pedidas que el reclamo no tomó, cada una con su motivo (leído después del reclamo;
 * su estado no cambia).
 */
async function omitidas(
  db: Db,
  pedidas: readonly number[],
  tomadas: readonly number[],
  criterio: Parameters<typeof motivoOrdenOmitida>[1],
): Promise<ResumenLote['omitidas']> {
  const tomada = new Set(tomadas);
  const faltan = [...new Set(pedidas)].filter((id) => !tomada.has(id)).sort((a, b) => a - b);
  if (faltan.length === 0) return [];
  const situaciones = await situacionesRuteo(db, faltan);
  return faltan.map((id) => ({ id, motivo: motivoOrdenOmitida(situaciones.get(id), criterio) }));
}

async function rutear(
  deps: DependenciasLote,
  ids: readonly number[],
  ahora: Date,
  loteId: number,
  resumen: ResumenLote,
  semilla: number | undefined,
  limiteSolverMs: number,
): Promise<void> {
  const { db, config, log } = deps;
  const hoy = resumen.fecha;
  const { ordenes, pausas, feriados, flota } = await medir(resumen, 'lectura', async () => ({
    ...(await ordenesParaRutear(db, ids)),
    flota: await vehiculosElegibles(db, { hoy: ahora }),
  }));
  const lote = await medir(resumen, 'problema', () =>
    construirProblema(ordenes, pausas, feriados, flota, {
      hoy,
      ahoraMin: minutosDelDiaAsuncion(ahora),
      config,
    }),
  );
  const proveedor = await proveedorDistancias(config, puntosDe(lote.problema));
  let plan: Plan;
  if (lote.problema.tasks.length === 0) {
    plan = {
      routes: [],
      unassigned: [],
      summary: { vehicles: 0, distance: 0, cost: 0, unassigned: 0 },
    };
  } else {
    plan = await medir(resumen, 'solver', () =>
      solveInWorker(lote.problema, {
        timeLimitMs: limiteSolverMs,
        provider: proveedor,
        ...(semilla === undefined ? {} : { seed: semilla }),
      }),
    );
    resumen.duracion_solver_ms = resumen.duraciones_ms.solver ?? null;
    const verificacion = await medir(resumen, 'verificacion', () =>
      checkPlan(lote.problema, plan, { provider: proveedor }),
    );
    if (!verificacion.ok) {
      log.error(
        { lote: loteId, errores: verificacion.errors.slice(0, 20) },
        'plan de ruteo inválido',
      );
      throw new Error('El plan del optimizador no pasó checkPlan');
    }
  }
  const { hojas, resultados } = hojasDelPlan(lote, plan, proveedor, instanteAsuncion(hoy), loteId);
  const asignadas = new Set(resultados.map((r) => r.id));
  for (const id of ids) {
    if (!asignadas.has(id)) {
      resultados.push({
        id,
        estado: EstadoRuteo.NO_RUTEABLE_REAGENDAR,
        motivo: MENSAJES_DESPACHO.ruteoEnOtroLote,
      });
    }
  }
  resumen.resultados = resultados.sort((a, b) => a.id - b.id);
  // Una transacción corta por hoja (la hoja y el estado de sus órdenes) para no frenar al resto
  // de la API; después, las órdenes sin hoja. Si algo falla a mitad, las hojas ya guardadas
  // quedan con sus órdenes en 40 y las demás vuelven al próximo lote (fijarEstadosRuteo sólo toca
  // las que siguen en 30).
  const porId = new Map(resultados.map((r) => [r.id, r]));
  resumen.hojas = [];
  await medir(resumen, 'guardado', async () => {
    for (const h of hojas) {
      const propias = new Set(
        h.paradas.flatMap((p) => p.pedidos.map((x) => x.orden_venta_id)).filter((x) => x !== null),
      );
      const id = await conPausa(() =>
        db.transaction(async (tx) => {
          const [creada] = await crearHojasDeRuta(tx, [h]);
          await fijarEstadosRuteo(
            tx,
            [...propias].map((o) => porId.get(o)).filter((r) => r !== undefined),
          );
          return creada;
        }),
      );
      if (id !== undefined) resumen.hojas.push(id);
    }
    await db.transaction((tx) => fijarEstadosRuteo(tx, resultados));
  });
  // La oferta inmediata de cada hoja a quien puede hacerla, en su propia transacción corta (sus
  // avisos en un solo INSERT y un trabajo de entrega). Si una falla, el programado de cada minuto
  // la vuelve a ofrecer (ofrecerDisponibles): la hoja ya está guardada.
  const viaje = { velocidadKmh: config.velocidadKmh, circuidad: config.circuidad };
  await medir(resumen, 'ofertas', async () => {
    for (const id of resumen.hojas) {
      await conPausa(async () => {
        try {
          await db.transaction((tx) => ofrecerHoja(tx, id, { ahora, viaje }));
        } catch (err) {
          log.warn({ err, hoja: id }, 'no se pudo ofrecer la hoja recién creada');
        }
      });
    }
  });
}

/** Pausa máxima tras un paso del lote (ms). */
const PAUSA_MAXIMA_MS = 250;

/**
 * Corre un paso del lote y después espera lo mismo que tardó (hasta PAUSA_MAXIMA_MS): el lote
 * es trabajo de fondo y, con PGlite en el mismo hilo, las consultas de las demás peticiones
 * sólo pasan entre una transacción y la siguiente. Así la API tiene al menos la mitad del
 * tiempo mientras se guardan y ofrecen las hojas.
 */
async function conPausa<T>(paso: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await paso();
  const ms = Math.min(PAUSA_MAXIMA_MS, performance.now() - t0);
  await new Promise((listo) => setTimeout(listo, ms));
  return r;
}

/**
 * Hora de corte que toca correr ahora: la última de hoy que ya pasó y cuyo lote no existe.
 * null si no hay ninguna pendiente.
 */
export async function horaDeCortePendiente(db: Db, ahora: Date): Promise<string | null> {
  const horas = horasDeCorte(await valorConfiguracion(db, CLAVE_HORAS_CORTE));
  const minuto = minutosDelDiaAsuncion(ahora);
  const vencidas = horas.filter((h) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3)) <= minuto);
  const ultima = vencidas.at(-1);
  if (ultima === undefined) return null;
  const [hecho] = await db
    .select({ id: loteRuteo.id })
    .from(loteRuteo)
    .where(and(eq(loteRuteo.fecha, fechaAsuncion(ahora)), eq(loteRuteo.hora_corte, ultima)));
  return hecho ? null : ultima;
}

/** Un lote sin terminar que empezó hace menos que esto sigue corriendo (después, murió). */
const MINUTOS_LOTE_EN_CURSO = 30;

/**
 * Si hay un lote reciente: uno que empezó hace menos de `minutos`, o uno sin terminar que empezó
 * hace menos de MINUTOS_LOTE_EN_CURSO (un lote de 500 órdenes tarda lo que su solver).
 */
async function hayLoteReciente(db: Db, ahora: Date, minutos: number): Promise<boolean> {
  const antes = (m: number) => new Date(ahora.getTime() - m * 60_000);
  const [fila] = await db
    .select({ id: loteRuteo.id })
    .from(loteRuteo)
    .where(
      or(
        gt(loteRuteo.iniciado_en, antes(minutos)),
        and(
          isNull(loteRuteo.terminado_en),
          gt(loteRuteo.iniciado_en, antes(MINUTOS_LOTE_EN_CURSO)),
        ),
      ),
    )
    .limit(1);
  return fila !== undefined;
}

/**
 * Lote de rescate (ADR 025): rutea ya las órdenes devueltas a despacho (un incidente antes del
 * retiro, una hoja que nadie aceptó a tiempo) cuya franja el próximo corte no cubriría. No corre
 * si está apagado (`rescateIntervaloMin` 0), si toca una hora de corte (la corre el programado),
 * si otro lote empezó hace menos de `rescateIntervaloMin` o sigue en curso, ni sin órdenes así.
 * Una vez por minuto entre procesos (clave "rescate HH:MM"); el reclamo de las órdenes, con el
 * mismo candado que los demás lotes. null si no corrió.
 */
export async function correrRescate(
  deps: DependenciasLote,
  opciones: { ahora?: Date; semilla?: number } = {},
): Promise<ResumenLote | null> {
  const { db, config } = deps;
  const ahora = opciones.ahora ?? reloj.ahora();
  if (config.rescateIntervaloMin <= 0) return null;
  if ((await horaDeCortePendiente(db, ahora)) !== null) return null;
  if (await hayLoteReciente(db, ahora, config.rescateIntervaloMin)) return null;
  const devueltas = await ordenesDevueltas(db, ESTADOS_LOTE);
  if (devueltas.length === 0) return null;
  const horas = horasDeCorte(await valorConfiguracion(db, CLAVE_HORAS_CORTE));
  const urgentes = ordenesSinCorteATiempo(devueltas, ahora, horas, config.anticipacionMin);
  if (urgentes.length === 0) return null;
  const minuto = minutosDelDiaAsuncion(ahora);
  const clave = `${PREFIJO_RESCATE}${String(Math.floor(minuto / 60)).padStart(2, '0')}:${String(minuto % 60).padStart(2, '0')}`;
  return correrLoteCon(deps, {
    clave,
    estados: ESTADOS_LOTE,
    ids: urgentes.map((o) => o.id),
    ahora,
    semilla: opciones.semilla,
    limiteSolverMs: Math.min(config.limiteSolverMs, config.rescateLimiteSolverMs),
  });
}
