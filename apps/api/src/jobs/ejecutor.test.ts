import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { relojDelSistema, usarReloj } from '../lib/reloj.js';
import { appDePrueba, unico } from '../test/app-de-prueba.js';
import { Ejecutor, retrasoReintento } from './ejecutor.js';
import { procesarPendientes } from './trabajos.plugin.js';
import { DIAS_TRABAJOS_FALLIDOS, DIAS_TRABAJOS_HECHOS, limpiezaTrabajos } from './trabajos.jobs.js';
import {
  ERROR_PLAZO_VENCIDO,
  insertarTrabajo,
  liberarVencidos,
  marcarHecho,
  reclamar,
} from './trabajos.repository.js';
import { definirProgramado, definirTrabajo, encolar, type Definicion } from './trabajos.js';
import { trabajo } from './trabajos.tables.js';

// Cada caso usa tipos propios: con DATABASE_URL la base es compartida con otros archivos.
let app: FastifyInstance;
beforeAll(async () => {
  app = await appDePrueba();
});
afterAll(() => app.close());

const ejecutorCon = (...definiciones: Definicion[]) => new Ejecutor(app, { definiciones });

async function fila(id: number | null) {
  const [f] = await app.db
    .select()
    .from(trabajo)
    .where(eq(trabajo.id, id ?? -1));
  if (!f) throw new Error(`no existe el trabajo ${id}`);
  return f;
}

/** Segundos entre ejecutar_desde y la hora de la base. */
async function segundosHasta(id: number): Promise<number> {
  const [r] = await app.db
    .select({ s: sql<number>`extract(epoch from ${trabajo.ejecutar_desde} - now())::float8` })
    .from(trabajo)
    .where(eq(trabajo.id, id));
  return Number(r?.s);
}

/** Adelanta el reloj de un trabajo: ya está listo para su próximo intento. */
const yaListo = (id: number) =>
  app.db
    .update(trabajo)
    .set({ ejecutar_desde: sql`now()` })
    .where(eq(trabajo.id, id));

describe('encolar', () => {
  it('dentro de la transacción: si se deshace, el trabajo no existe', async () => {
    const def = definirTrabajo({
      tipo: unico('eco'),
      datos: z.object({ n: z.number().int() }),
      manejar: async () => {},
    });
    await expect(
      app.db.transaction(async (tx) => {
        await encolar(tx, def, { n: 1 });
        throw new Error('se deshace');
      }),
    ).rejects.toThrow('se deshace');
    expect(await app.db.select().from(trabajo).where(eq(trabajo.tipo, def.tipo))).toEqual([]);

    const id = await app.db.transaction((tx) => encolar(tx, def, { n: 2 }));
    expect(await fila(id)).toMatchObject({ tipo: def.tipo, datos: { n: 2 }, estado: 'pendiente' });
  });

  it('valida los datos con el esquema de la definición', async () => {
    const def = definirTrabajo({
      tipo: unico('eco'),
      datos: z.object({ n: z.number().int() }),
      manejar: async () => {},
    });
    // @ts-expect-error: datos que no cumplen el esquema
    await expect(encolar(app.db, def, { n: 'uno' })).rejects.toThrow();
  });

  it('con clave única es idempotente', async () => {
    const vistos: number[] = [];
    const def = definirTrabajo({
      tipo: unico('unico'),
      datos: z.object({ n: z.number() }),
      manejar: async ({ n }) => void vistos.push(n),
    });
    const clave = unico('clave');
    const primero = await encolar(app.db, def, { n: 1 }, { claveUnica: clave });
    expect(primero).not.toBeNull();
    expect(await encolar(app.db, def, { n: 2 }, { claveUnica: clave })).toBeNull();
    const ej = ejecutorCon(def);
    while (await ej.ejecutarUno());
    // Ni siquiera después de terminado se vuelve a encolar con la misma clave.
    expect(await encolar(app.db, def, { n: 3 }, { claveUnica: clave })).toBeNull();
    expect(vistos).toEqual([1]);
  });

  it('ejecutarDesde demora el trabajo', async () => {
    const def = definirTrabajo({
      tipo: unico('tarde'),
      datos: z.object({}),
      manejar: async () => {},
    });
    const id = await encolar(app.db, def, {}, { ejecutarDesde: new Date(Date.now() + 3_600_000) });
    const ej = ejecutorCon(def);
    expect(await ej.ejecutarUno()).toBe(false);
    await yaListo(id!);
    expect(await ej.ejecutarUno()).toBe(true);
    expect((await fila(id)).estado).toBe('hecho');
  });
});

