import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MedioPago } from '@nemu/domain';
import { detallePedidoDePrueba } from '../../../shared/test/pedidos-de-prueba';
import { renderizar } from '../../../shared/test/renderizar';
import { CobroPorEntrega } from './cobro-por-entrega';

const orden = (id: number, fabricante_nombre: string, total: number) => ({
  id,
  fabricante: id,
  fabricante_nombre,
  estado: 20,
  estado_nombre: 'En proceso',
  estado_ruteo: 10,
  estado_ruteo_nombre: 'Pendiente',
  total,
  fecha_retiro: null,
});

const pedido = detallePedidoDePrueba({
  id: 90,
  usuario: 5,
  fecha: '2026-11-24T12:00:00Z',
  estado: 20,
  estado_nombre: 'En proceso',
  medio_pago: MedioPago.EFECTIVO,
  medio_pago_nombre: 'Efectivo',
  subtotal: 150_000,
  costo_envio: 15_000,
  total: 165_000,
  cantidad_items: 2,
  ordenes_venta: [orden(2, 'Dulces Luque', 50_000), orden(1, 'Chipería Eusebia', 100_000)],
});

describe('CobroPorEntrega', () => {
  it('con dos proveedores en efectivo muestra lo que se paga en cada entrega (suman el total)', () => {
    renderizar(<CobroPorEntrega pedido={pedido} />);
    expect(screen.getByText('Pago en efectivo por entrega')).toBeTruthy();
    expect(screen.getByText('Al recibir lo de Chipería Eusebia').nextSibling?.textContent).toBe(
      'Gs. 110.000',
    );
    expect(screen.getByText('Al recibir lo de Dulces Luque').nextSibling?.textContent).toBe(
      'Gs. 55.000',
    );
  });

  it('no aparece con un solo proveedor, con otro medio de pago o con retiro en el local', () => {
    for (const p of [
      { ...pedido, ordenes_venta: pedido.ordenes_venta.slice(0, 1) },
      { ...pedido, medio_pago: MedioPago.TARJETA_REGISTRADA },
      { ...pedido, delivery: false },
    ]) {
      const { unmount } = renderizar(<CobroPorEntrega pedido={p} />);
      expect(screen.queryByText('Pago en efectivo por entrega')).toBeNull();
      unmount();
    }
  });
});
