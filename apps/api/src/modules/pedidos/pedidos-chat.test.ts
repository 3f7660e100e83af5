import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { EstadoPedido, MedioPago, TipoMensajeChat } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { mensajeChat } from '../chat/chat.tables.js';
import { pedido } from './pedidos.tables.js';

interface PedidoChat {
  id: number;
  usuario: number;
  ultimo_mensaje: { mensaje: string; tipo: number; emisor: number; propio: boolean } | null;
  fecha_ultimo_mensaje: string | null;
  no_leidos: number;
}
interface Pagina {
  count: number;
  next: string | null;
  previous: string | null;
  results: PedidoChat[];
}

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let otro: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let choferId: number;
const pedidos: number[] = [];

async function nuevoPedido(usuarioId: number, transportistaId: number | null = null) {
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: usuarioId,
      estado: EstadoPedido.ENVIADO,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
      total: 50_000,
      transportista_id: transportistaId,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  return p.id;
}

async function mensaje(
  pedidoId: number,
  de: UsuarioDePrueba,
  para: UsuarioDePrueba,
  texto: string,
  minuto: number,
  leido = false,
) {
  const creado = new Date(Date.UTC(2026, 10, 20, 12, minuto));
  await app.db.insert(mensajeChat).values({
    pedido_id: pedidoId,
    emisor_id: de.id,
    receptor_id: para.id,
    tipo: de === chofer ? TipoMensajeChat.TRANSPORTISTA : TipoMensajeChat.CLIENTE,
    mensaje: texto,
    creado_en: creado,
    leido_en: leido ? creado : null,
  });
}

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
  otro = await crearUsuario(app, 'cliente');
  chofer = await crearUsuario(app, 'transportista');
  admin = await crearUsuario(app, 'administrador');
  const [t] = await app.db
    .select({ id: transportista.id })
    .from(transportista)
    .where(eq(transportista.usuario_id, chofer.id));
  choferId = t!.id;
  // Tres pedidos del cliente con chat, uno sin chat y uno de otro cliente con chat.
  for (let i = 0; i < 3; i++) pedidos.push(await nuevoPedido(cliente.id, choferId));
  await nuevoPedido(cliente.id, choferId);
  const ajeno = await nuevoPedido(otro.id);
  await mensaje(pedidos[0]!, cliente, chofer, 'Hola, ¿a qué hora llega?', 1, true);
  await mensaje(pedidos[0]!, chofer, cliente, 'En 10 minutos', 5);
  await mensaje(pedidos[0]!, chofer, cliente, 'Estoy en la puerta', 7);
  await mensaje(pedidos[1]!, cliente, chofer, 'Portón verde', 30);
  await mensaje(pedidos[2]!, chofer, cliente, 'Llegué', 10, true);
  await mensaje(ajeno, otro, chofer, 'Mensaje de otro cliente', 40);
});
afterAll(() => app.close());

const pedir = (url: string, u?: UsuarioDePrueba) =>
  app.inject({ method: 'GET', url, headers: u ? autorizacion(u) : {} });

describe('GET /api/pedidos-chat/', () => {
  it('pedidos del cliente con conversación: último mensaje, su fecha y no leídos', async () => {
    const r = await pedir('/api/pedidos-chat/', cliente);
    expect(r.statusCode).toBe(200);
    const pagina = r.json<Pagina>();
    expect(pagina.count).toBe(3);
    // Del último mensaje más reciente al más antiguo; el pedido sin mensajes no aparece.
    expect(pagina.results.map((p) => p.id)).toEqual([pedidos[1], pedidos[2], pedidos[0]]);
    const primero = pagina.results.find((p) => p.id === pedidos[0]);
    expect(primero).toMatchObject({
      ultimo_mensaje: {
        mensaje: 'Estoy en la puerta',
        tipo: TipoMensajeChat.TRANSPORTISTA,
        emisor: chofer.id,
        propio: false,
      },
      fecha_ultimo_mensaje: '2026-11-20T12:07:00.000Z',
      no_leidos: 2,
    });
    // Los mensajes propios no cuentan como no leídos.
    expect(pagina.results.find((p) => p.id === pedidos[1])).toMatchObject({
      ultimo_mensaje: { mensaje: 'Portón verde', propio: true },
      no_leidos: 0,
    });
    expect(pagina.results.find((p) => p.id === pedidos[2])?.no_leidos).toBe(0);
  });

  it('no_leidos=true: sólo los pedidos con mensajes sin leer', async () => {
    const r = (await pedir('/api/pedidos-chat/?no_leidos=true', cliente)).json<Pagina>();
    expect(r.count).toBe(1);
    expect(r.results.map((p) => [p.id, p.no_leidos])).toEqual([[pedidos[0], 2]]);
    const delChofer = (await pedir('/api/pedidos-chat/?no_leidos=true', chofer)).json<Pagina>();
    expect(delChofer.results.map((p) => p.id)).toEqual([pedidos[1]]);
    const todos = (await pedir('/api/pedidos-chat/?no_leidos=false', cliente)).json<Pagina>();
    expect(todos.count).toBe(3);
    expect((await pedir('/api/pedidos-chat/?no_leidos=quizas', cliente)).statusCode).toBe(400);
  });

  it('paginado: page_size, next/previous y página fuera de rango', async () => {
    const uno = (await pedir('/api/pedidos-chat/?page_size=2', cliente)).json<Pagina>();
    expect(uno.count).toBe(3);
    expect(uno.results.map((p) => p.id)).toEqual([pedidos[1], pedidos[2]]);
    expect(uno.next).toContain('page=2');
    expect(uno.previous).toBeNull();
    const dos = (await pedir('/api/pedidos-chat/?page=2&page_size=2', cliente)).json<Pagina>();
    expect(dos.results.map((p) => p.id)).toEqual([pedidos[0]]);
    expect(dos.next).toBeNull();
    expect((await pedir('/api/pedidos-chat/?page=5&page_size=2', cliente)).statusCode).toBe(404);
    const invertido = (
      await pedir('/api/pedidos-chat/?ordering=ultimo_mensaje', cliente)
    ).json<Pagina>();
    expect(invertido.results.map((p) => p.id)).toEqual([pedidos[0], pedidos[2], pedidos[1]]);
  });

  it('un cliente no ve las conversaciones de otro', async () => {
    const ajenas = (await pedir('/api/pedidos-chat/', otro)).json<Pagina>();
    expect(ajenas.count).toBe(1);
    expect(ajenas.results.every((p) => p.usuario === otro.id)).toBe(true);
    expect(ajenas.results.some((p) => pedidos.includes(p.id))).toBe(false);
  });

  it('el transportista ve los pedidos que tiene asignados; el administrador, todos', async () => {
    const delChofer = (await pedir('/api/pedidos-chat/?page_size=100', chofer)).json<Pagina>();
    expect(delChofer.results.map((p) => p.id).sort()).toEqual([...pedidos].sort());
    expect(delChofer.results.find((p) => p.id === pedidos[1])?.no_leidos).toBe(1);
    const todos = (await pedir('/api/pedidos-chat/?page_size=100', admin)).json<Pagina>();
    expect(todos.count).toBeGreaterThanOrEqual(4);
    expect(pedidos.every((id) => todos.results.some((p) => p.id === id))).toBe(true);
  });

  it('401 sin sesión y 400 con un parámetro inválido', async () => {
    expect((await pedir('/api/pedidos-chat/')).statusCode).toBe(401);
    const malo = await pedir('/api/pedidos-chat/?page_size=0', cliente);
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toHaveProperty('page_size');
  });
});
