// Día simulado del despacho (issue #13) por la API HTTP real: ~500 pedidos de 60 proveedores en
// Gran Asunción pagados en el sandbox y confirmados por sus proveedores, el lote de ruteo en el
// worker y 40 transportistas simulados que recorren sus hojas con el tiempo acelerado.
// Uso: npm run bench:dia -w apps/api -- [pedidos=500] [transportistas=40] [semilla=1] [factor=60]
// (factor: minutos simulados por minuto real durante la jornada). Detalle en README «Mediciones».
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fechaAsuncion, instanteAsuncion, sumarDias } from '@nemu/domain';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { sembrarReferencia } from '../seed/index.js';
import { tipoVehiculo } from '../modules/flota/flota.tables.js';
import { Cliente, ErrorApi, percentil } from './dia-simulado/cliente.js';
import { generador, generarEscenario } from './dia-simulado/escenario.js';
import { informar, type Datos } from './dia-simulado/informe.js';
import { crearPedidos } from './dia-simulado/pedidos.js';
import { RelojSimulado } from './dia-simulado/reloj-simulado.js';
import { sembrarDia } from './dia-simulado/siembra.js';
import { TransportistaSimulado, dormir, type Registro } from './dia-simulado/transportista.js';

const arg = (i: number, porDefecto: number) => {
  const v = Number(process.argv[2 + i]);
  return Number.isFinite(v) && v > 0 ? v : porDefecto;
};
const N_PEDIDOS = arg(0, 500);
const N_TRANSPORTISTAS = arg(1, 40);
const SEMILLA = arg(2, 1);
const FACTOR = arg(3, 60);
const N_PROVEEDORES = Math.min(60, N_PEDIDOS);
const PUERTO = process.env.DIA_PUERTO ?? '3191';

