import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_CONTABILIDAD } from '@nemu/domain';
import { renderizar } from '../../../shared/test/renderizar';
import { DevolucionCliente } from './balance';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const fondo = {
  id: 3,
  nombre: 'Banco Itaú',
  tipo: 'banco',
  banco: 'Itaú',
  numero_cuenta: '123',
  moneda: 'PYG',
};

describe('DevolucionCliente (ADR 026)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('envía pedido, cuenta, monto y referencia; muestra el error del monto que excede lo adeudado', async () => {
    const enviados: unknown[] = [];
    let fondosLeidos = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/fund-accounts/')) {
          fondosLeidos = true;
          return json([fondo]);
        }
        if (url.includes('/devolucion-cliente/')) {
          enviados.push(JSON.parse(String(init?.body)));
          return json({ monto: [MENSAJES_CONTABILIDAD.devolucionExcedeSaldo] }, 400);
        }
        return json({}, 404);
      }),
    );
    renderizar(<DevolucionCliente />);
    fireEvent.change(screen.getByLabelText('Pedido N.º'), { target: { value: '58' } });
    fireEvent.change(screen.getByLabelText('Monto'), { target: { value: '200.001' } });
    fireEvent.change(screen.getByLabelText('Referencia'), {
      target: { value: 'Transferencia 123' },
    });
    // Sin cuenta de fondos no se envía.
    fireEvent.click(screen.getByRole('button', { name: 'Registrar devolución' }));
    expect(await screen.findByText('Elija la cuenta desde la que se devuelve.')).toBeTruthy();
    expect(enviados).toHaveLength(0);

    await waitFor(() => expect(fondosLeidos).toBe(true));
    fireEvent.click(screen.getByRole('combobox', { name: 'Cuenta de fondos' }));
    // Mantine deja la lista con su transición de entrada: la opción existe pero no es «visible».
    fireEvent.click(await screen.findByRole('option', { name: 'Banco Itaú', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar devolución' }));
    expect(await screen.findByText(MENSAJES_CONTABILIDAD.devolucionExcedeSaldo)).toBeTruthy();
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      pedido: 58,
      fund_account: 3,
      monto: 200_001,
      referencia: 'Transferencia 123',
    });
  });
});
