// Calificaciones de pedidos entregados (ADR 016): el cliente califica una vez por pedido al
// transportista, a cada proveedor y a cada producto. El promedio (`rating`) y la cantidad
// (`ratings`) del calificado se recalculan de esta tabla con su fila bloqueada, así dos
// calificaciones simultáneas no se pisan.
import {
  EstadoPedido,
  MENSAJES_CHAT,
  TipoCalificacion,
  type PedidoCalificacion,
} from '@nemu/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { calificarSchema, ConsultaPaginada } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import {
  Conflicto,
  ErrorValidacion,
  NoAutenticado,
  NoEncontrado,
  SinPermiso,
} from '../../lib/errores.js';
import { paginar } from '../../lib/paginacion.js';
import {
  bloquearProductoParaCalificar,
  comentarProductoCalificado,
  fijarRatingProducto,
} from '../catalogo/calificacion-producto.service.js';
import {
  bloquearFabricanteParaCalificar,
  fijarRatingFabricante,
} from '../fabricantes/calificacion-fabricante.service.js';
import {
  bloquearTransportistaParaCalificar,
  fijarRatingTransportista,
} from '../transportistas/calificacion-transportista.service.js';
import {
  calificablesDePedido,
  participantesPedido,
  type Calificable,
} from '../pedidos/participantes.lectura.js';
import { calificacion } from './calificaciones.tables.js';

type Calificar = z.output<typeof calificarSchema>;
type Tipo = (typeof TipoCalificacion)[keyof typeof TipoCalificacion];

/** Cómo bloquear y actualizar cada tipo de calificado en su módulo. */
const calificados: Record<
  Tipo,
  {
    bloquear: (tx: Tx, id: number) => Promise<boolean>;
    fijar: (tx: Tx, id: number, rating: number, ratings: number) => Promise<void>;
  }
> = {
  [TipoCalificacion.PRODUCTO]: {
    bloquear: bloquearProductoParaCalificar,
    fijar: fijarRatingProducto,
  },
  [TipoCalificacion.FABRICANTE]: {
    bloquear: bloquearFabricanteParaCalificar,
    fijar: fijarRatingFabricante,
  },
  [TipoCalificacion.TRANSPORTISTA]: {
    bloquear: bloquearTransportistaParaCalificar,
    fijar: fijarRatingTransportista,
  },
};

/** El pedido del cliente que consulta; a cualquier otro, 404 (no se revela que existe). */
async function pedidoDelCliente(db: Db, u: UsuarioAutenticado, pedidoId: number) {
  const p = await participantesPedido(db, pedidoId);
  if (!p || p.cliente_id !== u.id) throw new NoEncontrado();
  return p;
}

/** Lo calificable de un pedido, por tipo. */
async function calificablesPorTipo(db: Db, pedidoId: number) {
  const c = await calificablesDePedido(db, pedidoId);
  return new Map<Tipo, Calificable[]>([
    [TipoCalificacion.TRANSPORTISTA, c.transportista ? [c.transportista] : []],
    [TipoCalificacion.FABRICANTE, c.fabricantes],
    [TipoCalificacion.PRODUCTO, c.productos],
  ]);
}

/** Promedio (2 decimales) y cantidad de las calificaciones de un calificado. */
async function agregado(db: Db | Tx, tipo: number, id: number) {
  const [fila] = await db
    .select({
      rating: sql<string | null>`round(avg(${calificacion.calificacion}), 2)`,
      ratings: count(),
    })
    .from(calificacion)
    .where(and(eq(calificacion.tipo_calificacion, tipo), eq(calificacion.id_calificar, id)));
  return { rating: Number(fila?.rating ?? 0), ratings: fila?.ratings ?? 0 };
}

