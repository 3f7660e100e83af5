import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { ESTILOS_BANCARD, type BancardGlobal } from '../bancard';
import { CONTENEDOR_BANCARD, PagoBancard } from './pago-bancard';

const SCRIPT =
  'https://vpos.infonet.com.py:8888/checkout/javascript/dist/bancard-checkout-4.0.0.js';

function responder(cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status: 200 }));
}

function bancardFalso(): BancardGlobal {
  return {
    Checkout: { createForm: vi.fn() },
    Cards: { createForm: vi.fn() },
    Zimple: { createForm: vi.fn() },
    destroy: vi.fn(),
  };
}

/** jsdom no descarga scripts: se busca la etiqueta y se simula su carga. */
async function scriptAgregado(): Promise<HTMLScriptElement> {
  let s: HTMLScriptElement | null = null;
  await waitFor(() => {
    s = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    expect(s).not.toBeNull();
  });
  return s!;
}

describe('PagoBancard', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
  });
  afterEach(() => {
    delete window.Bancard;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('con Bancard carga su JS desde el origen configurado y monta el checkout del process_id', async () => {
    responder({ proveedor: 'bancard', checkout_js: SCRIPT, efectivo: false });
    renderizar(<PagoBancard tipo="checkout" processId="ab*12-cd" volver={null} />);
    expect(screen.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeTruthy();
    const script = await scriptAgregado();
    const bancard = bancardFalso();
    window.Bancard = bancard;
    script.dispatchEvent(new Event('load'));
    await waitFor(() =>
      expect(bancard.Checkout.createForm).toHaveBeenCalledWith(CONTENEDOR_BANCARD, 'ab*12-cd', {
        styles: ESTILOS_BANCARD,
      }),
    );
    expect(document.getElementById(CONTENEDOR_BANCARD)).not.toBeNull();
    expect(bancard.Cards.createForm).not.toHaveBeenCalled();
  });

  it('el catastro monta Bancard.Cards y Zimple su propio formulario', async () => {
    const bancard = bancardFalso();
    window.Bancard = bancard;
    responder({ proveedor: 'bancard', checkout_js: SCRIPT, efectivo: false });
    const { unmount } = renderizar(<PagoBancard tipo="cards" processId="p1" volver={null} />);
    await waitFor(() => expect(bancard.Cards.createForm).toHaveBeenCalled());
    expect(vi.mocked(bancard.Cards.createForm).mock.calls[0]?.[1]).toBe('p1');
    unmount();
    expect(bancard.destroy).toHaveBeenCalled();

    responder({ proveedor: 'bancard', checkout_js: SCRIPT, efectivo: false });
    renderizar(<PagoBancard tipo="zimple" processId="p2" volver={null} />);
    await waitFor(() => expect(bancard.Zimple.createForm).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Pagar con Zimple' })).toBeTruthy();
  });

  it('si el script no carga (sin red) avisa y permite reintentar', async () => {
    responder({ proveedor: 'bancard', checkout_js: SCRIPT, efectivo: false });
    renderizar(<PagoBancard tipo="checkout" processId="p3" volver={null} />);
    (await scriptAgregado()).dispatchEvent(new Event('error'));
    expect(await screen.findByText('No pudimos cargar el formulario de Bancard')).toBeTruthy();
    screen.getByRole('button', { name: 'Reintentar' }).click();
    const otro = await scriptAgregado();
    const bancard = bancardFalso();
    window.Bancard = bancard;
    otro.dispatchEvent(new Event('load'));
    await waitFor(() => expect(bancard.Checkout.createForm).toHaveBeenCalled());
  });

  it('con el sandbox no carga ningún script externo', async () => {
    responder({ proveedor: 'sandbox', checkout_js: null, efectivo: false });
    renderizar(<PagoBancard tipo="checkout" processId="p4" volver={null} />);
    expect(await screen.findByText('Formulario no disponible')).toBeTruthy();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
