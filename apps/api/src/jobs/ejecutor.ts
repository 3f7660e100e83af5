// Ejecutor de la cola (ADR 011): reclama trabajos con FOR UPDATE SKIP LOCKED, los corre con
// un plazo que se prolonga mientras duran, reintenta con espera exponencial y deja en fallido
// los que agotan sus intentos. También encola los turnos de los trabajos programados.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { reloj } from '../lib/reloj.js';
import { claveTurno, turnoVigente } from './programacion.js';
import {
  CANAL_TRABAJOS,
  encolarTurno,
  liberarVencidos,
  marcarFallo,
  marcarHecho,
  prolongar,
  reclamar,
  type FilaTrabajo,
} from './trabajos.repository.js';
import type {
  ContextoTrabajo,
  Definicion,
  DefinicionProgramada,
  DefinicionTrabajo,
} from './trabajos.js';

export interface OpcionesEjecutor {
  definiciones: readonly Definicion[];
  /** Cada cuánto se revisa la cola sin aviso (ms). */
  intervaloMs?: number;
  /** Plazo de un trabajo tomado: si el proceso no lo prolonga, otro lo retoma (ms). */
  plazoMs?: number;
  /** Trabajos a la vez en este proceso. */
  concurrencia?: number;
}

/** Espera antes del reintento n (1, 2, …): 10 s, 20 s, 40 s… hasta una hora. */
export function retrasoReintento(intento: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, intento - 1), 3_600_000);
}

function textoError(e: unknown): string {
  return e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
}

export class Ejecutor {
  /** Identifica a este proceso en `bloqueado_por`. */
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly trabajos = new Map<string, DefinicionTrabajo>();
  private readonly programados = new Map<string, DefinicionProgramada>();
  private readonly intervaloMs: number;
  private readonly plazoMs: number;
  private readonly concurrencia: number;
  private readonly enCurso = new Set<Promise<void>>();
  private bucle: Promise<void> | null = null;
  private detenido = false;
  private aviso = false;
  private despertar: (() => void) | null = null;
  private oyente: pg.Client | null = null;

  constructor(
    private readonly app: FastifyInstance,
    opciones: OpcionesEjecutor,
  ) {
    for (const d of opciones.definiciones) {
      const nombre = d.clase === 'trabajo' ? d.tipo : d.nombre;
      if (this.trabajos.has(nombre) || this.programados.has(nombre)) {
        throw new Error(`Trabajo definido dos veces: ${nombre}`);
      }
      if (d.clase === 'trabajo') this.trabajos.set(nombre, d);
      else this.programados.set(nombre, d);
    }
    this.intervaloMs = opciones.intervaloMs ?? 1000;
    this.plazoMs = opciones.plazoMs ?? 60_000;
    this.concurrencia = opciones.concurrencia ?? 4;
  }

  /** Tipos que este proceso sabe ejecutar (sólo reclama esos). */
  get tipos(): string[] {
    return [...this.trabajos.keys(), ...this.programados.keys()];
  }

  get activo(): boolean {
    return this.bucle !== null;
  }

  /** Arranca el bucle en segundo plano y la escucha de avisos de encolado. */
  async iniciar(): Promise<void> {
    if (this.bucle) return;
    this.detenido = false;
    await this.escuchar();
    this.bucle = this.correr();
  }

  /** Deja de tomar trabajos y espera a que terminen los que están corriendo. */
  async detener(): Promise<void> {
    this.detenido = true;
    this.avisar();
    await this.bucle;
    this.bucle = null;
    await Promise.allSettled([...this.enCurso]);
    const oyente = this.oyente;
    this.oyente = null;
    await oyente?.end().catch(() => undefined);
  }

  /** Despierta al bucle (hay trabajo nuevo o se liberó un lugar). */
  avisar(): void {
    this.aviso = true;
    this.despertar?.();
  }

  /**
   * Encola el turno vigente de cada programado; devuelve cuántos turnos se encolaron. Los
   * turnos siguen el reloj de la API (lib/reloj): con el reloj acelerado del día simulado, «cada
   * minuto» es cada minuto simulado. La cola compara con la hora de la base, así que un turno de
   * un reloj adelantado se ejecuta ya.
   */
  async programar(ahora = reloj.ahora()): Promise<number> {
    let n = 0;
    for (const p of this.programados.values()) {
      const turno = turnoVigente(p.cada, ahora);
      const nuevo = await encolarTurno(this.app.db, {
        tipo: p.nombre,
        clave_unica: claveTurno(p.nombre, turno),
        ejecutar_desde: new Date(Math.min(turno.desde.getTime(), Date.now())),
        max_intentos: p.maxIntentos,
      });
      if (nuevo) n++;
    }
    return n;
  }

