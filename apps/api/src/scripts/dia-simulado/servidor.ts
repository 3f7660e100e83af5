// Servidor del día simulado: la API real (buildApp) escuchando en 127.0.0.1, en un proceso
// aparte del cliente para que las latencias medidas sean las del servidor. El proceso padre
// controla el reloj de la API por IPC ({ reloj: { inicio, factor, ancla } }); el primero llega
// antes de construir la app, así ningún trabajo programado corre con la hora del sistema.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { relojAcelerado, usarReloj } from '../../lib/reloj.js';

interface MensajeReloj {
  reloj: { inicio: string; factor: number; ancla: number };
}

let primero: () => void;
const relojListo = new Promise<void>((r) => (primero = r));
process.on('message', (m: Partial<MensajeReloj>) => {
  if (!m.reloj) return;
  usarReloj(relojAcelerado(new Date(m.reloj.inicio), m.reloj.factor, m.reloj.ancla));
  primero();
  process.send?.({ reloj: true });
});
await relojListo;

const config = loadConfig(process.env);
const app = await buildApp(config);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ listo: true });

// Bloqueos del hilo principal (con PGlite también las consultas corren en él): el informe los
// cruza con la ventana del lote para explicar el p95 de la API.
const bloqueos: { fin: number; ms: number }[] = [];
let anterior = Date.now();
setInterval(() => {
  const ahora = Date.now();
  if (ahora - anterior > 60) bloqueos.push({ fin: ahora, ms: ahora - anterior - 10 });
  anterior = ahora;
}, 10).unref();
const demora = monitorEventLoopDelay({ resolution: 10 });
demora.enable();
process.on('message', (m: { bloqueos?: boolean }) => {
  if (m.bloqueos) process.send?.({ bloqueos, p99: demora.percentile(99) / 1e6 });
});
process.on('disconnect', () => {
  void app.close().then(() => process.exit(0));
});
