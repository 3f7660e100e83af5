import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MENSAJES } from '@nemu/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { AdminReportes } from './reportes';

/** Stub de fetch y del enlace de descarga: guarda los cuerpos de las descargas pedidas. */
function stubDescargas() {
  const cuerpos: unknown[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      cuerpos.push(JSON.parse(String(init?.body)));
      return new Response(new Blob(['xlsx']), { status: 200 });
    }),
  );
  return cuerpos;
}

function escribirFecha(etiqueta: string, valor: string) {
  const campo = screen.getByLabelText(etiqueta);
  fireEvent.change(campo, { target: { value: valor } });
  fireEvent.blur(campo);
}

describe('/admin/reportes: «Desde» y «Hasta» incluidos', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('del 01/12 al 05/12 pide al API lo posterior al 30/11 y anterior al 06/12', async () => {
    const cuerpos = stubDescargas();
    renderizar(<AdminReportes />);
    escribirFecha('Desde', '01/12/2026');
    escribirFecha('Hasta', '05/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar XLSX' }));
    await waitFor(() => expect(cuerpos).toHaveLength(1));
    expect(cuerpos[0]).toEqual({
      tipo: 'pedidos',
      filtros: { fecha__gt: '2026-11-30', fecha__lt: '2026-12-06' },
    });
  });

  it('con «Hasta» antes de «Desde» lo señala y no descarga', async () => {
    const cuerpos = stubDescargas();
    renderizar(<AdminReportes />);
    escribirFecha('Desde', '05/12/2026');
    escribirFecha('Hasta', '01/12/2026');
    expect(await screen.findByText(MENSAJES.rangoFechasInvalido)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar XLSX' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(cuerpos).toHaveLength(0);
  });
});
