import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { EstadoPedido, MENSAJES_CHAT, TipoMensajeChat } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { mensajePredeterminado } from '../configuracion/configuracion.tables.js';
import { notificacion } from '../notificaciones/notificaciones.tables.js';
import { mensajeChat } from './chat.tables.js';
import {
  crearPedidoDePrueba,
  transportistaDe,
} from '../calificaciones/pedido-entregado.fixtures.js';

interface Mensaje {
  id: number;
  pedido: number;
  emisor: number;
  receptor: number;
  tipo: number;
  mensaje: string;
  mensaje_predeterminado: number | null;
  leido_en: string | null;
}

let app: FastifyInstance;
let cliente: UsuarioDePrueba;
let extrano: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let otroChofer: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let choferId: number;
let activo: number;
let cannedCliente: number;
let cannedChofer: number;
let cannedAmbos: number;
const emitidos: { pedido: number; tipo: string; datos: unknown }[] = [];

const enviar = (u: UsuarioDePrueba, data: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/enviar-mensaje/',
    headers: autorizacion(u),
    payload: { data },
  });
const leer = (u: UsuarioDePrueba, pedido: number, tipo: number, pagina = 1) =>
  app.inject({
    method: 'GET',
    url: `/api/chat/mensajes/${pedido}/${tipo}/${pagina}/`,
    headers: autorizacion(u),
  });

async function canned(mensaje: string, tipo: number | null) {
  const [m] = await app.db
    .insert(mensajePredeterminado)
    .values({ mensaje, tipo, orden: -100 })
    .returning({ id: mensajePredeterminado.id });
  return m!.id;
}

beforeAll(async () => {
  app = await appDePrueba();
  cliente = await crearUsuario(app, 'cliente');
  extrano = await crearUsuario(app, 'cliente');
  chofer = await crearUsuario(app, 'transportista');
  otroChofer = await crearUsuario(app, 'transportista');
  admin = await crearUsuario(app, 'administrador');
  choferId = await transportistaDe(app, chofer.id);
  activo = await crearPedidoDePrueba(app, { clienteId: cliente.id, transportistaId: choferId });
  cannedCliente = await canned('Estoy en la puerta', TipoMensajeChat.CLIENTE);
  cannedChofer = await canned('Llego en 5 minutos', TipoMensajeChat.TRANSPORTISTA);
  cannedAmbos = await canned('Gracias', null);
  const original = app.tiempoReal.emitirAPedido.bind(app.tiempoReal);
  app.tiempoReal.emitirAPedido = async (pedido, evento) => {
    emitidos.push({ pedido, ...evento });
    await original(pedido, evento);
  };
});

afterAll(async () => {
  await app.close();
});

