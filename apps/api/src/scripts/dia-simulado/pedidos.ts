// Compras del día por la API: cada cliente cotiza y compra (POST /single-buy/), paga con tarjeta
// en el sandbox y cada proveedor confirma su orden de venta con retiro ese día.
import type { Cliente } from './cliente.js';
import type { Escenario, PedidoPlan } from './escenario.js';
import type { RelojSimulado } from './reloj-simulado.js';
import type { ClienteSembrado, Sembrado } from './siembra.js';

export interface PedidoHecho {
  id: number;
  plan: PedidoPlan;
  /** Instante simulado del pago aprobado. */
  pago: number;
}

export interface Compras {
  pedidos: PedidoHecho[];
  ordenesVenta: number[];
  clienteDePedido: Map<number, ClienteSembrado>;
}

/** Corre `tarea` sobre cada elemento con a lo sumo `n` a la vez. */
export async function enParalelo<T>(
  items: readonly T[],
  n: number,
  tarea: (x: T, i: number) => Promise<void>,
) {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (siguiente < items.length) {
        const i = siguiente++;
        await tarea(items[i]!, i);
      }
    }),
  );
}

export async function crearPedidos(
  api: Cliente,
  reloj: RelojSimulado,
  e: Escenario,
  s: Sembrado,
  dia: string,
): Promise<Compras> {
  const compras: Compras = { pedidos: [], ordenesVenta: [], clienteDePedido: new Map() };
  await enParalelo(e.pedidos, 6, async (plan) => {
    const cliente = s.clientes[plan.cliente]!;
    const compra = (monto: number) => ({
      ...(plan.delivery ? { direccion: cliente.direccionId } : {}),
      delivery: plan.delivery,
      medio_pago: 1,
      productos: plan.lineas.map((l) => ({
        producto: s.proveedores[l.proveedor]!.productos[l.clase],
        cantidad: l.cantidad,
      })),
      monto,
      entrega_programada: plan.franja !== null,
      ...(plan.franja
        ? {
            fecha_entrega: dia,
            hora_entrega_inicio: plan.franja[0],
            hora_entrega_fin: plan.franja[1],
          }
        : {}),
    });
    // El servidor recalcula el total y responde 409 con el monto correcto.
    const cotizacion = await api.pedir<{ monto: number }>('POST', '/api/single-buy/', {
      token: cliente.token,
      cuerpo: compra(0),
      esperados: [409],
    });
    const r = await api.pedir<{ url: string; pedido_id: number }>('POST', '/api/single-buy/', {
      token: cliente.token,
      cuerpo: compra(cotizacion.datos.monto),
    });
    const pago = await api.pedir('POST', r.datos.url, {
      formulario: { numero: '4111111111111111', vencimiento: '08/29', cvv: '123', accion: 'pagar' },
    });
    if (pago.estado !== 303)
      throw new Error(`el sandbox no aprobó el pago del pedido ${r.datos.pedido_id}`);
    const pedidoId = r.datos.pedido_id;
    compras.pedidos.push({ id: pedidoId, plan, pago: reloj.ahora() });
    compras.clienteDePedido.set(pedidoId, cliente);
    const detalle = await api.pedir<{ ordenes_venta: { id: number; fabricante: number }[] }>(
      'GET',
      `/api/pedido/${pedidoId}/`,
      { token: cliente.token },
    );
    for (const ov of detalle.datos.ordenes_venta) {
      const prov = s.proveedores.find((p) => p.fabricanteId === ov.fabricante);
      if (!prov) throw new Error(`orden de venta ${ov.id} de un proveedor desconocido`);
      await api.pedir('POST', '/api/orden_venta/aprobar/', {
        token: prov.token,
        cuerpo: { orden_venta_id: ov.id, punto_retiro_id: prov.puntoId, fecha_retiro: dia },
      });
      compras.ordenesVenta.push(ov.id);
    }
  });
  compras.pedidos.sort((a, b) => a.id - b.id);
  compras.ordenesVenta.sort((a, b) => a - b);
  return compras;
}
