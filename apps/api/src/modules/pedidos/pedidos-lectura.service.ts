// Lecturas de pedidos: lista del cliente (2 primeros productos y cantidad de ítems, spec §3),
// detalle, PIN de entrega, rastreo, pedidos con chat y la vista del personal.
import { and, asc, count, desc, eq, exists, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  PRODUCTOS_VISTA_PREVIA_PEDIDO,
  ETIQUETAS_ESTADO_ORDEN_VENTA,
  ETIQUETAS_ESTADO_PEDIDO,
  ETIQUETAS_ESTADO_RUTEO,
  ETIQUETAS_MEDIO_PAGO,
  EstadoPedido,
  nombreEstadoPedido,
  type EstadoOrdenVenta,
  type EstadoRuteo,
  type MedioPago,
} from '@nemu/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { ordenDesde, paginar } from '../../lib/paginacion.js';
import { imagenProducto } from '../catalogo/catalogo.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { historialPedido, ordenVenta, pedido, productoPedido } from './pedidos.tables.js';
import { pedidoDelUsuario } from './pedidos.service.js';
import { resumenChatPorPedido, ultimosMensajes } from '../chat/chat.lectura.js';
import { posicionParaPedido } from '../rastreo/rastreo.service.js';

type Pedido = typeof pedido.$inferSelect;

export interface ConsultaPedidos {
  page: number;
  page_size: number;
  ordering?: string | undefined;
  search?: string | undefined;
  estado?: number | undefined;
}

const ordenables = {
  fecha: pedido.fecha,
  total: pedido.total,
  estado: pedido.estado,
  id: pedido.id,
};

async function productosDe(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const portada = sql<string | null>`(select ${imagenProducto.imagen} from ${imagenProducto}
    where ${imagenProducto.producto_id} = ${productoPedido.producto_id}
    order by ${imagenProducto.portada} desc, ${imagenProducto.orden} asc limit 1)`;
  return db
    .select({
      id: productoPedido.id,
      pedido_id: productoPedido.pedido_id,
      producto: productoPedido.producto_id,
      variante: productoPedido.variante_id,
      fabricante: productoPedido.fabricante_id,
      nombre: productoPedido.nombre,
      compra_mejorada: productoPedido.compra_mejorada,
      cantidad: productoPedido.cantidad,
      precio: productoPedido.precio,
      total: productoPedido.total,
      imagen: portada,
    })
    .from(productoPedido)
    .where(inArray(productoPedido.pedido_id, ids))
    .orderBy(asc(productoPedido.id));
}

function resumen(p: Pedido, productos: Awaited<ReturnType<typeof productosDe>>) {
  const propios = productos.filter((x) => x.pedido_id === p.id);
  return {
    id: p.id,
    usuario: p.usuario_id,
    fecha: p.fecha.toISOString(),
    estado: p.estado,
    estado_nombre: nombreEstadoPedido(p.estado, p.medio_pago),
    medio_pago: p.medio_pago,
    medio_pago_nombre: ETIQUETAS_MEDIO_PAGO[p.medio_pago as MedioPago],
    subtotal: p.subtotal,
    costo_envio: p.costo_envio,
    total: p.total,
    delivery: p.delivery,
    fecha_entrega: p.fecha_entrega,
    hora_entrega_inicio: p.hora_entrega_inicio,
    hora_entrega_fin: p.hora_entrega_fin,
    productos: propios.slice(0, PRODUCTOS_VISTA_PREVIA_PEDIDO).map(({ pedido_id: _, ...x }) => x),
    cantidad_items: propios.reduce((s, x) => s + x.cantidad, 0),
  };
}

/** Filtros comunes de los listados de pedidos: `estado` y `search`. */
function condicionConsulta(consulta: ConsultaPedidos): SQL | undefined {
  return and(
    consulta.estado === undefined ? undefined : eq(pedido.estado, consulta.estado),
    condicionBusqueda(consulta.search, [
      pedido.direccion,
      pedido.razon_social,
      pedido.ciudad_nombre,
    ]),
  );
}