describe('mensajes predeterminados', () => {
  it('por tipo devuelve los de ese lado y los de ambos; sin tipo, todos', async () => {
    const ids = async (q: string) =>
      (
        (
          await app.inject({
            method: 'GET',
            url: `/api/chat/mensajes/predeterminados/${q}`,
            headers: autorizacion(cliente),
          })
        ).json() as { id: number; tipo: number | null }[]
      ).map((m) => m.id);
    const delCliente = await ids('?tipo=0');
    expect(delCliente).toEqual(expect.arrayContaining([cannedCliente, cannedAmbos]));
    expect(delCliente).not.toContain(cannedChofer);
    const delChofer = await ids('?tipo=10');
    expect(delChofer).toEqual(expect.arrayContaining([cannedChofer, cannedAmbos]));
    expect(delChofer).not.toContain(cannedCliente);
    expect(await ids('')).toEqual(
      expect.arrayContaining([cannedCliente, cannedChofer, cannedAmbos]),
    );
  });

  it('un tipo que no existe es 400 con el campo', async () => {
    const r = await app.inject({
      method: 'GET',
      url: '/api/chat/mensajes/predeterminados/?tipo=5',
      headers: autorizacion(cliente),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toHaveProperty('tipo');
  });
});

describe('conversación de un pedido activo', () => {
  it('el cliente escribe al transportista: se guarda, se emite al pedido y se le notifica', async () => {
    const r = await enviar(cliente, { pedido: activo, mensaje: '<b>Hola</b>, ¿viene hoy?' });
    expect(r.statusCode).toBe(201);
    const m = r.json() as Mensaje;
    expect(m).toMatchObject({
      pedido: activo,
      emisor: cliente.id,
      receptor: chofer.id,
      tipo: TipoMensajeChat.CLIENTE,
      mensaje: 'Hola, ¿viene hoy?',
      leido_en: null,
    });
    expect(emitidos).toContainEqual({
      pedido: activo,
      tipo: 'chat',
      datos: expect.objectContaining({ id: m.id }),
    });
    const avisos = await app.db
      .select({ payload: notificacion.payload })
      .from(notificacion)
      .where(and(eq(notificacion.usuario_id, chofer.id), eq(notificacion.tipo, 'chat')));
    expect(avisos).toContainEqual({
      payload: { tipo: 'chat', pedido_id: activo, transportista: true },
    });
  });

  it('el transportista responde con un mensaje predeterminado de un toque', async () => {
    const r = await enviar(chofer, { pedido: activo, mensaje_predeterminado: cannedChofer });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      emisor: chofer.id,
      receptor: cliente.id,
      tipo: TipoMensajeChat.TRANSPORTISTA,
      mensaje: 'Llego en 5 minutos',
      mensaje_predeterminado: cannedChofer,
    });
  });

  it('los no leídos de /pedidos-chat/ bajan a cero cuando el transportista lee (confirmación en vivo)', async () => {
    const noLeidos = async () =>
      (
        (
          await app.inject({
            method: 'GET',
            url: '/api/pedidos-chat/',
            headers: autorizacion(chofer),
          })
        ).json() as { results: { id: number; no_leidos: number }[] }
      ).results.find((p) => p.id === activo)?.no_leidos;
    expect(await noLeidos()).toBe(1);
    const r = await leer(chofer, activo, TipoMensajeChat.TRANSPORTISTA);
    expect(r.statusCode).toBe(200);
    const pagina = r.json() as { count: number; abierto: boolean; results: Mensaje[] };
    expect(pagina.count).toBe(2);
    expect(pagina.abierto).toBe(true);
    // Del más nuevo al más viejo.
    expect(pagina.results.map((m) => m.emisor)).toEqual([chofer.id, cliente.id]);
    expect(await noLeidos()).toBe(0);
    const leido = emitidos.find((e) => e.tipo === 'chat_leido');
    expect(leido?.datos).toMatchObject({ pedido: activo, lector: chofer.id });
    const deNuevo = (await leer(cliente, activo, TipoMensajeChat.CLIENTE)).json() as {
      results: Mensaje[];
    };
    expect(deNuevo.results.find((m) => m.emisor === cliente.id)?.leido_en).not.toBeNull();
  });

  it('pagina de a 30 y la página de más es 404', async () => {
    const pedido = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
    });
    // Directo en la tabla: por HTTP, 31 mensajes seguidos pasan el cupo por minuto.
    await app.db.insert(mensajeChat).values(
      Array.from({ length: 31 }, (_, i) => ({
        pedido_id: pedido,
        emisor_id: admin.id,
        receptor_id: cliente.id,
        tipo: TipoMensajeChat.TRANSPORTISTA,
        mensaje: `Aviso ${i}`,
        creado_en: new Date(Date.UTC(2026, 10, 20, 12, i)),
      })),
    );
    const p1 = (await leer(admin, pedido, 0, 1)).json() as {
      next: string | null;
      results: Mensaje[];
    };
    expect(p1.results).toHaveLength(30);
    expect(p1.results[0]?.mensaje).toBe('Aviso 30');
    expect(p1.next).toBe(`/api/chat/mensajes/${pedido}/0/2/`);
    const p2 = (await leer(admin, pedido, 0, 2)).json() as { results: Mensaje[] };
    expect(p2.results.map((m) => m.mensaje)).toEqual(['Aviso 0']);
    expect((await leer(admin, pedido, 0, 3)).statusCode).toBe(404);
    // El administrador no es destinatario: leer la página 1 no marcó nada.
    expect(p2.results[0]?.leido_en).toBeNull();
  });
});

