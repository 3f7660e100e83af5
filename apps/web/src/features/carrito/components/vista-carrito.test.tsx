import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CarritoRespuesta } from '@nemu/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { VistaCarrito } from './vista-carrito';

// 14:00 a 18:00 del 10/12/2026 en Asunción (UTC−3), como instantes del API.
const carrito: CarritoRespuesta = {
  productos: [
    {
      id: 1,
      linea: 1,
      nombre: 'Yerba mate 1 kg',
      fabricante: 'Molino',
      fabricante_id: 1,
      precio: 25_000,
      precio_mayorista: null,
      cantidad_minima_mayorista: 0,
      cantidad_disponible: 10,
      imagen: '/media/yerba.jpg',
      no_apto_menores: false,
      cantidad: 1,
      variante: null,
      precio_mejorado: false,
      precio_aplicado: 25_000,
      total: 25_000,
    },
  ],
  compra_mejorada: false,
  envio_sin_hora: false,
  entregaDesde: '2026-12-10T17:00:00.000Z',
  entregaHasta: '2026-12-10T21:00:00.000Z',
  totales: { subtotal: 25_000, total: 25_000, diferencia: 0, cantidadItems: 1 },
};

describe('/carrito: horario de entrega', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('muestra la hora de Asunción y guardarlo sin cambios envía los mismos instantes', async () => {
    const enviados: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const metodo = init?.method ?? 'GET';
        if (metodo === 'PATCH') enviados.push(JSON.parse(String(init?.body)));
        const cuerpo = String(url).includes('/carrito/') ? carrito : [];
        return new Response(JSON.stringify(cuerpo), { status: 200 });
      }),
    );
    renderizar(
      <MemoryRouter>
        <VistaCarrito />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Desde' })).toHaveProperty(
      'textContent',
      '10/12/2026 14:00',
    );
    expect(screen.getByRole('button', { name: 'Hasta' }).textContent).toBe('10/12/2026 18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar horario' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      entrega_desde: '2026-12-10T17:00:00.000Z',
      entrega_hasta: '2026-12-10T21:00:00.000Z',
    });
  });
});