async function paginaDePedidos(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPedidos,
  filtro: SQL | undefined,
) {
  const where = and(filtro, condicionConsulta(consulta));
  const orden = ordenDesde(consulta.ordering, ordenables, [desc(pedido.fecha), desc(pedido.id)]);
  return paginar(request, consulta, {
    contar: async () => (await db.select({ n: count() }).from(pedido).where(where))[0]?.n ?? 0,
    listar: async (limit, offset) => {
      const filas = await db
        .select()
        .from(pedido)
        .where(where)
        .orderBy(...orden)
        .limit(limit)
        .offset(offset);
      const productos = await productosDe(
        db,
        filas.map((f) => f.id),
      );
      return filas.map((f) => resumen(f, productos));
    },
  });
}

export function pedidosDelCliente(
  db: Db,
  request: FastifyRequest,
  usuarioId: number,
  c: ConsultaPedidos,
) {
  return paginaDePedidos(db, request, c, eq(pedido.usuario_id, usuarioId));
}

/** Personal: administradores ven todo; el personal de un proveedor, los pedidos con su orden de venta. */
export function pedidosStaff(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  c: ConsultaPedidos,
) {
  if (u.administrador) return paginaDePedidos(db, request, c, undefined);
  if (u.fabricante_id === null) throw new SinPermiso();
  const fabricanteId = u.fabricante_id;
  return paginaDePedidos(
    db,
    request,
    c,
    exists(
      db
        .select({ x: sql`1` })
        .from(ordenVenta)
        .where(
          and(eq(ordenVenta.pedido_id, pedido.id), eq(ordenVenta.fabricante_id, fabricanteId)),
        ),
    ),
  );
}

/**
 * Pedidos con conversación (al menos un mensaje), del más reciente al más antiguo, con el último
 * mensaje y los no leídos (mensajes sin leer que no envió quien consulta). El chat es entre el
 * cliente y el transportista (§9): cada uno ve los suyos; los administradores, todos.
 */
export function pedidosConChat(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  c: ConsultaPedidos & { no_leidos?: boolean | undefined },
) {
  const chat = resumenChatPorPedido(db, u.id);
  const propios = u.administrador
    ? undefined
    : or(
        eq(pedido.usuario_id, u.id),
        u.transportista_id === null ? undefined : eq(pedido.transportista_id, u.transportista_id),
      );
  const where = and(propios, condicionConsulta(c), c.no_leidos ? gt(chat.no_leidos, 0) : undefined);
  const orden = ordenDesde(c.ordering, { ...ordenables, ultimo_mensaje: sql`${chat.ultimo}` }, [
    desc(sql`${chat.ultimo}`),
    desc(pedido.id),
  ]);
  const desde = () =>
    db
      .select({ p: pedido, no_leidos: chat.no_leidos })
      .from(pedido)
      .innerJoin(chat, eq(chat.pedido_id, pedido.id));
  return paginar(request, c, {
    contar: async () =>
      (
        await db
          .select({ n: count() })
          .from(pedido)
          .innerJoin(chat, eq(chat.pedido_id, pedido.id))
          .where(where)
      )[0]?.n ?? 0,
    listar: async (limit, offset) => {
      const filas = await desde()
        .where(where)
        .orderBy(...orden)
        .limit(limit)
        .offset(offset);
      const ids = filas.map((f) => f.p.id);
      const [productos, ultimos] = await Promise.all([
        productosDe(db, ids),
        ultimosMensajes(db, ids),
      ]);
      return filas.map(({ p, no_leidos }) => {
        const m = ultimos.get(p.id);
        return {
          ...resumen(p, productos),
          ultimo_mensaje: m && {
            id: m.id,
            mensaje: m.mensaje,
            tipo: m.tipo,
            emisor: m.emisor_id,
            propio: m.emisor_id === u.id,
          },
          fecha_ultimo_mensaje: m?.creado_en.toISOString() ?? null,
          no_leidos,
        };
      });
    },
  });
}

