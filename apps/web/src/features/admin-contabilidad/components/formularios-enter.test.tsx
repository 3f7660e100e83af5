import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnterAlSiguiente } from '../../../shared/hooks/use-enter-siguiente';
import { renderizar } from '../../../shared/test/renderizar';
import { AdminReportes } from './reportes';
import { TimbradosPropios } from './timbrados';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });

/** Stub de fetch: las lecturas vacías; las escrituras, `escritura`. */
function stubApi(escritura: () => Response) {
  const escrituras: { url: string; cuerpo: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return json([]);
      escrituras.push({ url: String(url), cuerpo: JSON.parse(String(init?.body)) });
      return escritura();
    }),
  );
  return escrituras;
}

/** Como la raíz de la app: Enter pasa al siguiente campo (§2). */
function ConEnter({ children }: { children: ReactNode }) {
  useEnterAlSiguiente();
  return children;
}

const enter = (campo: HTMLElement) => fireEvent.keyDown(campo, { key: 'Enter', code: 'Enter' });

describe('formularios de contabilidad: Enter pasa al siguiente campo (§2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('timbrados: Enter en el número lleva al documento y «Guardar timbrado» envía', async () => {
    const escrituras = stubApi(() => json({ numero: ['Debe tener 8 dígitos.'] }, 400));
    renderizar(
      <ConEnter>
        <TimbradosPropios />
      </ConEnter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar timbrado' }));
    const numero = screen.getByRole('textbox', { name: 'Número de timbrado' });
    fireEvent.change(numero, { target: { value: '123' } });
    numero.focus();
    enter(numero);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Documento' }));
    expect(escrituras).toHaveLength(0);

    const guardar = screen.getByRole('button', { name: 'Guardar timbrado' });
    expect(guardar.getAttribute('type')).toBe('submit');
    expect(screen.getByRole('button', { name: 'Cancelar' }).getAttribute('type')).toBe('button');
    fireEvent.click(guardar);
    expect(await screen.findByText('Debe tener 8 dígitos.')).toBeTruthy();
    expect(escrituras).toHaveLength(1);
    expect(escrituras[0]?.url).toContain('/timbrado/');
    expect(escrituras[0]?.cuerpo).toMatchObject({ numero: '123', tipo_documento: 1 });
  });

  it('reportes: Enter pasa de una fecha a la otra y, en la última, aplica los filtros (descarga)', async () => {
    const escrituras = stubApi(() => json({}, 500));
    renderizar(
      <ConEnter>
        <AdminReportes />
      </ConEnter>,
    );
    const desde = screen.getByLabelText('Desde');
    const hasta = screen.getByLabelText('Hasta');
    desde.focus();
    enter(desde);
    expect(document.activeElement).toBe(hasta);
    expect(escrituras).toHaveLength(0);
    enter(hasta);
    await waitFor(() => expect(escrituras).toHaveLength(1));
    expect(escrituras[0]?.url).toContain('/exportar-reporte/');
    expect(escrituras[0]?.cuerpo).toMatchObject({ tipo: 'pedidos' });
  });
});
