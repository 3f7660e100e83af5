import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { CIERRE_WS, EstadoPedido, MENSAJES, MedioPago, type MensajeServidorWs } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { ClienteWs } from '../../test/cliente-ws.js';
import { crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { usuarioDeTokenSesion } from '../cuentas/sesion-token.service.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';
import { configTiempoReal } from './tiempo-real.config.js';

let app: FastifyInstance;
let url: string;
let cliente: UsuarioDePrueba;
let otroCliente: UsuarioDePrueba;
let proveedor: UsuarioDePrueba;
let chofer: UsuarioDePrueba;
let admin: UsuarioDePrueba;
let pedidoCliente: number;
let pedidoAjeno: number;
const abiertos: ClienteWs[] = [];

async function nuevoPedido(usuarioId: number, transportistaId: number | null = null) {
  const [p] = await app.db
    .insert(pedido)
    .values({
      usuario_id: usuarioId,
      estado: EstadoPedido.PAGADO,
      medio_pago: MedioPago.TARJETA_NO_REGISTRADA,
      total: 50_000,
      transportista_id: transportistaId,
    })
    .returning({ id: pedido.id });
  if (!p) throw new Error('no se creó el pedido');
  return p.id;
}

async function abrir(token?: string, opciones: Parameters<typeof ClienteWs.abrir>[1] = {}) {
  const c = token
    ? await ClienteWs.autenticado(url, token, opciones)
    : await ClienteWs.abrir(url, opciones);
  abiertos.push(c);
  return c;
}

const evento = (m: MensajeServidorWs) => m.tipo === 'evento';
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app = await appDePrueba({
    tiempoReal: {
      ...configTiempoReal({}),
      latidoMs: 150,
      esperaAutenticacionMs: 400,
      maxConexionesPorUsuario: 3,
      maxBytesMensaje: 512,
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  [cliente, otroCliente, proveedor, chofer, admin] = await Promise.all([
    crearUsuario(app),
    crearUsuario(app),
    crearUsuario(app, 'proveedor'),
    crearUsuario(app, 'transportista'),
    crearUsuario(app, 'administrador'),
  ]);
  const datosChofer = await usuarioDeTokenSesion(app.db, chofer.token);
  pedidoCliente = await nuevoPedido(cliente.id, datosChofer?.transportista_id ?? null);
  pedidoAjeno = await nuevoPedido(otroCliente.id);
  await app.db
    .insert(ordenVenta)
    .values({ pedido_id: pedidoCliente, fabricante_id: proveedor.fabricanteId ?? 0 });
});

// Cada test cierra lo suyo: el tope de conexiones por usuario es bajo (3).
afterEach(async () => {
  const cierres = abiertos.splice(0).map((c) => c.cerrar());
  await Promise.all(cierres);
});

afterAll(async () => {
  await app.close();
});

describe('autenticación del canal /ws', () => {
  it('sin token: se cierra con 4401 al vencer el plazo', async () => {
    const c = await abrir();
    expect(await c.cierre).toEqual({
      codigo: CIERRE_WS.noAutenticado,
      razon: MENSAJES.noAutenticado,
    });
  });

  it('un mensaje que no es autenticar antes del token: 4401', async () => {
    const c = await abrir();
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoCliente });
    expect((await c.cierre).codigo).toBe(CIERRE_WS.noAutenticado);
  });

  it('token inválido o revocado: 4401 con el mensaje de sesión inválida', async () => {
    for (const token of ['0'.repeat(40), 'no es un token', `${cliente.token}x`]) {
      const c = await abrir();
      c.enviar({ tipo: 'autenticar', token });
      expect(await c.cierre).toEqual({
        codigo: CIERRE_WS.noAutenticado,
        razon: MENSAJES.tokenInvalido,
      });
    }
  });

  it('el token en la URL no autentica', async () => {
    const c = await ClienteWs.abrir(`${url}?token=${cliente.token}`);
    abiertos.push(c);
    expect((await c.cierre).codigo).toBe(CIERRE_WS.noAutenticado);
  });

  it('token válido: responde listo con el id del usuario', async () => {
    const c = await abrir(cliente.token);
    expect(c.recibidos).toContainEqual({ tipo: 'listo', usuario_id: cliente.id });
  });

  it('JSON inválido o fuera del protocolo: 4400', async () => {
    for (const texto of ['{no json', JSON.stringify({ tipo: 'otra_cosa' })]) {
      const c = await abrir(cliente.token);
      c.enviar(texto);
      expect((await c.cierre).codigo).toBe(CIERRE_WS.mensajeInvalido);
    }
  });

  it('un mensaje más grande que el límite corta la conexión (1009)', async () => {
    const c = await abrir(cliente.token);
    c.enviar({ tipo: 'autenticar', token: 'x'.repeat(600) });
    expect((await c.cierre).codigo).toBe(1009);
  });

  it('más conexiones que el máximo por usuario: la nueva se cierra con 4429', async () => {
    const usuario = await crearUsuario(app);
    await Promise.all([1, 2, 3].map(() => abrir(usuario.token)));
    const cuarta = await abrir();
    cuarta.enviar({ tipo: 'autenticar', token: usuario.token });
    expect((await cuarta.cierre).codigo).toBe(CIERRE_WS.demasiadasConexiones);
  });
});

