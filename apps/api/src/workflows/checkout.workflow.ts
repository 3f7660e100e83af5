// Checkout (arquitectura §10): cotizar → crear pedido y reservar stock → vaciar carrito →
// iniciar el pago. Si el pago no puede iniciarse, el carrito vuelve y el stock se libera.
import { MedioPago, type CrearPedido } from '@nemu/domain';
import type { Db } from '../db/client.js';
import {
  cotizar,
  crearPedidoConReserva,
  exigirMonto,
  liberarStock,
  type Cotizacion,
} from '../modules/pedidos/pedidos.service.js';
import {
  restaurarCarrito,
  vaciarCarrito,
  type ItemCarritoGuardado,
} from '../modules/carrito/carrito.service.js';
import {
  iniciarPago,
  type ProveedorPago,
  type RespuestaPago,
} from '../modules/pagos/pagos.service.js';
import { exigirEfectivoHabilitado } from '../modules/pagos/efectivo.service.js';
import { tarjetaParaCobro } from '../modules/pagos/tarjetas.service.js';
import { ejecutarFlujo } from './flujo.js';

export interface EntradaCheckout {
  db: Db;
  proveedor: ProveedorPago;
  usuarioId: number;
  /** Exento del límite de edad (§5). */
  administrador: boolean;
  datos: Omit<CrearPedido, 'tarjeta'> & {
    tarjeta?: string | null | undefined;
    nro_telefono?: string | null | undefined;
  };
  pruebaPermitida: boolean;
  /** Errores de un cobro que no pudo registrarse (se anula; el cliente recibe la verdad). */
  log: (e: unknown) => void;
}

interface Contexto extends EntradaCheckout {
  tarjetaId: number | null;
  cotizacion?: Cotizacion;
  pedidoId?: number;
  carrito?: ItemCarritoGuardado[];
  respuesta?: RespuestaPago;
}

export async function checkout(e: EntradaCheckout): Promise<RespuestaPago & { pedido_id: number }> {
  const ctx = await ejecutarFlujo<Contexto>({ ...e, tarjetaId: null }, [
    {
      nombre: 'cotizar',
      async ejecutar(c) {
        // Antes de crear el pedido: un efectivo deshabilitado no deja un pedido ni reserva stock.
        await exigirEfectivoHabilitado(c.db, c.datos.medio_pago);
        if (c.datos.medio_pago === MedioPago.TARJETA_REGISTRADA && c.datos.tarjeta) {
          const t = await tarjetaParaCobro(c.db, c.proveedor.nombre, c.usuarioId, c.datos.tarjeta);
          c.tarjetaId = t.id;
        }
        c.cotizacion = await cotizar(
          c.db,
          { id: c.usuarioId, administrador: c.administrador },
          c.datos,
        );
        exigirMonto(c.cotizacion, c.datos.monto);
      },
    },
    {
      nombre: 'crear_pedido_y_reservar_stock',
      async ejecutar(c) {
        if (!c.cotizacion) throw new Error('sin cotización');
        const p = await crearPedidoConReserva(
          c.db,
          c.usuarioId,
          c.cotizacion,
          c.datos,
          c.tarjetaId,
        );
        c.pedidoId = p.id;
      },
      async deshacer(c) {
        if (c.pedidoId) await liberarStock(c.db, c.pedidoId, 'No se pudo iniciar el pago');
      },
    },
    {
      nombre: 'vaciar_carrito',
      async ejecutar(c) {
        c.carrito = await vaciarCarrito(c.db, c.usuarioId);
      },
      async deshacer(c) {
        if (c.carrito) await restaurarCarrito(c.db, c.carrito);
      },
    },
    {
      nombre: 'iniciar_pago',
      async ejecutar(c) {
        if (!c.pedidoId || !c.cotizacion) throw new Error('sin pedido');
        c.respuesta = await iniciarPago(
          c.db,
          c.proveedor,
          {
            pedidoId: c.pedidoId,
            usuarioId: c.usuarioId,
            medioPago: c.datos.medio_pago,
            monto: c.cotizacion.total,
            tarjetaId: c.tarjetaId,
            telefono: c.datos.nro_telefono ?? null,
            pruebaPermitida: c.pruebaPermitida,
          },
          c.log,
        );
      },
    },
  ]);
  if (!ctx.respuesta || !ctx.pedidoId) throw new Error('checkout incompleto');
  return { ...ctx.respuesta, pedido_id: ctx.pedidoId };
}
