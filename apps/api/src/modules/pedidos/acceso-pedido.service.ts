// Quién puede ver un pedido, para otros módulos (p. ej. las suscripciones del canal en tiempo
// real): el cliente dueño, un proveedor con una orden de venta en él, el transportista asignado
// y los administradores.
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ordenVenta, pedido } from './pedidos.tables.js';

export async function puedeVerPedido(
  db: Db,
  u: UsuarioAutenticado,
  pedidoId: number,
): Promise<boolean> {
  const quien: SQL[] = [eq(pedido.usuario_id, u.id)];
  if (u.transportista_id !== null) quien.push(eq(pedido.transportista_id, u.transportista_id));
  if (u.fabricante_id !== null) {
    quien.push(
      exists(
        db
          .select({ uno: ordenVenta.id })
          .from(ordenVenta)
          .where(
            and(eq(ordenVenta.pedido_id, pedido.id), eq(ordenVenta.fabricante_id, u.fabricante_id)),
          ),
      ),
    );
  }
  const filas = await db
    .select({ id: pedido.id })
    .from(pedido)
    .where(and(eq(pedido.id, pedidoId), u.administrador ? undefined : or(...quien)))
    .limit(1);
  return filas.length > 0;
}
