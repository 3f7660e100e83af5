// Dos procesos de la API sobre el mismo PostgreSQL y el mismo Redis: un evento emitido en uno
// llega a un cliente conectado al otro (ADR 012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { EstadoPedido, MedioPago, type MensajeServidorWs } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { ClienteWs } from '../../test/cliente-ws.js';
import { crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { pedido } from '../pedidos/pedidos.tables.js';

const REDIS = process.env.REDIS_URL_PRUEBAS ?? 'redis://127.0.0.1:6379';
const SCRIPT = fileURLToPath(new URL('../../test/instancia-api.ts', import.meta.url));

interface Instancia {
  proceso: ChildProcessWithoutNullStreams;
  url: string;
  emitir(orden: { emitir: 'usuario' | 'pedido'; id: number; tipo: string; n: number }): void;
}

function iniciarInstancia(): Promise<Instancia> {
  const proceso = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', SCRIPT], {
    env: { ...process.env, REDIS_URL: REDIS, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errores = '';
  proceso.stderr.on('data', (d: Buffer) => (errores += d.toString()));
  return new Promise((resolver, rechazar) => {
    proceso.once('exit', (codigo) =>
      rechazar(new Error(`la instancia salió (${codigo}): ${errores}`)),
    );
    createInterface({ input: proceso.stdout }).on('line', (linea) => {
      const leido = JSON.parse(linea) as { puerto?: number };
      if (leido.puerto === undefined) return;
      resolver({
        proceso,
        url: `ws://127.0.0.1:${leido.puerto}/ws`,
        emitir: (orden) => proceso.stdin.write(`${JSON.stringify(orden)}\n`),
      });
    });
  });
}

function detener(instancia: Instancia): Promise<void> {
  return new Promise((resolver) => {
    if (instancia.proceso.exitCode !== null) return resolver();
    instancia.proceso.once('exit', () => resolver());
    instancia.proceso.stdin.end();
  });
}

let app: FastifyInstance;
let a: Instancia;
let b: Instancia;
let cliente: UsuarioDePrueba;
let otro: UsuarioDePrueba;
let pedidoId: number;
const clientes: ClienteWs[] = [];

const eventoN = (tipo: string, n: number) => (m: MensajeServidorWs) =>
  m.tipo === 'evento' &&
  m.evento.tipo === tipo &&
  (m.evento.datos as { n: number } | undefined)?.n === n;

beforeAll(async () => {
  app = await appDePrueba();
  [cliente, otro] = await Promise.all([crearUsuario(app), crearUsuario(app)]);
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: cliente.id,
      estado: EstadoPedido.PAGADO,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
      total: 10_000,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  pedidoId = p.id;
  [a, b] = await Promise.all([iniciarInstancia(), iniciarInstancia()]);
});

afterAll(async () => {
  for (const c of clientes) c.socket.terminate();
  await Promise.all([a, b].filter(Boolean).map(detener));
  await app.close();
});

async function conectar(url: string, u: UsuarioDePrueba) {
  const c = await ClienteWs.autenticado(url, u.token);
  clientes.push(c);
  return c;
}

describe('difusión entre instancias por Redis', () => {
  it('un evento emitido en A llega al cliente conectado a B (usuario y pedido), no a otro', async () => {
    expect(a.url).not.toBe(b.url);
    const enB = await conectar(b.url, cliente);
    const enA = await conectar(a.url, cliente);
    const ajeno = await conectar(b.url, otro);
    enB.enviar({ tipo: 'suscribir', pedido_id: pedidoId });
    await enB.esperar((m) => m.tipo === 'suscrito' && m.pedido_id === pedidoId);

    a.emitir({ emitir: 'usuario', id: cliente.id, tipo: 'notificacion', n: 1 });
    await enB.esperar(eventoN('notificacion', 1));
    // La instancia que emite también entrega a sus propios sockets (vía Redis, un solo camino).
    await enA.esperar(eventoN('notificacion', 1));

    a.emitir({ emitir: 'pedido', id: pedidoId, tipo: 'pedido.estado', n: 2 });
    const delPedido = await enB.esperar(eventoN('pedido.estado', 2));
    expect(delPedido).toMatchObject({ tipo: 'evento', pedido_id: pedidoId });

    // Y en sentido contrario, B → A.
    b.emitir({ emitir: 'usuario', id: cliente.id, tipo: 'notificacion', n: 3 });
    await enA.esperar(eventoN('notificacion', 3));

    await new Promise((r) => setTimeout(r, 150));
    expect(ajeno.recibidos.filter((m) => m.tipo === 'evento')).toEqual([]);
    expect(enA.recibidos.filter((m) => m.tipo === 'evento' && m.pedido_id !== null)).toEqual([]);
  });

  it('latencia de A a un cliente en B (100 eventos seguidos)', async () => {
    const enB = await conectar(b.url, otro);
    const latencias: number[] = [];
    for (let n = 100; n < 200; n++) {
      a.emitir({ emitir: 'usuario', id: otro.id, tipo: 'medicion', n });
      const m = await enB.esperar(eventoN('medicion', n));
      const recibido = performance.timeOrigin + performance.now();
      if (m.tipo !== 'evento') throw new Error('no es un evento');
      latencias.push(recibido - (m.evento.datos as { emitido_en: number }).emitido_en);
    }
    latencias.sort((x, y) => x - y);
    const p = (q: number) =>
      latencias[Math.min(latencias.length - 1, Math.floor(q * latencias.length))] ?? NaN;
    console.info(
      `tiempo real A→Redis→B: mediana ${p(0.5).toFixed(2)} ms, p95 ${p(0.95).toFixed(2)} ms, máx ${p(1).toFixed(2)} ms`,
    );
    expect(latencias).toHaveLength(100);
    expect(p(0.5)).toBeLessThan(100);
  });
});
