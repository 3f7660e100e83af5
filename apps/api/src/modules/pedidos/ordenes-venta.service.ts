// Órdenes de venta del proveedor: listado (búsqueda, estado, rango de fechas), detalle y
// aprobación con punto y fecha de retiro. Al confirmarse, una orden con envío queda en
// "Esperando orden/es" (ruteo 10) y una de retiro en "No es delivery" (80); cuando todas las
// órdenes del pedido están confirmadas, el pedido pasa a "en proceso" y sus órdenes con envío a
// "Esperando hora proceso" (20), que el lote de ruteo toma en la próxima hora de corte.
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import {
  aplicarTransicion,
  ETIQUETAS_ESTADO_ORDEN_VENTA,
  ETIQUETAS_ESTADO_RUTEO,
  EstadoOrdenVenta,
  EstadoPedido,
  EstadoRuteo,
  formatearMensaje,
  instanteAsuncion,
  MENSAJES,
  MENSAJES_DESPACHO,
  TRANSICIONES_ORDEN_VENTA,
  type EstadoRuteo as TipoEstadoRuteo,
} from '@nemu/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { filtroInstantes } from '../../lib/filtro-fechas.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { ordenDesde, paginar } from '../../lib/paginacion.js';
import { puntoRetiro } from '../fabricantes/fabricantes.tables.js';
import {
  historialPedido,
  ordenVenta,
  ordenVentaItem,
  pedido,
  productoPedido,
} from './pedidos.tables.js';
import { exigirTransicion } from './pedidos.service.js';

export interface ConsultaOrdenes {
  page: number;
  page_size: number;
  ordering?: string | undefined;
  search?: string | undefined;
  estado?: number | undefined;
  /** Filtros del administrador: estado de ruteo y proveedor. */
  estado_ruteo?: number | undefined;
  fabricante?: number | undefined;
  fecha__gt?: string | undefined;
  fecha__lt?: string | undefined;
}

const columnas = {
  id: ordenVenta.id,
  pedido: ordenVenta.pedido_id,
  fabricante: ordenVenta.fabricante_id,
  estado: ordenVenta.estado,
  estado_ruteo: ordenVenta.estado_ruteo,
  motivo_ruteo: ordenVenta.motivo_ruteo,
  total: ordenVenta.total,
  comision: ordenVenta.comision,
  punto_retiro: ordenVenta.punto_retiro_id,
  fecha_retiro: ordenVenta.fecha_retiro,
  /** Lo dicta el proveedor al transportista en el retiro (ADR 015); existe desde que se acepta la ruta. */
  codigo_retiro: ordenVenta.codigo_retiro,
  fecha: ordenVenta.creado_en,
  cliente: pedido.razon_social,
  direccion: pedido.direccion,
  delivery: pedido.delivery,
  fecha_entrega: pedido.fecha_entrega,
};

type FilaOrden = { estado: number; estado_ruteo: number; fecha: Date; fecha_retiro: Date | null };

const vista = <T extends FilaOrden>(o: T) => ({
  ...o,
  fecha: o.fecha.toISOString(),
  fecha_retiro: o.fecha_retiro?.toISOString() ?? null,
  estado_nombre: ETIQUETAS_ESTADO_ORDEN_VENTA[o.estado as EstadoOrdenVenta],
  estado_ruteo_nombre: ETIQUETAS_ESTADO_RUTEO[o.estado_ruteo as TipoEstadoRuteo],
});

function alcance(u: UsuarioAutenticado): SQL | undefined {
  if (u.administrador) return undefined;
  if (u.fabricante_id === null) throw new SinPermiso();
  return eq(ordenVenta.fabricante_id, u.fabricante_id);
}

