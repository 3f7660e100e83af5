// Mide el lote de ruteo sin base: N órdenes sintéticas de 60 proveedores en Gran Asunción y 40
// vehículos, por el adaptador del despacho, el optimizador en un worker y checkPlan.
// Uso: npm run bench:lote -w apps/api -- [ordenes] [limite_ms]
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkPlan, solveInWorker } from '@nemu/routing';
import { fechaAsuncion, instanteAsuncion, sumarDias } from '@nemu/domain';
import { configDespacho } from '../modules/despacho/despacho.config.js';
import { construirProblema, hojasDelPlan, puntosDe } from '../modules/despacho/adaptador.js';
import type { OrdenParaRutear } from '../modules/despacho/despacho.lectura.js';
import { proveedorDistancias } from '../modules/despacho/distancias.js';
import type { VehiculoElegible } from '../modules/transportistas/elegibilidad.lectura.js';

const n = Number(process.argv[2] ?? 500);
const limite = Number(process.argv[3] ?? 20_000);
let semilla = 7;
const azar = () => (semilla = (semilla * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const lugar = () => ({ lat: -25.38 + azar() * 0.16, lng: -57.66 + azar() * 0.2 });
const hoy = fechaAsuncion(new Date());
const manana = sumarDias(hoy, 1);
const proveedores = Array.from({ length: 60 }, (_, k) => ({ id: k + 1, ...lugar() }));
const ordenes: OrdenParaRutear[] = Array.from({ length: n }, (_, k) => {
  const p = proveedores[k % 60]!;
  const entrega = lugar();
  const franja = azar() < 0.3 ? (['09:00', '12:00', '15:00'][k % 3] ?? null) : null;
  return {
    id: k + 1,
    pedido_id: k + 1,
    total: 100_000,
    fabricante_id: p.id,
    fabricante_nombre: `Proveedor ${p.id}`,
    fabricante_telefono: null,
    dias_apertura: ['1', '2', '3', '4', '5', '6', '7'],
    hora_apertura: '07:00',
    hora_cierre: '18:00',
    fecha_retiro: instanteAsuncion(manana, '12:00'),
    punto_lat: p.lat,
    punto_lng: p.lng,
    punto_direccion: null,
    punto_ciudad_id: null,
    punto_telefono: null,
    usuario_id: 1,
    entrega_lat: entrega.lat,
    entrega_lng: entrega.lng,
    entrega_direccion: null,
    entrega_referencia: null,
    entrega_ciudad_id: null,
    entrega_telefono: null,
    entrega_programada: franja !== null,
    fecha_entrega: franja ? manana : null,
    hora_entrega_inicio: franja,
    hora_entrega_fin: franja
      ? `${String(Number(franja.slice(0, 2)) + 3).padStart(2, '0')}:00`
      : null,
    contrasena_entrega: '1234',
    items: [
      {
        orden_venta_id: k + 1,
        cantidad: 1 + (k % 3),
        peso_kg: k % 17 === 0 ? 60 : 4,
        alto_cm: 30,
        ancho_cm: 30,
        profundidad_cm: k % 17 === 0 ? 120 : 30,
        refrigeracion: k % 10 === 0 ? 10 : 0,
      },
    ],
  };
});
const flota: VehiculoElegible[] = Array.from({ length: 40 }, (_, k) => ({
  vehiculo_id: k + 1,
  transportista_id: k + 1,
  usuario_id: k + 1,
  conectado: true,
  tipo_vehiculo_id: k % 4 === 0 ? 2 : 1,
  tipo_vehiculo_nombre: k % 4 === 0 ? 'Furgón refrigerado' : 'Furgón',
  peso_maximo_kg: 600,
  alto_cm: 150,
  ancho_cm: 150,
  largo_cm: 250,
  refrigeracion: k % 4 === 0 ? 10 : 0,
  tarifa: {
    subida_bandera: 15_000,
    precio_km: 2_500,
    precio_minuto: 300,
    precio_parada: 2_000,
    precio_minimo: 30_000,
  },
  ciudades: [],
}));
// Lo que corre en el hilo principal frena a la API: se mide cada paso y la mayor demora del
// bucle de eventos mientras el solver trabaja en el worker.
const pasos: Record<string, number> = {};
async function medir<T>(nombre: string, f: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await f();
  pasos[nombre] = Math.round(performance.now() - t);
  return r;
}
const config = { ...configDespacho(process.env), limiteSolverMs: limite };
const lote = await medir('problema_ms', () =>
  construirProblema(ordenes, [], [], flota, { hoy, ahoraMin: 0, config }),
);
const proveedor = await medir('distancias_ms', () =>
  proveedorDistancias(config, puntosDe(lote.problema)),
);
const demora = monitorEventLoopDelay({ resolution: 5 });
demora.enable();
const t0 = performance.now();
const plan = await solveInWorker(lote.problema, {
  timeLimitMs: limite,
  provider: proveedor,
  seed: 1,
});
const ms = Math.round(performance.now() - t0);
demora.disable();
const verificacion = await medir('checkPlan_ms', () =>
  checkPlan(lote.problema, plan, { provider: proveedor }),
);
const { hojas } = await medir('hojas_ms', () =>
  hojasDelPlan(lote, plan, proveedor, instanteAsuncion(hoy), null),
);
console.log(
  JSON.stringify({
    ordenes: n,
    tareas: lote.problema.tasks.length,
    limite_ms: limite,
    solver_ms: ms,
    ...pasos,
    demora_max_durante_solver_ms: Math.round(demora.max / 1e6),
    checkPlan: verificacion.ok,
    hojas: hojas.length,
    no_asignadas: plan.unassigned.length,
    km: Math.round(plan.summary.distance),
    tarifa_total: hojas.reduce((s, h) => s + h.tarifa_transportista, 0),
  }),
);