describe('quién puede leer y escribir', () => {
  it('un extraño y otro transportista no leen ni escriben (404)', async () => {
    for (const u of [extrano, otroChofer]) {
      expect((await enviar(u, { pedido: activo, mensaje: 'hola', tipo: 0 })).statusCode).toBe(404);
      expect((await leer(u, activo, 0)).statusCode).toBe(404);
      expect((await leer(u, activo, 10)).statusCode).toBe(404);
    }
  });

  it('sin sesión es 401', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/enviar-mensaje/',
      payload: { data: { pedido: activo, mensaje: 'hola' } },
    });
    expect(r.statusCode).toBe(401);
  });

  it('el cliente no escribe ni lee como transportista (403)', async () => {
    const r = await enviar(cliente, { pedido: activo, mensaje: 'hola', tipo: 10 });
    expect(r.statusCode).toBe(403);
    expect(r.json().detail ?? r.json().non_field_errors?.[0] ?? r.body).toContain(
      MENSAJES_CHAT.chatTipoAjeno,
    );
    expect((await leer(cliente, activo, 10)).statusCode).toBe(403);
  });

  it('abierto hasta 48 h después de la entrega; después sólo el administrador', async () => {
    const hora = 60 * 60 * 1000;
    const reciente = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      estado: EstadoPedido.ENTREGADO,
      entregadoEn: new Date(Date.now() - 47 * hora),
    });
    expect((await enviar(cliente, { pedido: reciente, mensaje: 'Gracias' })).statusCode).toBe(201);
    const viejo = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      estado: EstadoPedido.ENTREGADO,
      entregadoEn: new Date(Date.now() - 49 * hora),
    });
    const cerrado = await enviar(cliente, { pedido: viejo, mensaje: '¿Sigue ahí?' });
    expect(cerrado.statusCode).toBe(403);
    expect(cerrado.body).toContain(MENSAJES_CHAT.chatCerrado);
    expect((await enviar(chofer, { pedido: viejo, mensaje: 'Hola' })).statusCode).toBe(403);
    // Leer el historial sigue permitido a los participantes.
    expect((await leer(cliente, viejo, 0)).json()).toMatchObject({ abierto: false });
    expect((await enviar(admin, { pedido: viejo, mensaje: 'Soporte', tipo: 0 })).statusCode).toBe(
      201,
    );
  });

  it('un pedido sin pagar no tiene chat; sin transportista es 409', async () => {
    const creado = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: choferId,
      estado: EstadoPedido.CREADO,
    });
    expect((await enviar(cliente, { pedido: creado, mensaje: 'hola' })).statusCode).toBe(403);
    const sinChofer = await crearPedidoDePrueba(app, {
      clienteId: cliente.id,
      transportistaId: null,
    });
    const r = await enviar(cliente, { pedido: sinChofer, mensaje: 'hola' });
    expect(r.statusCode).toBe(409);
    expect(r.body).toContain(MENSAJES_CHAT.chatSinTransportista);
  });
});

describe('entrada inválida', () => {
  it('nombra el campo: texto vacío, demasiado largo, pedido faltante, predeterminado ajeno', async () => {
    const vacio = await enviar(cliente, { pedido: activo, mensaje: '  <i></i> ' });
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json()).toHaveProperty(['data.mensaje']);
    const largo = await enviar(cliente, { pedido: activo, mensaje: 'a'.repeat(1001) });
    expect(largo.statusCode).toBe(400);
    expect(largo.json()).toHaveProperty(['data.mensaje']);
    const sinPedido = await enviar(cliente, { mensaje: 'hola' });
    expect(sinPedido.statusCode).toBe(400);
    expect(sinPedido.json()).toHaveProperty(['data.pedido']);
    const ajeno = await enviar(cliente, { pedido: activo, mensaje_predeterminado: cannedChofer });
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json()).toHaveProperty('mensaje_predeterminado');
    const admin0 = await enviar(admin, { pedido: activo, mensaje: 'hola' });
    expect(admin0.statusCode).toBe(400);
    expect(admin0.json()).toHaveProperty('tipo');
  });

  it('más de 30 mensajes por minuto de un usuario es 429', async () => {
    const apurado = await crearUsuario(app, 'cliente');
    const pedido = await crearPedidoDePrueba(app, {
      clienteId: apurado.id,
      transportistaId: choferId,
    });
    const estados: number[] = [];
    for (let i = 0; i < 31; i++) {
      estados.push((await enviar(apurado, { pedido, mensaje: `m${i}` })).statusCode);
    }
    expect(estados.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(estados[30]).toBe(429);
  });
});
