import { MENSAJES, MENSAJES_TRANSPORTISTAS } from '@nemu/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { RegistroTransportista } from './registro-transportista';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

/** Como la raíz de la app: Enter pasa al siguiente campo y, en el último, envía (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

describe('RegistroTransportista: un formulario por pasos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('«Siguiente» envía el formulario (valida el paso); Enter en la fecha también', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/aceptar-contrato/') ? json({ ok: true }) : json([]),
      ),
    );
    renderizar(
      <ConEnter>
        <RegistroTransportista alRegistrar={vi.fn()} />
      </ConEnter>,
    );
    const siguiente = screen.getByRole('button', { name: 'Siguiente' });
    expect(siguiente.getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Atrás' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Aceptar contrato' }).getAttribute('type')).toBe(
      'button',
    );

    // Sin el contrato aceptado no avanza.
    fireEvent.click(siguiente);
    expect(
      await screen.findByText(MENSAJES_TRANSPORTISTAS.contratoTransportistaSinAceptar),
    ).toBeTruthy();
    expect(screen.getByText(/Paso 1 de 5/)).toBeTruthy();

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Leí el contrato y acepto sus condiciones' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar contrato' }));
    expect(await screen.findByText(/Contrato aceptado el/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Paso 2 de 5/)).toBeTruthy();

    // Enter en el único campo de texto del paso lo envía: faltan los documentos, no avanza.
    const vence = screen.getByLabelText(/Vencimiento del registro de conducir/);
    vence.focus();
    fireEvent.keyDown(vence, { key: 'Enter', code: 'Enter' });
    expect((await screen.findAllByText(MENSAJES.archivoRequerido)).length).toBe(2);
    expect(screen.getByText(/Paso 2 de 5/)).toBeTruthy();
    // Recorre dos pasos con sus renders: más que el plazo por omisión en una máquina cargada.
  }, 20_000);
});
