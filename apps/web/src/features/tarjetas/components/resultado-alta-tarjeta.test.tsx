import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { capasMontadas } from '../../../shared/ui/capas';
import { ResultadoAltaTarjeta } from './resultado-alta-tarjeta';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

const tarjeta = (card_id: string, predeterminada: boolean) => ({
  card_id,
  alias_token: null,
  card_masked_number: '5418 63** **** 1234',
  expiration_date: '08/29',
  card_brand: 'Mastercard',
  card_type: 'credit',
  exists: true,
  default: predeterminada,
});

/** Stub de fetch: la configuración, la lista y el PATCH que la prueba responde cuando quiere. */
function apiDeTarjetas() {
  const cambio: { responder?: (r: Response) => void } = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const ruta = String(url);
      if (ruta.includes('/pagos/configuracion/'))
        return json({ proveedor: 'sandbox', checkout_js: null, efectivo: false });
      if (init?.method === 'PATCH')
        return new Promise<Response>((responder) => (cambio.responder = responder));
      return json({ tarjetas: [tarjeta('7', true), tarjeta('9', false)] });
    }),
  );
  return cambio;
}

describe('ResultadoAltaTarjeta', () => {
  beforeAll(() => capasMontadas());
  afterEach(() => vi.unstubAllGlobals());

  it('predeterminar espera la respuesta (sin segundo envío) y avisa si falló', async () => {
    const cambio = apiDeTarjetas();
    renderizar(
      <MemoryRouter>
        <Notifications />
        <ResultadoAltaTarjeta cardId="9" resultado="ok" />
      </MemoryRouter>,
    );
    const boton = await screen.findByRole('button', { name: 'Predeterminar' });
    fireEvent.click(boton);
    await waitFor(() => expect(boton).toHaveProperty('disabled', true));
    fireEvent.click(boton);
    expect(vi.mocked(fetch).mock.calls.filter(([, i]) => i?.method === 'PATCH')).toHaveLength(1);

    cambio.responder?.(json({ detail: 'falla' }, 500));
    expect(
      await screen.findByText(
        'Ocurrió un error al predeterminar la tarjeta, vuelva a intentar en unos momentos',
      ),
    ).toBeTruthy();
    expect(boton).toHaveProperty('disabled', false);
  });
});
