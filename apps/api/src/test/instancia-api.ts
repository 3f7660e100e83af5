// Una instancia real de la API en su propio proceso, para los tests entre instancias
// (difusion.postgres.test.ts). Escucha en 127.0.0.1 con un puerto libre y anuncia
// `{"puerto": n}` por stdout. Por stdin recibe una orden JSON por línea:
//   {"emitir": "usuario" | "pedido", "id": n, "tipo": "…"}
// y emite por `app.tiempoReal` un evento cuyos datos llevan la hora de emisión (ms, reloj
// del sistema con fracción) para medir la latencia en el cliente.
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const ordenSchema = z.object({
  emitir: z.enum(['usuario', 'pedido']),
  id: z.number().int(),
  tipo: z.string(),
  n: z.number().int(),
});

const config = { ...loadConfig(), port: 0, host: '127.0.0.1', logLevel: 'warn', demo: false };
const app = await buildApp(config, { migrar: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const direccion = app.server.address();
if (direccion === null || typeof direccion === 'string') throw new Error('sin puerto');
process.stdout.write(`${JSON.stringify({ puerto: direccion.port })}\n`);

const ahora = () => performance.timeOrigin + performance.now();
for await (const linea of createInterface({ input: process.stdin })) {
  const orden = ordenSchema.parse(JSON.parse(linea));
  const evento = { tipo: orden.tipo, datos: { n: orden.n, emitido_en: ahora() } };
  if (orden.emitir === 'usuario') await app.tiempoReal.emitirAUsuario(orden.id, evento);
  else await app.tiempoReal.emitirAPedido(orden.id, evento);
  process.stdout.write(`${JSON.stringify({ emitido: orden.n })}\n`);
}
// stdin cerrado: el test terminó con esta instancia.
await app.close();
