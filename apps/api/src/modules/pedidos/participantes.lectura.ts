// Modelo de lectura de pedidos para el chat y las calificaciones (ADR 016): quiénes participan
// de un pedido y qué se puede calificar en él (spec §3 PedidoCalificacion).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { imagenProducto } from '../catalogo/catalogo.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { ordenVenta, pedido, productoPedido } from './pedidos.tables.js';

export interface ParticipantesPedido {
  id: number;
  estado: number;
  entregado_en: Date | null;
  cliente_id: number;
  transportista_id: number | null;
  /** Usuario del transportista asignado, si hay. */
  transportista_usuario_id: number | null;
}

export async function participantesPedido(
  db: Db,
  pedidoId: number,
): Promise<ParticipantesPedido | undefined> {
  const [fila] = await db
    .select({
      id: pedido.id,
      estado: pedido.estado,
      entregado_en: pedido.entregado_en,
      cliente_id: pedido.usuario_id,
      transportista_id: pedido.transportista_id,
      transportista_usuario_id: transportista.usuario_id,
    })
    .from(pedido)
    .leftJoin(transportista, eq(transportista.id, pedido.transportista_id))
    .where(eq(pedido.id, pedidoId))
    .limit(1);
  return fila;
}

export interface Calificable {
  id: number;
  nombre: string;
  imagen: string | null;
}

/** Transportista, proveedores y productos de un pedido, con nombre e imagen. */
export async function calificablesDePedido(db: Db, pedidoId: number) {
  const portada = sql<string | null>`(select ${imagenProducto.imagen} from ${imagenProducto}
    where ${imagenProducto.producto_id} = ${productoPedido.producto_id}
    order by ${imagenProducto.portada} desc, ${imagenProducto.orden} asc limit 1)`;
  const [transportistas, fabricantes, productos] = await Promise.all([
    db
      .select({
        id: transportista.id,
        nombre: sql<string>`trim(${usuario.first_name} || ' ' || ${usuario.last_name})`,
        imagen: usuario.imagen_perfil,
      })
      .from(pedido)
      .innerJoin(transportista, eq(transportista.id, pedido.transportista_id))
      .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
      .where(eq(pedido.id, pedidoId)),
    db
      .selectDistinct({
        id: fabricante.id,
        nombre: fabricante.nombre,
        imagen: fabricante.imagen_perfil,
      })
      .from(ordenVenta)
      .innerJoin(fabricante, eq(fabricante.id, ordenVenta.fabricante_id))
      .where(eq(ordenVenta.pedido_id, pedidoId))
      .orderBy(asc(fabricante.id)),
    db
      .selectDistinct({
        id: productoPedido.producto_id,
        nombre: productoPedido.nombre,
        imagen: portada,
      })
      .from(productoPedido)
      .where(eq(productoPedido.pedido_id, pedidoId))
      .orderBy(asc(productoPedido.producto_id)),
  ]);
  return {
    transportista: (transportistas[0] as Calificable | undefined) ?? null,
    fabricantes: fabricantes as Calificable[],
    // Un producto en dos líneas (variantes) se califica una vez.
    productos: [...new Map(productos.map((c) => [c.id, c as Calificable])).values()],
  };
}