describe('ejecución, reintentos y fallidos', () => {
  it('corre una vez con sus datos y el contexto, y queda hecho', async () => {
    const llamadas: { n: number; intento: number; mismaApp: boolean }[] = [];
    const def = definirTrabajo({
      tipo: unico('eco'),
      datos: z.object({ n: z.number() }),
      manejar: async ({ n }, ctx) => {
        llamadas.push({ n, intento: ctx.intento, mismaApp: ctx.app === app && ctx.db === app.db });
      },
    });
    const id = await encolar(app.db, def, { n: 7 });
    const ej = ejecutorCon(def);
    expect(await ej.ejecutarUno()).toBe(true);
    expect(await ej.ejecutarUno()).toBe(false);
    expect(llamadas).toEqual([{ n: 7, intento: 1, mismaApp: true }]);
    expect(await fila(id)).toMatchObject({
      estado: 'hecho',
      intentos: 1,
      bloqueado_hasta: null,
      bloqueado_por: null,
    });
    expect((await fila(id)).terminado_en).toBeInstanceOf(Date);
  });

  it('reintenta con espera exponencial y termina cuando sale bien', async () => {
    expect([1, 2, 3, 4].map(retrasoReintento)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retrasoReintento(30)).toBe(3_600_000);

    const intentos: number[] = [];
    const def = definirTrabajo({
      tipo: unico('inestable'),
      datos: z.object({}),
      manejar: async (_d, ctx) => {
        intentos.push(ctx.intento);
        if (ctx.intento < 3) throw new Error(`falla ${ctx.intento}`);
      },
    });
    const id = (await encolar(app.db, def, {}))!;
    const ej = ejecutorCon(def);

    expect(await ej.ejecutarUno()).toBe(true);
    expect(await fila(id)).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect((await fila(id)).ultimo_error).toContain('falla 1');
    expect(await segundosHasta(id)).toBeGreaterThan(8);
    expect(await segundosHasta(id)).toBeLessThanOrEqual(10);
    // Antes de la espera nadie lo toma.
    expect(await ej.ejecutarUno()).toBe(false);

    await yaListo(id);
    expect(await ej.ejecutarUno()).toBe(true);
    expect(await fila(id)).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(await segundosHasta(id)).toBeGreaterThan(18);
    expect(await segundosHasta(id)).toBeLessThanOrEqual(20);

    await yaListo(id);
    expect(await ej.ejecutarUno()).toBe(true);
    expect(await fila(id)).toMatchObject({ estado: 'hecho', intentos: 3 });
    expect(intentos).toEqual([1, 2, 3]);
  });

  it('agotados los intentos pasa a fallido con el último error', async () => {
    let llamadas = 0;
    const def = definirTrabajo({
      tipo: unico('roto'),
      datos: z.object({}),
      maxIntentos: 2,
      manejar: async () => {
        llamadas++;
        throw new Error(`sin suerte ${llamadas}`);
      },
    });
    const id = (await encolar(app.db, def, {}))!;
    const ej = ejecutorCon(def);
    await ej.ejecutarUno();
    await yaListo(id);
    await ej.ejecutarUno();
    const f = await fila(id);
    expect(f).toMatchObject({ estado: 'fallido', intentos: 2, max_intentos: 2 });
    expect(f.ultimo_error).toContain('sin suerte 2');
    expect(f.terminado_en).toBeInstanceOf(Date);
    await yaListo(id);
    expect(await ej.ejecutarUno()).toBe(false);
    expect(llamadas).toBe(2);
  });

  it('datos guardados que no cumplen el esquema van directo a fallido', async () => {
    let llamadas = 0;
    const def = definirTrabajo({
      tipo: unico('esquema'),
      datos: z.object({ n: z.number() }),
      manejar: async () => void llamadas++,
    });
    const id = await insertarTrabajo(app.db, {
      tipo: def.tipo,
      datos: { n: 'x' },
      max_intentos: 5,
    });
    await ejecutorCon(def).ejecutarUno();
    expect(await fila(id)).toMatchObject({ estado: 'fallido', intentos: 1 });
    expect(llamadas).toBe(0);
  });

  it('sólo toma los tipos que conoce', async () => {
    const def = definirTrabajo({
      tipo: unico('ajeno'),
      datos: z.object({}),
      manejar: async () => {},
    });
    const id = await encolar(app.db, def, {});
    const otro = definirTrabajo({
      tipo: unico('otro'),
      datos: z.object({}),
      manejar: async () => {},
    });
    expect(await ejecutorCon(otro).ejecutarUno()).toBe(false);
    expect((await fila(id)).estado).toBe('pendiente');
  });
});

