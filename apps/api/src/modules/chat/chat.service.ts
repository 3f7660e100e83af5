// Chat de un pedido entre su cliente (tipo 0) y su transportista (tipo 10) (spec §9, ADR 016).
// Escriben mientras el pedido está activo y hasta 48 h después de entregado; los administradores
// siempre. Nadie más lee ni escribe: a un extraño el pedido le es 404.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EstadoPedido, MENSAJES_CHAT, TipoMensajeChat, type EnviarMensaje } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import {
  mensajePredeterminadoActivo,
  mensajesPredeterminados,
} from '../configuracion/mensajes-predeterminados.lectura.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import { participantesPedido, type ParticipantesPedido } from '../pedidos/participantes.lectura.js';
import { mensajeChat } from './chat.tables.js';

/** Tras la entrega, la conversación sigue abierta este tiempo. */
export const CHAT_ABIERTO_TRAS_ENTREGA_MS = 48 * 60 * 60 * 1000;
/** Mensajes por página de GET /chat/mensajes/{pedido}/{tipo}/{pagina}/. */
export const MENSAJES_POR_PAGINA = 30;

const ESTADOS_ACTIVOS: readonly number[] = [
  EstadoPedido.PAGADO,
  EstadoPedido.EN_PROCESO,
  EstadoPedido.ENVIADO,
  EstadoPedido.INCIDENTE,
];

type Lado = (typeof TipoMensajeChat)[keyof typeof TipoMensajeChat];

/** Lados del chat en los que participa el usuario (uno, o ambos si fuese cliente y chofer). */
function ladosDe(u: UsuarioAutenticado, p: ParticipantesPedido): Lado[] {
  const lados: Lado[] = [];
  if (p.cliente_id === u.id) lados.push(TipoMensajeChat.CLIENTE);
  if (p.transportista_usuario_id === u.id) lados.push(TipoMensajeChat.TRANSPORTISTA);
  return lados;
}

export function chatAbierto(p: ParticipantesPedido, ahora = new Date()): boolean {
  if (ESTADOS_ACTIVOS.includes(p.estado)) return true;
  return (
    p.estado === EstadoPedido.ENTREGADO &&
    p.entregado_en !== null &&
    ahora.getTime() - p.entregado_en.getTime() < CHAT_ABIERTO_TRAS_ENTREGA_MS
  );
}

/** El pedido y los lados del usuario; a quien no participa (y no es administrador), 404. */
async function conversacion(db: Db, u: UsuarioAutenticado, pedidoId: number) {
  const p = await participantesPedido(db, pedidoId);
  if (!p) throw new NoEncontrado();
  const lados = ladosDe(u, p);
  if (lados.length === 0 && !u.administrador) throw new NoEncontrado();
  return { p, lados };
}

function vista(m: typeof mensajeChat.$inferSelect) {
  return {
    id: m.id,
    pedido: m.pedido_id,
    emisor: m.emisor_id,
    receptor: m.receptor_id,
    tipo: m.tipo,
    mensaje: m.mensaje,
    mensaje_predeterminado: m.mensaje_predeterminado_id,
    fecha: m.creado_en.toISOString(),
    leido_en: m.leido_en?.toISOString() ?? null,
  };
}
export type VistaMensajeChat = ReturnType<typeof vista>;

export function listarPredeterminados(db: Db, tipo: number | undefined) {
  return mensajesPredeterminados(db, tipo);
}

