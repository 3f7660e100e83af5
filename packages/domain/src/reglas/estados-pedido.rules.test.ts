import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EstadoOrdenVenta, EstadoPedido, valores } from '../index.js';
import {
  aplicarTransicion,
  TRANSICIONES_ORDEN_VENTA,
  TRANSICIONES_PEDIDO,
  TRANSICIONES_RUTEO,
  transicionesDesde,
  type ResultadoTransicion,
  type TransicionPedido,
} from './estados-pedido.rules.js';

describe('máquina de estados del pedido', () => {
  it('recorre el camino feliz creado → pagado → en proceso → enviado → entregado', () => {
    let estado: EstadoPedido = EstadoPedido.CREADO;
    for (const t of ['pagar', 'procesar', 'enviar', 'entregar'] as const) {
      const r: ResultadoTransicion<EstadoPedido> = aplicarTransicion(
        TRANSICIONES_PEDIDO,
        estado,
        t,
      );
      expect(r.permitida).toBe(true);
      estado = r.estado;
    }
    expect(estado).toBe(EstadoPedido.ENTREGADO);
  });

  it('rechaza pagar dos veces y entregar sin enviar', () => {
    expect(aplicarTransicion(TRANSICIONES_PEDIDO, EstadoPedido.PAGADO, 'pagar')).toEqual({
      permitida: false,
      estado: EstadoPedido.PAGADO,
      desde: [EstadoPedido.CREADO],
    });
    expect(aplicarTransicion(TRANSICIONES_PEDIDO, EstadoPedido.PAGADO, 'entregar').permitida).toBe(
      false,
    );
  });

  it('una transición permitida lleva siempre a su estado destino; una rechazada no cambia nada', () => {
    const estados = valores(EstadoPedido) as EstadoPedido[];
    const nombres = Object.keys(TRANSICIONES_PEDIDO) as TransicionPedido[];
    fc.assert(
      fc.property(fc.constantFrom(...estados), fc.constantFrom(...nombres), (e, n) => {
        const r = aplicarTransicion(TRANSICIONES_PEDIDO, e, n);
        const definida = TRANSICIONES_PEDIDO[n];
        if ((definida.desde as readonly number[]).includes(e)) {
          expect(r).toEqual({ permitida: true, estado: definida.hacia });
        } else {
          expect(r.permitida).toBe(false);
          expect(r.estado).toBe(e);
        }
      }),
    );
  });

  it('el estado entregado es final', () => {
    expect(transicionesDesde(TRANSICIONES_PEDIDO, EstadoPedido.ENTREGADO)).toEqual([]);
  });
});

describe('orden de venta y ruteo', () => {
  it('confirmar sólo desde creado, finalizar sólo desde confirmado', () => {
    expect(
      aplicarTransicion(TRANSICIONES_ORDEN_VENTA, EstadoOrdenVenta.CREADO, 'confirmar'),
    ).toEqual({ permitida: true, estado: EstadoOrdenVenta.CONFIRMADO });
    expect(
      aplicarTransicion(TRANSICIONES_ORDEN_VENTA, EstadoOrdenVenta.CONFIRMADO, 'confirmar')
        .permitida,
    ).toBe(false);
    expect(transicionesDesde(TRANSICIONES_ORDEN_VENTA, EstadoOrdenVenta.CONFIRMADO)).toEqual([
      'finalizar',
    ]);
  });

  it('tras resolver un incidente, una orden retirada vuelve a confirmada para otro retiro', () => {
    expect(transicionesDesde(TRANSICIONES_ORDEN_VENTA, EstadoOrdenVenta.FINALIZADO)).toEqual([
      'volver_a_retirar',
    ]);
    expect(
      aplicarTransicion(TRANSICIONES_ORDEN_VENTA, EstadoOrdenVenta.CONFIRMADO, 'volver_a_retirar')
        .permitida,
    ).toBe(false);
  });

  it('una orden no ruteable puede volver a esperar la hora de proceso', () => {
    expect(aplicarTransicion(TRANSICIONES_RUTEO, 50, 'esperar_hora_proceso')).toEqual({
      permitida: true,
      estado: 20,
    });
    expect(aplicarTransicion(TRANSICIONES_RUTEO, 40, 'iniciar_ruteo').permitida).toBe(false);
  });
});