describe('plazo (proceso que muere con el trabajo tomado)', () => {
  it('al vencer el plazo otro proceso lo retoma, y el muerto ya no puede cerrarlo', async () => {
    const intentos: number[] = [];
    const def = definirTrabajo({
      tipo: unico('huerfano'),
      datos: z.object({}),
      manejar: async (_d, ctx) => void intentos.push(ctx.intento),
    });
    const id = (await encolar(app.db, def, {}))!;
    // El proceso "muerto" lo toma y nunca lo termina.
    const tomado = await reclamar(app.db, [def.tipo], 'muerto', 60_000);
    expect(tomado).toMatchObject({ id, estado: 'en_curso', intentos: 1, bloqueado_por: 'muerto' });

    const ej = ejecutorCon(def);
    // Con el plazo vigente nadie más lo toma ni lo libera.
    expect(await procesarConLiberacion(ej)).toBe(0);
    await app.db
      .update(trabajo)
      .set({ bloqueado_hasta: sql`now() - interval '1 second'` })
      .where(eq(trabajo.id, id));
    expect(await procesarConLiberacion(ej)).toBe(1);
    expect(intentos).toEqual([2]);
    expect(await fila(id)).toMatchObject({
      estado: 'hecho',
      intentos: 2,
      ultimo_error: ERROR_PLAZO_VENCIDO,
    });

    // El proceso viejo despierta e intenta cerrarlo: no cambia nada.
    await marcarHecho(app.db, tomado!);
    expect(await fila(id)).toMatchObject({ estado: 'hecho', intentos: 2, bloqueado_por: null });
  });

  it('si vence en el último intento queda fallido', async () => {
    const def = definirTrabajo({
      tipo: unico('huerfano'),
      datos: z.object({}),
      maxIntentos: 1,
      manejar: async () => {},
    });
    const id = (await encolar(app.db, def, {}))!;
    await reclamar(app.db, [def.tipo], 'muerto', 60_000);
    await app.db
      .update(trabajo)
      .set({ bloqueado_hasta: sql`now() - interval '1 second'` })
      .where(eq(trabajo.id, id));
    expect(await liberarVencidos(app.db, [def.tipo])).toBe(1);
    expect(await fila(id)).toMatchObject({ estado: 'fallido', ultimo_error: ERROR_PLAZO_VENCIDO });
  });
});

async function procesarConLiberacion(ej: Ejecutor): Promise<number> {
  await ej.liberarVencidos();
  let n = 0;
  while (await ej.ejecutarUno()) n++;
  return n;
}