export function listarOrdenes(
  db: Db,
  request: FastifyRequest,
  u: UsuarioAutenticado,
  c: ConsultaOrdenes,
) {
  const where = and(
    alcance(u),
    c.estado === undefined ? undefined : eq(ordenVenta.estado, c.estado),
    c.estado_ruteo === undefined ? undefined : eq(ordenVenta.estado_ruteo, c.estado_ruteo),
    c.fabricante === undefined ? undefined : eq(ordenVenta.fabricante_id, c.fabricante),
    filtroInstantes(ordenVenta.creado_en, c),
    condicionBusqueda(c.search, [pedido.razon_social, pedido.direccion, pedido.ciudad_nombre]),
  );
  const orden = ordenDesde(
    c.ordering,
    {
      fecha: ordenVenta.creado_en,
      total: ordenVenta.total,
      estado: ordenVenta.estado,
      id: ordenVenta.id,
    },
    [desc(ordenVenta.creado_en), desc(ordenVenta.id)],
  );
  return paginar(request, c, {
    contar: async () =>
      (
        await db
          .select({ n: count() })
          .from(ordenVenta)
          .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: async (limit, offset) =>
      (
        await db
          .select(columnas)
          .from(ordenVenta)
          .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
          .where(where)
          .orderBy(...orden)
          .limit(limit)
          .offset(offset)
      ).map(vista),
  });
}

export async function detalleOrden(db: Db, id: number, u: UsuarioAutenticado) {
  const [o] = await db
    .select(columnas)
    .from(ordenVenta)
    .innerJoin(pedido, eq(pedido.id, ordenVenta.pedido_id))
    .where(eq(ordenVenta.id, id));
  if (!o) throw new NoEncontrado();
  if (!u.administrador && o.fabricante !== u.fabricante_id) throw new SinPermiso();
  const items = await db
    .select({
      id: ordenVentaItem.id,
      producto: ordenVentaItem.producto_id,
      variante: ordenVentaItem.variante_id,
      nombre: productoPedido.nombre,
      cantidad: ordenVentaItem.cantidad,
      precio: ordenVentaItem.precio,
      total: ordenVentaItem.total,
    })
    .from(ordenVentaItem)
    .innerJoin(productoPedido, eq(productoPedido.id, ordenVentaItem.producto_pedido_id))
    .where(eq(ordenVentaItem.orden_venta_id, id))
    .orderBy(asc(ordenVentaItem.id));
  return { ...vista(o), productos: items };
}

/**
 * Confirma la orden de venta. Después de guardar, `avisar` recibe el pedido con su estado para
 * que quien sigue el rastreo vea «Confirmado» en vivo.
 */
export async function aprobarOrden(
  db: Db,
  u: UsuarioAutenticado,
  datos: { orden_venta_id: number; punto_retiro_id: number; fecha_retiro: string },
  avisar?: (cambio: { pedido_id: number; estado: number }) => Promise<void>,
) {
  const { respuesta, cambio } = await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(ordenVenta)
      .where(eq(ordenVenta.id, datos.orden_venta_id))
      .for('update');
    if (!o) throw new NoEncontrado();
    if (!u.administrador && o.fabricante_id !== u.fabricante_id) throw new SinPermiso();
    const [punto] = await tx
      .select()
      .from(puntoRetiro)
      .where(eq(puntoRetiro.id, datos.punto_retiro_id));
    if (!punto) throw new NoEncontrado();
    if (punto.fabricante_id !== o.fabricante_id) throw new SinPermiso(MENSAJES.puntoRetiroAjeno);
    const r = aplicarTransicion(
      TRANSICIONES_ORDEN_VENTA,
      o.estado as EstadoOrdenVenta,
      'confirmar',
    );
    if (!r.permitida) {
      throw new Conflicto(
        formatearMensaje(MENSAJES.transicionInvalida, {
          transicion: 'confirmar',
          estado: ETIQUETAS_ESTADO_ORDEN_VENTA[o.estado as EstadoOrdenVenta],
        }),
        { estado: o.estado },
      );
    }
    const [p] = await tx.select().from(pedido).where(eq(pedido.id, o.pedido_id)).for('update');
    if (!p || p.estado < EstadoPedido.PAGADO) {
      throw new Conflicto(MENSAJES.conflicto, { estado_pedido: p?.estado ?? null });
    }
    await tx
      .update(ordenVenta)
      .set({
        estado: r.estado,
        punto_retiro_id: punto.id,
        // Un día, no una hora: su mediodía en Asunción, para que ninguna zona lo corra de fecha.
        fecha_retiro: instanteAsuncion(datos.fecha_retiro, '12:00'),
        confirmado_por: u.id,
        confirmado_en: new Date(),
        actualizado_en: new Date(),
        // Un pedido con retiro en el local no se rutea (80); uno con envío espera a sus demás órdenes (10).
        ...(p.delivery
          ? { estado_ruteo: EstadoRuteo.ESPERANDO_ORDENES, motivo_ruteo: null }
          : {
              estado_ruteo: EstadoRuteo.NO_ES_DELIVERY,
              motivo_ruteo: MENSAJES_DESPACHO.ruteoNoEsDelivery,
            }),
      })
      .where(eq(ordenVenta.id, o.id));
    const [pendientes] = await tx
      .select({ n: count() })
      .from(ordenVenta)
      .where(
        and(eq(ordenVenta.pedido_id, p.id), ne(ordenVenta.estado, EstadoOrdenVenta.CONFIRMADO)),
      );
    const todasConfirmadas = (pendientes?.n ?? 0) === 0;
    let estadoPedido = p.estado;
    if (todasConfirmadas && p.estado === EstadoPedido.PAGADO) {
      const estado = exigirTransicion(p.estado, 'procesar');
      estadoPedido = estado;
      await tx
        .update(pedido)
        .set({ estado, actualizado_en: new Date() })
        .where(eq(pedido.id, p.id));
      await tx.insert(historialPedido).values({
        pedido_id: p.id,
        estado,
        transicion: 'procesar',
        detalle: 'Órdenes de venta confirmadas',
        usuario_id: u.id,
      });
    }
    if (todasConfirmadas && p.delivery) {
      // Todas las órdenes del pedido confirmadas: esperan la próxima hora de corte del lote (20).
      await tx
        .update(ordenVenta)
        .set({ estado_ruteo: EstadoRuteo.ESPERANDO_HORA_PROCESO, motivo_ruteo: null })
        .where(
          and(
            eq(ordenVenta.pedido_id, p.id),
            eq(ordenVenta.estado_ruteo, EstadoRuteo.ESPERANDO_ORDENES),
          ),
        );
    }
    return {
      respuesta: { id: o.id, estado: r.estado, pedido_listo_para_ruteo: todasConfirmadas },
      cambio: { pedido_id: p.id, estado: estadoPedido },
    };
  });
  await avisar?.(cambio);
  return respuesta;
}