async function main(): Promise<number> {
  const escenario = generarEscenario({
    semilla: SEMILLA,
    pedidos: N_PEDIDOS,
    proveedores: N_PROVEEDORES,
    transportistas: N_TRANSPORTISTAS,
  });
  const temporal = await mkdtemp(path.join(tmpdir(), 'nemu-dia-'));
  const entorno: NodeJS.ProcessEnv = {
    ...process.env,
    // Por omisión PGlite en un directorio temporal; DIA_DATABASE_URL: una base PostgreSQL vacía.
    DATABASE_URL: process.env.DIA_DATABASE_URL ?? '',
    PGLITE_DIR: path.join(temporal, 'pglite'),
    DEMO: 'off',
    TRABAJOS: 'on',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    STORAGE_DIR: path.join(temporal, 'media'),
    DOCUMENTOS_DIR: path.join(temporal, 'documentos'),
    PORT: PUERTO,
    HOST: '127.0.0.1',
    SANDBOX_PAGOS_DUPLICAR: '0',
    SANDBOX_PAGOS_TARDE: '0',
    SANDBOX_PAGOS_PERDER: '0',
  };
  const config = loadConfig(entorno);

  // 1. Datos de partida (directo en la base, antes del servidor).
  const t0 = performance.now();
  const app = await buildApp({ ...config, trabajos: false });
  const sembrado = await (async () => {
    try {
      await sembrarReferencia(app.db);
      const s = await sembrarDia(app.db, escenario);
      const tipos = await app.db.select().from(tipoVehiculo);
      return { ...s, tipos };
    } finally {
      await app.close();
    }
  })();
  console.log(
    `Semilla ${SEMILLA}: ${N_PROVEEDORES} proveedores, ${escenario.clientes.length} clientes, ` +
      `${N_TRANSPORTISTAS} transportistas sembrados en ${Math.round((performance.now() - t0) / 1000)} s`,
  );

  // 2. El servidor real en otro proceso, con el reloj controlado por este.
  const servidor = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      fileURLToPath(new URL('./dia-simulado/servidor.ts', import.meta.url)),
    ],
    { env: entorno, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const listo = new Promise<void>((resolver, rechazar) => {
    servidor.on('message', (m: { listo?: boolean }) => m.listo && resolver());
    servidor.once('exit', (c) => rechazar(new Error(`el servidor terminó (${c})`)));
  });
  const reloj = new RelojSimulado(servidor);
  const dia = sumarDias(fechaAsuncion(new Date()), 1);
  try {
    await reloj.fijar(instanteAsuncion(dia, '04:00').getTime(), 1);
    await listo;
    const api = new Cliente(`http://127.0.0.1:${PUERTO}`);
    const azar = generador(SEMILLA * 7919);

    // 3. Los clientes compran y pagan; los proveedores confirman (madrugada, tiempo real).
    const t1 = performance.now();
    const compras = await crearPedidos(api, reloj, escenario, sembrado, dia);
    console.log(
      `${compras.pedidos.length} pedidos pagados y ${compras.ordenesVenta.length} órdenes de venta ` +
        `confirmadas en ${Math.round((performance.now() - t1) / 1000)} s`,
    );

    // 4. Desde las 05:00 el tiempo corre acelerado: transportistas conectados y el lote.
    await reloj.fijar(instanteAsuncion(dia, '05:00').getTime(), FACTOR);
    const registro: Registro = {
      ofertas_vistas: 0,
      ofertas_sin_tarifa: 0,
      aceptaciones: 0,
      conflictos: 0,
      rechazos: 0,
      incidentes: 0,
      pines_errados: 0,
      entregas: new Map(),
      planEntregas: new Map(),
      hojas: [],
    };
    const finDia = instanteAsuncion(dia, '23:00').getTime();
    let terminado = false;
    const ocupados = new Set<number>();
    const entornoTransportistas = {
      api,
      reloj,
      azar,
      registro,
      proveedores: new Map(sembrado.proveedores.map((p) => [p.fabricanteId, p])),
      clienteDePedido: compras.clienteDePedido,
      velocidadKmh: config.despacho.velocidadKmh,
      circuidad: config.despacho.circuidad,
      probIncidente: 0.02,
      terminado: () => terminado || reloj.ahora() >= finDia,
      ocupados,
    };
    const choferes = sembrado.transportistas.map(
      (t, i) =>
        new TransportistaSimulado(t, escenario.transportistas[i]!.base, entornoTransportistas),
    );
    for (const c of choferes) await c.conectar();
    let fallo: unknown = null;
    const jornadas = choferes.map((c) =>
      c.jornada(5 * 60_000).catch((e: unknown) => {
        fallo ??= e;
        terminado = true;
      }),
    );

    const loteInicio = performance.now();
    const loteInicioReloj = Date.now();
    const lote = await api.pedir<{
      duracion_solver_ms: number | null;
      duraciones_ms: Record<string, number>;
      hojas: number[];
      resultados: { estado: number }[];
    }>('POST', '/api/ruteo-ordenes-venta/', {
      token: sembrado.admin.token,
      cuerpo: { ordenes_venta: compras.ordenesVenta },
    });
    const loteFin = performance.now();
    const loteFinReloj = Date.now();
    const medidasLote = api.mediciones.filter(
      (m) => m.t >= loteInicio && m.t <= loteFin && !m.ruta.includes('ruteo-ordenes'),
    );
    const enLote = medidasLote.map((m) => m.ms);
    const lentas = medidasLote
      .filter((m) => m.ms >= percentil(enLote, 95))
      .map(
        (m) =>
          `${m.ruta} a los ${((m.t - loteInicio) / 1000).toFixed(1)} s: ${Math.round(m.ms)} ms`,
      );
    // La ventana del solver (en el worker) según las duraciones que devuelve el lote.
    const d = lote.datos.duraciones_ms;
    const solverDesde = loteInicio + (d.reclamo ?? 0) + (d.lectura ?? 0) + (d.problema ?? 0);
    const solverHasta = solverDesde + (d.solver ?? 0);
    const enSolver = medidasLote
      .filter((m) => m.t >= solverDesde && m.t <= solverHasta)
      .map((m) => m.ms);
    console.log(
      `Mientras corría el lote: ${enLote.length} llamadas, p95 ${Math.round(percentil(enLote, 95))} ms ` +
        `(mientras el solver trabajaba en el worker: ${enSolver.length} llamadas, p95 ${Math.round(percentil(enSolver, 95))} ms); ` +
        `las más lentas: ${lentas.join('; ')}`,
    );
    console.log(
      `Lote: ${lote.datos.hojas.length} hojas, solver ${lote.datos.duracion_solver_ms ?? '—'} ms, ` +
        `respuesta en ${Math.round(loteFin - loteInicio)} ms; pasos (ms) ${JSON.stringify(lote.datos.duraciones_ms)}`,
    );
    // DIA_SOLO_LOTE=1: sólo hasta el lote (para medir el p95 mientras corre sin esperar el día).
    if (process.env.DIA_SOLO_LOTE) {
      await informarBloqueos(servidor, loteInicioReloj, loteFinReloj);
      return 0;
    }

    // 5. La jornada: termina a las 23:00 o cuando, pasado el último corte, nadie tiene trabajo.
    const ultimoCorte = instanteAsuncion(dia, '15:00').getTime();
    let quietos = 0;
    while (!terminado && reloj.ahora() < finDia) {
      await dormir(3000);
      const vistas = registro.ofertas_vistas;
      await dormir(3000);
      const sinOfertas = registro.ofertas_vistas === vistas;
      // Sin pendientes (todo pedido con envío entregado) no hace falta esperar a los cortes.
      const pendientes = compras.pedidos.some(
        (p) => p.plan.delivery && !registro.entregas.has(p.id),
      );
      const calma = ocupados.size === 0 && sinOfertas;
      quietos = calma && (!pendientes || reloj.ahora() > ultimoCorte) ? quietos + 1 : 0;
      if (quietos >= 3) terminado = true;
    }
    terminado = true;
    await Promise.all(jornadas);
    if (fallo) throw fallo;
    const finJornada = reloj.ahora();

    const datos: Datos = {
      api,
      admin: sembrado.admin,
      dia,
      compras,
      registro,
      tipos: sembrado.tipos,
      lote: {
        duracion_solver_ms: lote.datos.duracion_solver_ms,
        respuesta_ms: Math.round(loteFin - loteInicio),
        desde: loteInicio,
        hasta: loteFin,
        hojas: lote.datos.hojas.length,
      },
      finJornada,
      parametros: {
        pedidos: N_PEDIDOS,
        transportistas: N_TRANSPORTISTAS,
        semilla: SEMILLA,
        factor: FACTOR,
      },
    };
    await informar(datos);
    await informarBloqueos(servidor, loteInicioReloj, loteFinReloj);
    if (process.env.DIA_MEDICIONES) {
      await writeFile(
        process.env.DIA_MEDICIONES,
        JSON.stringify({ lote: datos.lote, mediciones: api.mediciones }),
      );
    }
    return 0;
  } catch (e) {
    console.error(e instanceof ErrorApi ? `Error de la API: ${e.message}` : e);
    return 1;
  } finally {
    if (servidor.exitCode === null) {
      const salida = new Promise((r) => servidor.once('exit', r));
      servidor.disconnect();
      await salida;
    }
    await rm(temporal, { recursive: true, force: true });
  }
}

