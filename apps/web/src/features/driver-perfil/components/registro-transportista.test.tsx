import { MENSAJES, MENSAJES_TRANSPORTISTAS } from '@nemu/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { RegistroTransportista } from './registro-transportista';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });
const pdf = (nombre: string) => new File(['%PDF-1.4'], nombre, { type: 'application/pdf' });

// Cada documento elegido queda "preparándose" hasta que la prueba lo termina.
const pendientes = new Map<string, (f: File) => void>();
vi.mock('../../../shared/imagenes/comprimir-imagen', () => ({
  comprimirImagen: (archivo: File) =>
    new Promise<File>((listo) => pendientes.set(archivo.name, listo)),
}));

/** Como la raíz de la app: Enter pasa al siguiente campo y, en el último, envía (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

describe('RegistroTransportista: un formulario por pasos', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    pendientes.clear();
  });

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

  it('no avanza mientras un documento se prepara, ni lo da por faltante', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/aceptar-contrato/') ? json({ ok: true }) : json([]),
      ),
    );
    renderizar(<RegistroTransportista alRegistrar={vi.fn()} />);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Leí el contrato y acepto sus condiciones' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar contrato' }));
    await screen.findByText(/Contrato aceptado el/);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText(/Paso 2 de 5/);

    fireEvent.change(screen.getByLabelText('Registro de conducir (frente)'), {
      target: { files: [pdf('frente.pdf')] },
    });
    const siguiente = screen.getByRole('button', { name: 'Siguiente' });
    expect(siguiente).toHaveProperty('disabled', true);

    await act(async () => pendientes.get('frente.pdf')?.(pdf('frente.pdf')));
    expect(siguiente).toHaveProperty('disabled', false);
    fireEvent.click(siguiente);
    // Faltan el dorso y el vencimiento; el frente ya está.
    await waitFor(() => expect(screen.getAllByText(MENSAJES.archivoRequerido)).toHaveLength(1));
    expect(screen.getByText(MENSAJES.campoRequerido)).toBeTruthy();
    expect(screen.getByText('frente.pdf')).toBeTruthy();
    expect(screen.getByText(/Paso 2 de 5/)).toBeTruthy();
  }, 20_000);
});