export async function enviarMensaje(app: FastifyInstance, u: UsuarioAutenticado, d: EnviarMensaje) {
  const { p, lados } = await conversacion(app.db, u, d.pedido);
  const tipo = (d.tipo ?? (lados.length === 1 ? lados[0] : undefined)) as Lado | undefined;
  if (tipo === undefined) throw ErrorValidacion.campo('tipo', MENSAJES_CHAT.chatTipoRequerido);
  if (!u.administrador) {
    if (!lados.includes(tipo)) throw new SinPermiso(MENSAJES_CHAT.chatTipoAjeno);
    if (!chatAbierto(p)) throw new SinPermiso(MENSAJES_CHAT.chatCerrado);
  }
  const receptor = tipo === TipoMensajeChat.CLIENTE ? p.transportista_usuario_id : p.cliente_id;
  if (receptor === null) throw new Conflicto(MENSAJES_CHAT.chatSinTransportista);

  let texto = d.mensaje ?? null;
  let predeterminadoId: number | null = null;
  if (d.mensaje_predeterminado) {
    const m = await mensajePredeterminadoActivo(app.db, d.mensaje_predeterminado);
    if (!m || (m.tipo !== null && m.tipo !== tipo)) {
      throw ErrorValidacion.campo(
        'mensaje_predeterminado',
        MENSAJES_CHAT.chatPredeterminadoInvalido,
      );
    }
    predeterminadoId = m.id;
    texto ??= m.mensaje;
  }
  if (!texto) throw ErrorValidacion.campo('mensaje', MENSAJES_CHAT.chatMensajeRequerido);

  const mensaje = await app.db.transaction(async (tx) => {
    const [m] = await tx
      .insert(mensajeChat)
      .values({
        pedido_id: p.id,
        emisor_id: u.id,
        receptor_id: receptor,
        tipo,
        mensaje: texto,
        mensaje_predeterminado_id: predeterminadoId,
      })
      .returning();
    if (!m) throw new Error('no se guardó el mensaje');
    // El aviso (en vivo y push con el enlace al chat) lo entrega el centro de notificaciones.
    // Al transportista el enlace lo lleva al chat de su app; al cliente, al seguimiento del pedido.
    const datos =
      tipo === TipoMensajeChat.CLIENTE
        ? { pedido_id: p.id, transportista: true as const }
        : { pedido_id: p.id };
    await notificar(tx, receptor, 'chat', datos, { mensaje: texto, pedido_id: p.id });
    return vista(m);
  });
  await app.tiempoReal.emitirAPedido(p.id, { tipo: 'chat', datos: mensaje });
  return mensaje;
}

/**
 * Una página de la conversación (la 1 es la más reciente; cada página, del más nuevo al más
 * viejo) vista desde el lado `tipo`. Leerla marca como leídos los mensajes dirigidos a quien
 * consulta, y avisa por el canal del pedido (confirmación de lectura).
 */
export async function leerMensajes(
  app: FastifyInstance,
  u: UsuarioAutenticado,
  ruta: { pedido: number; tipo: number; pagina: number },
) {
  const { p, lados } = await conversacion(app.db, u, ruta.pedido);
  if (!u.administrador && !lados.includes(ruta.tipo as Lado)) {
    throw new SinPermiso(MENSAJES_CHAT.chatTipoAjeno);
  }
  const ahora = new Date();
  const leidos = await app.db
    .update(mensajeChat)
    .set({ leido_en: ahora })
    .where(
      and(
        eq(mensajeChat.pedido_id, p.id),
        eq(mensajeChat.receptor_id, u.id),
        isNull(mensajeChat.leido_en),
      ),
    )
    .returning({ id: mensajeChat.id });
  if (leidos.length > 0) {
    await app.tiempoReal.emitirAPedido(p.id, {
      tipo: 'chat_leido',
      datos: {
        pedido: p.id,
        lector: u.id,
        ids: leidos.map((l) => l.id),
        leido_en: ahora.toISOString(),
      },
    });
  }
  const [total] = await app.db
    .select({ n: count() })
    .from(mensajeChat)
    .where(eq(mensajeChat.pedido_id, p.id));
  const cantidad = total?.n ?? 0;
  const paginas = Math.max(1, Math.ceil(cantidad / MENSAJES_POR_PAGINA));
  if (ruta.pagina > paginas) throw new NoEncontrado();
  const filas = await app.db
    .select()
    .from(mensajeChat)
    .where(eq(mensajeChat.pedido_id, p.id))
    .orderBy(desc(mensajeChat.creado_en), desc(mensajeChat.id))
    .limit(MENSAJES_POR_PAGINA)
    .offset((ruta.pagina - 1) * MENSAJES_POR_PAGINA);
  const enlace = (n: number) => `/api/chat/mensajes/${p.id}/${ruta.tipo}/${n}/`;
  return {
    count: cantidad,
    next: ruta.pagina < paginas ? enlace(ruta.pagina + 1) : null,
    previous: ruta.pagina > 1 ? enlace(ruta.pagina - 1) : null,
    abierto: chatAbierto(p, ahora),
    results: filas.map(vista),
  };
}
