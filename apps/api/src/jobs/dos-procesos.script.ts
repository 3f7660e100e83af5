// Proceso de API que sólo ejecuta trabajos, para dos-procesos.postgres.test.ts: el test
// arranca dos de éstos sobre la misma base y cuenta lo que cada uno imprime.
// Uso: DATABASE_URL=… SUFIJO=… tsx --conditions=source src/jobs/dos-procesos.script.ts
import { z } from 'zod';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { Ejecutor } from './ejecutor.js';
import { definirProgramado, definirTrabajo } from './trabajos.js';

const sufijo = process.env.SUFIJO ?? '';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !sufijo) throw new Error('Faltan DATABASE_URL y SUFIJO');

function escribir(linea: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ pid: process.pid, ...linea })}\n`);
}

const contar = definirTrabajo({
  tipo: `dos-procesos.contar.${sufijo}`,
  datos: z.object({ n: z.number().int() }),
  manejar: async ({ n }) => {
    // Un poco de espera para que los dos procesos compitan de verdad por la cola.
    await new Promise((r) => setTimeout(r, 25));
    escribir({ hecho: n });
  },
});
const programado = definirProgramado({
  nombre: `dos-procesos.programado.${sufijo}`,
  cada: 'minuto',
  manejar: async () => escribir({ programado: true }),
});

const app = await buildApp(testConfig({ databaseUrl, trabajos: false }), { migrar: false });
await app.ready();
const ejecutor = new Ejecutor(app, { definiciones: [contar, programado] });
await ejecutor.iniciar();
escribir({ listo: true });

process.once('SIGTERM', () => {
  void ejecutor
    .detener()
    .then(() => app.close())
    .then(() => process.exit(0));
});