async function ordenesDe(db: Db, pedidoId: number) {
  const filas = await db
    .select({
      id: ordenVenta.id,
      fabricante: ordenVenta.fabricante_id,
      fabricante_nombre: fabricante.nombre,
      estado: ordenVenta.estado,
      estado_ruteo: ordenVenta.estado_ruteo,
      total: ordenVenta.total,
      fecha_retiro: ordenVenta.fecha_retiro,
    })
    .from(ordenVenta)
    .innerJoin(fabricante, eq(fabricante.id, ordenVenta.fabricante_id))
    .where(eq(ordenVenta.pedido_id, pedidoId))
    .orderBy(asc(ordenVenta.id));
  return filas.map((o) => ({
    ...o,
    estado_nombre: ETIQUETAS_ESTADO_ORDEN_VENTA[o.estado as EstadoOrdenVenta],
    estado_ruteo_nombre: ETIQUETAS_ESTADO_RUTEO[o.estado_ruteo as EstadoRuteo],
  }));
}

/** Detalle: el cliente ve los suyos; el PIN de entrega nunca va aquí. */
export async function detallePedido(db: Db, id: number, u: UsuarioAutenticado) {
  const p = await db.query.pedido.findFirst({ where: eq(pedido.id, id) });
  if (!p) throw new NoEncontrado();
  if (p.usuario_id !== u.id && !u.administrador) {
    const propia =
      u.fabricante_id !== null &&
      (
        await db
          .select({ id: ordenVenta.id })
          .from(ordenVenta)
          .where(and(eq(ordenVenta.pedido_id, id), eq(ordenVenta.fabricante_id, u.fabricante_id)))
      ).length > 0;
    if (!propia) throw new SinPermiso();
  }
  const productos = await productosDe(db, [p.id]);
  return {
    ...resumen(p, productos),
    productos: productos.map(({ pedido_id: _, ...x }) => x),
    direccion: p.direccion,
    direccion_referencia: p.direccion_referencia,
    ciudad: p.ciudad_nombre,
    razon_social: p.razon_social,
    ruc: p.ruc,
    transportista: p.transportista_id,
    entrega_programada: p.entrega_programada,
    ordenes_venta: await ordenesDe(db, p.id),
  };
}

export async function contrasenaPedido(db: Db, id: number, usuarioId: number) {
  const p = await pedidoDelUsuario(db, id, usuarioId);
  return {
    id_pedido: p.id,
    contrasena: p.estado >= EstadoPedido.PAGADO ? p.contrasena_entrega : null,
  };
}

/** Rastreo: historial de estados con horas; mientras viaja (30), posición del transportista y ETA. */
export async function rastrearPedido(db: Db, id: number, u: UsuarioAutenticado) {
  const p = await db.query.pedido.findFirst({ where: eq(pedido.id, id) });
  if (!p) throw new NoEncontrado();
  if (p.usuario_id !== u.id && !u.administrador) throw new SinPermiso();
  const historial = await db
    .select()
    .from(historialPedido)
    .where(eq(historialPedido.pedido_id, id))
    .orderBy(asc(historialPedido.creado_en), asc(historialPedido.id));
  const retiros = await db
    .select({ en: ordenVenta.retirado_en })
    .from(ordenVenta)
    .where(eq(ordenVenta.pedido_id, id));
  const retirado =
    retiros.length > 0 && retiros.every((r) => r.en !== null)
      ? new Date(Math.max(...retiros.map((r) => r.en!.getTime())))
      : null;
  return {
    id: p.id,
    estado: p.estado,
    estado_nombre: nombreEstadoPedido(p.estado, p.medio_pago),
    fecha_entrega: p.fecha_entrega,
    hora_entrega_inicio: p.hora_entrega_inicio,
    hora_entrega_fin: p.hora_entrega_fin,
    transportista: p.transportista_id,
    posicion_transportista:
      p.estado === EstadoPedido.ENVIADO ? await posicionParaPedido(db, p.id) : null,
    retirado_en: retirado?.toISOString() ?? null,
    historial: historial.map((h) => ({
      estado: h.estado,
      estado_nombre: ETIQUETAS_ESTADO_PEDIDO[h.estado as EstadoPedido],
      transicion: h.transicion,
      detalle: h.detalle,
      fecha: h.creado_en.toISOString(),
    })),
  };
}