export async function calificar(db: Db, u: UsuarioAutenticado, datos: Calificar) {
  const p = await pedidoDelCliente(db, u, datos.pedido_id);
  if (p.estado !== EstadoPedido.ENTREGADO) {
    throw new Conflicto(MENSAJES_CHAT.calificacionAntesDeEntrega);
  }
  const tipo = datos.tipo_calificacion as Tipo;
  const posibles = (await calificablesPorTipo(db, p.id)).get(tipo) ?? [];
  if (!posibles.some((c) => c.id === datos.id_calificar)) {
    throw ErrorValidacion.campo('id_calificar', MENSAJES_CHAT.calificadoAjeno);
  }
  const destino = calificados[tipo];
  return db.transaction(async (tx) => {
    // Primero el bloqueo: el promedio se calcula después, con lo ya confirmado por los demás.
    if (!(await destino.bloquear(tx, datos.id_calificar))) throw new NoEncontrado();
    const [nueva] = await tx
      .insert(calificacion)
      .values({
        pedido_id: p.id,
        usuario_id: u.id,
        tipo_calificacion: tipo,
        id_calificar: datos.id_calificar,
        calificacion: datos.calificacion,
        comentario: datos.comentario ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!nueva) throw new Conflicto(MENSAJES_CHAT.calificacionRepetida);
    const { rating, ratings } = await agregado(tx, tipo, datos.id_calificar);
    await destino.fijar(tx, datos.id_calificar, rating, ratings);
    if (tipo === TipoCalificacion.PRODUCTO && nueva.comentario) {
      await comentarProductoCalificado(tx, {
        productoId: datos.id_calificar,
        usuarioId: u.id,
        comentario: nueva.comentario,
        calificacion: nueva.calificacion,
      });
    }
    return { ...vista(nueva), rating, ratings };
  });
}

function vista(c: typeof calificacion.$inferSelect) {
  return {
    id: c.id,
    pedido_id: c.pedido_id,
    tipo_calificacion: c.tipo_calificacion,
    id_calificar: c.id_calificar,
    calificacion: c.calificacion,
    comentario: c.comentario,
    fecha: c.creado_en.toISOString(),
  };
}

/** Si el cliente ya calificó eso en ese pedido, y con qué. */
export async function verificarCalificacion(
  db: Db,
  u: UsuarioAutenticado,
  q: { pedido_id: number; tipo_calificacion: number; id_calificar: number },
) {
  await pedidoDelCliente(db, u, q.pedido_id);
  const [c] = await db
    .select()
    .from(calificacion)
    .where(
      and(
        eq(calificacion.pedido_id, q.pedido_id),
        eq(calificacion.usuario_id, u.id),
        eq(calificacion.tipo_calificacion, q.tipo_calificacion),
        eq(calificacion.id_calificar, q.id_calificar),
      ),
    );
  return { calificado: c !== undefined, calificacion: c ? vista(c) : null };
}

/** Lo que falta calificar de un pedido entregado (spec §3 PedidoCalificacion). */
export async function calificacionesPendientes(
  db: Db,
  u: UsuarioAutenticado,
  pedidoId: number,
): Promise<PedidoCalificacion[]> {
  const p = await pedidoDelCliente(db, u, pedidoId);
  if (p.estado !== EstadoPedido.ENTREGADO) return [];
  const [porTipo, hechas] = await Promise.all([
    calificablesPorTipo(db, p.id),
    db
      .select({ tipo: calificacion.tipo_calificacion, id: calificacion.id_calificar })
      .from(calificacion)
      .where(and(eq(calificacion.pedido_id, p.id), eq(calificacion.usuario_id, u.id))),
  ]);
  const yaHechas = new Set(hechas.map((h) => `${h.tipo}:${h.id}`));
  return [...porTipo].flatMap(([tipo, lista]) =>
    lista
      .filter((c) => !yaHechas.has(`${tipo}:${c.id}`))
      .map((c) => ({
        id_pedido: p.id,
        id_calificar: c.id,
        tipo_calificacion: tipo,
        nombre: c.nombre,
        imagen: c.imagen,
      })),
  );
}

/**
 * Calificaciones recibidas por un producto, proveedor o transportista (más recientes primero),
 * con su promedio. Las de un transportista sólo las ven él y los administradores.
 */
export async function obtenerCalificaciones(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado | null,
  q: ConsultaPaginada & { id: number; tipo: number },
) {
  if (q.tipo === TipoCalificacion.TRANSPORTISTA) {
    if (!u) throw new NoAutenticado();
    if (!u.administrador && u.transportista_id !== q.id) throw new SinPermiso();
  }
  const donde = and(
    eq(calificacion.tipo_calificacion, q.tipo),
    eq(calificacion.id_calificar, q.id),
  );
  const resumen = await agregado(db, q.tipo, q.id);
  const pagina = await paginar(request, q, {
    contar: async () => resumen.ratings,
    listar: async (limit, offset) =>
      (
        await db
          .select()
          .from(calificacion)
          .where(donde)
          .orderBy(desc(calificacion.creado_en), desc(calificacion.id))
          .limit(limit)
          .offset(offset)
      ).map((c) => ({
        id: c.id,
        calificacion: c.calificacion,
        comentario: c.comentario,
        fecha: c.creado_en.toISOString(),
      })),
  });
  return { ...pagina, rating: resumen.rating, ratings: resumen.ratings };
}