/** Los bloqueos del hilo principal del servidor durante el lote (≥ 60 ms). */
async function informarBloqueos(servidor: ChildProcess, desde: number, hasta: number) {
  const r = await new Promise<{ bloqueos: { fin: number; ms: number }[]; p99: number }>(
    (resolver) => {
      const oir = (m: { bloqueos?: { fin: number; ms: number }[]; p99?: number }) => {
        if (!m.bloqueos) return;
        servidor.off('message', oir);
        resolver({ bloqueos: m.bloqueos, p99: m.p99 ?? 0 });
      };
      servidor.on('message', oir);
      servidor.send({ bloqueos: true });
    },
  );
  const enLote = r.bloqueos.filter((b) => b.fin >= desde && b.fin - b.ms <= hasta);
  const total = enLote.reduce((s, b) => s + b.ms, 0);
  console.log(
    `Hilo principal del servidor: p99 de la demora del bucle en el día ${r.p99.toFixed(1)} ms; ` +
      `durante el lote (${Math.round((hasta - desde) / 1000)} s) ${enLote.length} bloqueos ≥ 60 ms, ` +
      `${total} ms en total; los mayores a los ${enLote
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((b) => `${((b.fin - b.ms - desde) / 1000).toFixed(1)} s (${b.ms} ms)`)
        .join(', ')}`,
  );
}

process.exit(await main());
