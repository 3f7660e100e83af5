import { ModalsProvider } from '@mantine/modals';
import type { DetalleFactura } from '@nemu/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { DetalleFacturaAdmin } from './facturas';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const documento = (id: number, tipo_documento: number, numero: string): DetalleFactura => ({
  id,
  tipo: 10,
  tipo_documento,
  numero,
  timbrado: '12345678',
  timbrado_inicio: null,
  timbrado_fin: null,
  fecha: '2026-11-24T12:00:00.000Z',
  condicion: 'contado',
  emisor_ruc: '80000000-1',
  emisor_razon_social: 'Ñemu S.A.',
  receptor_ruc: null,
  receptor_razon_social: 'Rocío Acosta',
  persona_id: 3,
  pedido: 58,
  factura_asociada: tipo_documento === 5 ? 5 : null,
  subtotal_exenta: 0,
  subtotal_5: 0,
  subtotal_10: 110_000,
  iva_5: 0,
  iva_10: 10_000,
  total: 110_000,
  cobrado: 0,
  electronica: false,
  cdc: null,
  anulada: false,
  items: [],
  sifen: null,
  reembolso: null,
});

const factura = documento(5, 1, '001-001-0000005');
const nota = documento(9, 5, '001-002-0000001');

/** Monta el detalle de la factura en /admin/factura/cliente/{id} con su router. */
function montar(id: number) {
  const router = createMemoryRouter(
    [{ path: '/admin/factura/cliente/:id', element: <DetalleFacturaAdmin /> }],
    { initialEntries: [`/admin/factura/cliente/${id}`] },
  );
  renderizar(
    <ModalsProvider>
      <RouterProvider router={router} />
    </ModalsProvider>,
  );
  return router;
}

describe('DetalleFacturaAdmin: reembolso', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('reembolsa el pedido de la factura y lleva a la nota de crédito emitida', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/reembolso/') && init?.method === 'POST') {
          return json({ pedido: 58, nota_credito: nota, a_devolver: 0 }, 201);
        }
        if (url.endsWith('/factura/5/')) return json(factura);
        if (url.endsWith('/factura/9/')) return json(nota);
        return json({}, 404);
      }),
    );
    const router = montar(5);

    expect(await screen.findByRole('heading', { name: 'Factura 001-001-0000005' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar pedido' }));
    fireEvent.change(screen.getByLabelText('Motivo del reembolso'), {
      target: { value: 'Producto dañado' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reembolsar el pedido #58' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));

    expect(
      await screen.findByRole('heading', { name: 'Nota de crédito 001-002-0000001' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/factura/cliente/9');
    // Una nota de crédito no se reembolsa.
    expect(screen.queryByRole('button', { name: 'Reembolsar pedido' })).toBeNull();
  });

  it('una factura cuyo pedido ya se reembolsó dice cuándo, enlaza su nota de crédito y no ofrece reembolsarlo otra vez', async () => {
    // Reembolsado el 24/11/2026 a las 12:00 de Asunción.
    const reembolsada: DetalleFactura = {
      ...factura,
      reembolso: {
        fecha: '2026-11-24T15:00:00.000Z',
        nota_credito: { id: 9, numero: '001-002-0000001' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/factura/5/')) return json(reembolsada);
        if (url.endsWith('/factura/9/')) return json(nota);
        return json({}, 404);
      }),
    );
    const router = montar(5);

    expect(await screen.findByRole('heading', { name: 'Factura 001-001-0000005' })).toBeTruthy();
    expect(screen.getByTestId('factura-reembolsada').textContent).toBe('Reembolsado el 24/11/2026');
    expect(screen.queryByRole('button', { name: 'Reembolsar pedido' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Nota de crédito 001-002-0000001' }));
    expect(
      await screen.findByRole('heading', { name: 'Nota de crédito 001-002-0000001' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/factura/cliente/9');
  });
});
