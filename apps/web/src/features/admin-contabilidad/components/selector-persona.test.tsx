import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pagina } from '../../../shared/test/respuestas-api';
import { renderizar } from '../../../shared/test/renderizar';
import { SelectorPersona } from './comunes';

function Formulario() {
  const [persona, setPersona] = useState<number | null>(null);
  return (
    <>
      <SelectorPersona tipo={20} value={persona} onChange={setPersona} />
      <output>{persona ?? 'ninguna'}</output>
    </>
  );
}

describe('SelectorPersona', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('muestra el nombre elegido aunque la búsqueda siguiente no lo traiga', async () => {
    const busquedas: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const buscar = new URL(String(url), 'http://localhost').searchParams.get('search') ?? '';
        busquedas.push(buscar);
        // El servidor busca por una palabra: «Lácteos del Sur» no trae nada.
        return json(
          pagina(buscar.includes(' ') ? [] : [{ id: 7, razon_social: 'Lácteos del Sur' }]),
        );
      }),
    );
    renderizar(<Formulario />);
    const campo = screen.getByRole('combobox', { name: 'Proveedor' });
    fireEvent.click(campo);
    // Mantine deja la lista con su transición de entrada: la opción existe pero no es «visible».
    fireEvent.click(await screen.findByRole('option', { name: 'Lácteos del Sur', hidden: true }));
    expect(screen.getByRole('status').textContent).toBe('7');

    // Elegir pone el nombre en el campo, que busca de nuevo por ese texto (sin resultados).
    await waitFor(() => expect(busquedas).toContain('Lácteos del Sur'), { timeout: 2000 });
    // Tiempo para que llegue la respuesta vacía y la lista se actualice.
    await new Promise((r) => setTimeout(r, 50));
    expect(campo).toHaveProperty('value', 'Lácteos del Sur');
    expect(screen.queryByText('#7')).toBeNull();
  });
});