describe('programados', () => {
  it('dos procesos encolan un solo turno por minuto y se ejecuta una vez', async () => {
    let corridas = 0;
    const def = definirProgramado({
      nombre: unico('cada-minuto'),
      cada: 'minuto',
      manejar: async () => void corridas++,
    });
    const a = ejecutorCon(def);
    const b = ejecutorCon(def);
    const t = new Date('2026-03-10T14:07:10Z');
    const encolados = await Promise.all([a.programar(t), b.programar(t), a.programar(t)]);
    expect(encolados.reduce((x, y) => x + y, 0)).toBe(1);
    await Promise.all([a.ejecutarUno(), b.ejecutarUno()]);
    expect(corridas).toBe(1);
    // El mismo turno no vuelve aunque ya terminó; el minuto siguiente sí.
    expect(await b.programar(new Date('2026-03-10T14:07:50Z'))).toBe(0);
    expect(await b.programar(new Date('2026-03-10T14:08:00Z'))).toBe(1);
    const filas = await app.db.select().from(trabajo).where(eq(trabajo.tipo, def.nombre));
    expect(filas.map((f) => f.clave_unica).sort()).toEqual([
      `programado:${def.nombre}@2026-03-10T14:07Z`,
      `programado:${def.nombre}@2026-03-10T14:08Z`,
    ]);
  });

  it('«cada minuto» sigue el reloj de la API: con el reloj acelerado, cada minuto simulado', async () => {
    let corridas = 0;
    const def = definirProgramado({
      nombre: unico('reloj'),
      cada: 'minuto',
      manejar: async () => void corridas++,
    });
    const ej = ejecutorCon(def);
    // El reloj de la API un día adelantado (como el del día simulado): avanza un minuto por paso.
    let simulado = Date.now() + 86_400_000;
    usarReloj({ ahora: () => new Date(simulado) });
    try {
      for (let s = 0; s < 3; s++) {
        simulado += 60_000;
        expect(await ej.programar()).toBe(1);
        // Turno de un reloj adelantado: corre ya (la cola compara con la hora de la base).
        expect(await ej.ejecutarUno()).toBe(true);
      }
    } finally {
      usarReloj(relojDelSistema);
    }
    expect(corridas).toBe(3);
  });

  it('no se acumulan turnos mientras el anterior sigue pendiente', async () => {
    const def = definirProgramado({
      nombre: unico('lento'),
      cada: 'minuto',
      manejar: async () => {},
    });
    const ej = ejecutorCon(def);
    expect(await ej.programar(new Date('2026-03-10T10:00:00Z'))).toBe(1);
    expect(await ej.programar(new Date('2026-03-10T10:01:00Z'))).toBe(0);
    expect(await ej.ejecutarUno()).toBe(true);
    expect(await ej.programar(new Date('2026-03-10T10:02:00Z'))).toBe(1);
  });

  it('diario a una hora de Asunción: un turno por día', async () => {
    const def = definirProgramado({
      nombre: unico('diario'),
      cada: { diarioA: '03:00' },
      manejar: async () => {},
    });
    const ej = ejecutorCon(def);
    expect(await ej.programar(new Date('2026-03-10T06:00:05Z'))).toBe(1);
    await ej.ejecutarUno();
    expect(await ej.programar(new Date('2026-03-10T23:00:00Z'))).toBe(0);
    expect(await ej.programar(new Date('2026-03-11T06:00:00Z'))).toBe(1);
    const [f] = await app.db
      .select()
      .from(trabajo)
      .where(eq(trabajo.clave_unica, `programado:${def.nombre}@2026-03-10`));
    expect(f).toMatchObject({ estado: 'hecho', max_intentos: 3 });
  });
});