  /** Devuelve a la cola los trabajos de procesos que dejaron de responder. */
  liberarVencidos(): Promise<number> {
    return liberarVencidos(this.app.db, this.tipos);
  }

  /** Toma y corre un trabajo en este mismo llamado; false si no había ninguno listo. */
  async ejecutarUno(): Promise<boolean> {
    const fila = await reclamar(this.app.db, this.tipos, this.id, this.plazoMs);
    if (!fila) return false;
    await this.ejecutar(fila);
    return true;
  }

  private async escuchar(): Promise<void> {
    const { database, config, log } = this.app;
    if (database.avisosInmediatos) {
      await database.avisosInmediatos(CANAL_TRABAJOS, () => this.avisar());
      return;
    }
    if (!config.databaseUrl) return;
    // Una conexión aparte para LISTEN; si falla, la revisión periódica alcanza.
    const oyente = new pg.Client({ connectionString: config.databaseUrl });
    oyente.on('notification', () => this.avisar());
    oyente.on('error', (err) => log.warn({ err }, 'trabajos: se perdió la escucha de avisos'));
    try {
      await oyente.connect();
      await oyente.query(`listen ${CANAL_TRABAJOS}`);
      this.oyente = oyente;
    } catch (err) {
      log.warn({ err }, 'trabajos: sin escucha de avisos, sólo revisión periódica');
      await oyente.end().catch(() => undefined);
    }
  }

  private async correr(): Promise<void> {
    let ultimaRevision = 0;
    while (!this.detenido) {
      this.aviso = false;
      try {
        if (Date.now() - ultimaRevision >= this.intervaloMs) {
          ultimaRevision = Date.now();
          await this.liberarVencidos();
          await this.programar();
        }
        while (!this.detenido && this.enCurso.size < this.concurrencia) {
          const fila = await reclamar(this.app.db, this.tipos, this.id, this.plazoMs);
          if (!fila) break;
          const p: Promise<void> = this.ejecutar(fila).finally(() => {
            this.enCurso.delete(p);
            this.avisar();
          });
          this.enCurso.add(p);
        }
      } catch (err) {
        this.app.log.error({ err }, 'trabajos: error al revisar la cola');
      }
      await this.esperar();
    }
  }

  private esperar(): Promise<void> {
    if (this.aviso || this.detenido) return Promise.resolve();
    return new Promise((resolve) => {
      const listo = () => {
        clearTimeout(t);
        this.despertar = null;
        resolve();
      };
      const t = setTimeout(listo, this.intervaloMs);
      this.despertar = listo;
    });
  }

  private async ejecutar(fila: FilaTrabajo): Promise<void> {
    const log = this.app.log.child({ trabajo: fila.id, tipo: fila.tipo, intento: fila.intentos });
    const ctx: ContextoTrabajo = { app: this.app, db: this.app.db, log, intento: fila.intentos };
    const latido = setInterval(() => {
      prolongar(this.app.db, fila, this.plazoMs).catch((err: unknown) =>
        log.warn({ err }, 'trabajos: no se pudo prolongar el plazo'),
      );
    }, this.plazoMs / 3);
    latido.unref();
    try {
      await this.manejar(fila, ctx);
      await marcarHecho(this.app.db, fila);
    } catch (e) {
      const definitivo = e instanceof DatosInvalidos;
      const estado = await marcarFallo(
        this.app.db,
        fila,
        textoError(e),
        retrasoReintento(fila.intentos),
        definitivo,
      ).catch((err: unknown) => {
        log.error({ err }, 'trabajos: no se pudo registrar el fallo');
        return 'en_curso';
      });
      log[estado === 'fallido' ? 'error' : 'warn']({ err: e, estado }, 'trabajo fallido');
    } finally {
      clearInterval(latido);
    }
  }

  private async manejar(fila: FilaTrabajo, ctx: ContextoTrabajo): Promise<void> {
    const programado = this.programados.get(fila.tipo);
    if (programado) return programado.manejar(ctx);
    const def = this.trabajos.get(fila.tipo);
    if (!def) throw new DatosInvalidos(`Tipo de trabajo desconocido: ${fila.tipo}`);
    const datos = def.datos.safeParse(fila.datos);
    if (!datos.success) throw new DatosInvalidos(datos.error.message);
    return def.manejar(datos.data, ctx);
  }
}

/** Reintentar no arregla datos que no cumplen el esquema: el trabajo pasa directo a fallido. */
class DatosInvalidos extends Error {}