describe('suscripción a pedidos', () => {
  it('el pedido de otro cliente o uno inexistente: rechazado, sin eventos', async () => {
    const c = await abrir(cliente.token);
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoAjeno });
    c.enviar({ tipo: 'suscribir', pedido_id: 2_000_000_000 });
    expect(await c.esperar((m) => m.tipo === 'rechazado' && m.pedido_id === pedidoAjeno)).toEqual({
      tipo: 'rechazado',
      pedido_id: pedidoAjeno,
      mensaje: MENSAJES.sinPermiso,
    });
    await c.esperar((m) => m.tipo === 'rechazado' && m.pedido_id === 2_000_000_000);
    await app.tiempoReal.emitirAPedido(pedidoAjeno, { tipo: 'pedido.estado', datos: { x: 1 } });
    await pausa(100);
    expect(c.recibidos.filter(evento)).toEqual([]);
  });

  it('el propio pedido: recibe lo emitido con emitirAPedido; otro usuario no', async () => {
    const c = await abrir(cliente.token);
    const ajeno = await abrir(otroCliente.token);
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoCliente });
    await c.esperar((m) => m.tipo === 'suscrito' && m.pedido_id === pedidoCliente);
    const datos = { estado: EstadoPedido.ENVIADO };
    await app.tiempoReal.emitirAPedido(pedidoCliente, { tipo: 'pedido.estado', datos });
    expect(await c.esperar(evento)).toEqual({
      tipo: 'evento',
      pedido_id: pedidoCliente,
      evento: { tipo: 'pedido.estado', datos },
    });
    await pausa(100);
    expect(ajeno.recibidos.filter(evento)).toEqual([]);
  });

  it('el proveedor con una orden de venta, el transportista asignado y un administrador', async () => {
    for (const u of [proveedor, chofer, admin]) {
      const c = await abrir(u.token);
      c.enviar({ tipo: 'suscribir', pedido_id: pedidoCliente });
      await c.esperar((m) => m.tipo === 'suscrito' && m.pedido_id === pedidoCliente);
    }
    const c = await abrir(proveedor.token);
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoAjeno });
    await c.esperar((m) => m.tipo === 'rechazado' && m.pedido_id === pedidoAjeno);
  });

  it('suscribir en el mismo envío que autenticar espera a la autenticación', async () => {
    const c = await abrir();
    c.enviar({ tipo: 'autenticar', token: cliente.token });
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoCliente });
    await c.esperar((m) => m.tipo === 'suscrito' && m.pedido_id === pedidoCliente);
  });

  it('tras desuscribir no llegan más eventos del pedido', async () => {
    const c = await abrir(cliente.token);
    c.enviar({ tipo: 'suscribir', pedido_id: pedidoCliente });
    await c.esperar((m) => m.tipo === 'suscrito');
    c.enviar({ tipo: 'desuscribir', pedido_id: pedidoCliente });
    await c.esperar((m) => m.tipo === 'desuscrito');
    await app.tiempoReal.emitirAPedido(pedidoCliente, { tipo: 'pedido.estado', datos: null });
    await pausa(100);
    expect(c.recibidos.filter(evento)).toEqual([]);
  });
});

describe('emitirAUsuario', () => {
  it('llega a todos los sockets de ese usuario y a ningún otro', async () => {
    const u = await crearUsuario(app);
    const [pestana1, pestana2, otro] = await Promise.all([
      abrir(u.token),
      abrir(u.token),
      abrir(otroCliente.token),
    ]);
    const ev = { tipo: 'notificacion', datos: { id: 7, titulo: 'Pedido aprobado' } };
    await app.tiempoReal.emitirAUsuario(u.id, ev);
    for (const c of [pestana1, pestana2]) {
      expect(await c.esperar(evento)).toEqual({ tipo: 'evento', pedido_id: null, evento: ev });
    }
    await pausa(100);
    expect(otro.recibidos.filter(evento)).toEqual([]);
  });
});

describe('latidos', () => {
  it('corta el socket que no responde los ping y deja el que responde', async () => {
    const vivo = await abrir(cliente.token);
    const muerto = await abrir(cliente.token, { autoPong: false });
    // Dos latidos sin pong (150 ms cada uno) bastan para cortarlo.
    expect((await muerto.cierre).codigo).toBe(1006);
    await pausa(400);
    expect(vivo.socket.readyState).toBe(vivo.socket.OPEN);
    await app.tiempoReal.emitirAUsuario(cliente.id, { tipo: 'sigue', datos: null });
    await vivo.esperar(evento);
  });
});
