import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../shared/test/renderizar';
import { FormularioDireccion } from './formulario-direccion';

const json = (cuerpo: unknown) => new Response(JSON.stringify(cuerpo), { status: 200 });

const sugerencia = (label: string) => ({
  value: label,
  label,
  tipo: 'calle' as const,
  ciudad: null,
  ciudad_nombre: 'Asunción',
  ubicacion: '-25.28,-57.63',
  distancia_m: null,
});

/** Stub de fetch: cada búsqueda de calles espera a que la prueba la responda. */
function apiConBusquedasPendientes() {
  const pendientes = new Map<string, (r: Response) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/info-calle/')) {
        const { search } = JSON.parse(String(init?.body)) as { search: string };
        return new Promise<Response>((responder) => pendientes.set(search, responder));
      }
      return json([]);
    }),
  );
  return pendientes;
}

const respuesta = (...labels: string[]) =>
  json({
    calle_principal: null,
    calle_secundaria: null,
    ciudad: null,
    ciudad_nombre: null,
    ubicacion: null,
    resultados: labels.map(sugerencia),
  });

describe('FormularioDireccion: buscador de calles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('una respuesta anterior que llega tarde no reemplaza las sugerencias de la última búsqueda', async () => {
    const pendientes = apiConBusquedasPendientes();
    renderizar(<FormularioDireccion alGuardar={vi.fn()} />);
    const caja = screen.getByRole('combobox', { name: 'Buscar calle o lugar' });
    fireEvent.focus(caja);
    fireEvent.change(caja, { target: { value: 'Avenida Esp' } });
    await waitFor(() => expect(pendientes.has('Avenida Esp')).toBe(true));
    fireEvent.change(caja, { target: { value: 'Mcal López' } });
    await waitFor(() => expect(pendientes.has('Mcal López')).toBe(true));

    pendientes.get('Mcal López')?.(respuesta('Mariscal López, Asunción'));
    const opcion = { name: 'Mariscal López, Asunción', hidden: true };
    expect(await screen.findByRole('option', opcion)).toBeTruthy();
    pendientes.get('Avenida Esp')?.(respuesta('Avenida España, Asunción'));
    // Deja que la respuesta vieja termine de procesarse.
    await new Promise((listo) => setTimeout(listo, 50));
    expect(
      screen.queryByRole('option', { name: 'Avenida España, Asunción', hidden: true }),
    ).toBeNull();
    expect(screen.getByRole('option', opcion)).toBeTruthy();
  });
});
