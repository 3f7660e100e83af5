import { describe, expect, it } from 'vitest';
import {
  CadenaFrio,
  DiaSemana,
  ETIQUETAS_ESTADO_PEDIDO,
  ETIQUETAS_MEDIO_PAGO,
  EstadoAprobacion,
  EstadoOrdenVenta,
  EstadoPedido,
  EstadoRuteo,
  Genero,
  IconoDireccion,
  MedioPago,
  ModoUsoApp,
  RolBeneficiario,
  TipoIncidente,
  TipoMensajeChat,
  TipoParada,
  TipoUsuario,
  esquemaEnumCoercible,
  estadoPedidoSchema,
  etiqueta,
  iconoDireccionSchema,
  medioPagoSchema,
  nombreEstadoPedido,
  opciones,
  valores,
} from './index.js';

describe('enum values match the spec', () => {
  it.each([
    [EstadoPedido, [0, 10, 20, 30, 40, 50]],
    [EstadoOrdenVenta, [0, 10, 20]],
    [EstadoRuteo, [10, 20, 30, 40, 50, 60, 70, 80]],
    [CadenaFrio, [0, 10, 20]],
    [TipoIncidente, [10, 20, 30]],
    [TipoUsuario, [0, 10, 20]],
    [RolBeneficiario, [10, 20, 30]],
    [MedioPago, [0, 1, 2, 3, 4, 5, -1]],
    [ModoUsoApp, [10, 20, 30]],
    [Genero, [10, 20, 30]],
    [TipoParada, [10, 20]],
    [TipoMensajeChat, [0, 10]],
    [DiaSemana, [1, 2, 3, 4, 5, 6, 7]],
    [IconoDireccion, ['casa', 'empresa', 'maletin', 'alfiler', 'corazon']],
    [EstadoAprobacion, ['pendiente', 'moderado']],
  ] as const)('%o', (e, esperado) => {
    expect(valores(e)).toEqual(esperado);
  });
});

describe('labels and schemas', () => {
  it('labels every value', () => {
    expect(opciones(EstadoPedido, ETIQUETAS_ESTADO_PEDIDO)[2]).toEqual({
      value: 20,
      label: 'En proceso',
    });
    expect(etiqueta(ETIQUETAS_MEDIO_PAGO, -1)).toBe('Prueba');
    expect(etiqueta(ETIQUETAS_MEDIO_PAGO, 9)).toBeUndefined();
    expect(etiqueta(ETIQUETAS_MEDIO_PAGO, null)).toBeUndefined();
  });

  it('schemas accept only enum values', () => {
    expect(estadoPedidoSchema.safeParse(30).success).toBe(true);
    expect(estadoPedidoSchema.safeParse(31).success).toBe(false);
    expect(estadoPedidoSchema.safeParse('30').success).toBe(false);
    expect(medioPagoSchema.safeParse(-1).success).toBe(true);
    expect(iconoDireccionSchema.safeParse('casa').success).toBe(true);
    expect(iconoDireccionSchema.safeParse('auto').success).toBe(false);
  });

  it('coercible schema accepts numeric strings', () => {
    const s = esquemaEnumCoercible(EstadoPedido);
    expect(s.parse('30')).toBe(30);
    expect(s.safeParse('31').success).toBe(false);
    expect(s.safeParse('').success).toBe(false);
  });
});

describe('nombreEstadoPedido', () => {
  it('el efectivo contra entrega confirmado no se muestra como pagado', () => {
    expect(nombreEstadoPedido(10, MedioPago.EFECTIVO)).toBe('Confirmado (paga al recibir)');
    expect(nombreEstadoPedido(10, MedioPago.TARJETA_NO_REGISTRADA)).toBe('Pagado');
    expect(nombreEstadoPedido(40, MedioPago.EFECTIVO)).toBe('Entregado');
  });
});