describe('limpieza', () => {
  it('borra los hechos de más de 7 días y los fallidos de más de 30', async () => {
    const tipo = unico('viejo');
    const marcas = [
      ['hecho', DIAS_TRABAJOS_HECHOS + 1],
      ['hecho', DIAS_TRABAJOS_HECHOS - 1],
      ['fallido', DIAS_TRABAJOS_HECHOS + 1],
      ['fallido', DIAS_TRABAJOS_FALLIDOS + 1],
    ] as const;
    const ids: (number | null)[] = [];
    for (const [estado, dias] of marcas) {
      const id = await insertarTrabajo(app.db, { tipo, datos: {}, max_intentos: 1 });
      await app.db
        .update(trabajo)
        .set({ estado, terminado_en: sql`now() - ${dias} * interval '1 day'` })
        .where(eq(trabajo.id, id ?? -1));
      ids.push(id);
    }
    const ctx = { app, db: app.db, log: app.log, intento: 1 };
    await limpiezaTrabajos.manejar(ctx);
    const quedan = await app.db.select().from(trabajo).where(eq(trabajo.tipo, tipo));
    expect(quedan.map((f) => f.id).sort()).toEqual([ids[1], ids[2]].sort());
  });
});

describe('bucle en segundo plano', () => {
  it('despierta apenas se encola (aviso por NOTIFY) y al detenerse espera el trabajo en curso', async () => {
    let terminados = 0;
    let empezo: () => void = () => {};
    const empezado = new Promise<void>((r) => (empezo = r));
    const def = definirTrabajo({
      tipo: unico('bucle'),
      datos: z.object({ lento: z.boolean() }),
      manejar: async ({ lento }) => {
        if (lento) {
          empezo();
          await new Promise((r) => setTimeout(r, 300));
        }
        terminados++;
      },
    });
    // Revisión periódica de un minuto: sólo el aviso puede despertarlo a tiempo.
    const ej = new Ejecutor(app, { definiciones: [def], intervaloMs: 60_000 });
    await ej.iniciar();
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    const id = await app.db.transaction((tx) => encolar(tx, def, { lento: false }));
    await esperarHasta(async () => (await fila(id)).estado === 'hecho');
    const latencia = Date.now() - t0;
    expect(latencia).toBeLessThan(2_000);

    await encolar(app.db, def, { lento: true });
    await empezado;
    await ej.detener();
    expect(terminados).toBe(2);
    expect(ej.activo).toBe(false);
  });
});

async function esperarHasta(cond: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const limite = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > limite) throw new Error('no ocurrió a tiempo');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('con la aplicación', () => {
  it('procesarPendientes corre lo que está listo con el catálogo de la app', async () => {
    // Base propia en memoria: con la de CI compartida tomaría trabajos de otros archivos.
    const propia = await appDePrueba({ databaseUrl: undefined });
    try {
      expect(propia.trabajos.activo).toBe(false);
      const turnos = await propia.trabajos.programar();
      // Al menos la limpieza diaria y la conciliación de pagos.
      expect(turnos).toBeGreaterThanOrEqual(2);
      expect(await procesarPendientes(propia)).toBe(turnos);
      const filas = await propia.db.select().from(trabajo);
      expect(filas.map((f) => f.tipo)).toEqual(
        expect.arrayContaining([limpiezaTrabajos.nombre, 'pagos.conciliar']),
      );
      expect(filas.every((f) => f.estado === 'hecho')).toBe(true);
    } finally {
      await propia.close();
    }
  });

  it('con trabajos activo arranca al estar lista, corre la conciliación y se detiene al cerrar', async () => {
    // Base propia en memoria: la conciliación no debe tocar pagos de otros archivos.
    const propia = await appDePrueba({ trabajos: true, databaseUrl: undefined });
    try {
      expect(propia.trabajos.activo).toBe(true);
      await esperarHasta(async () => {
        const filas = await propia.db
          .select()
          .from(trabajo)
          .where(eq(trabajo.tipo, 'pagos.conciliar'));
        return filas.some((f) => f.estado === 'hecho');
      }, 15_000);
    } finally {
      await propia.close();
    }
    expect(propia.trabajos.activo).toBe(false);
  });
});
