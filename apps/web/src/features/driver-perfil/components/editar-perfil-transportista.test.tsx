import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iniciarSesion, reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { EditarPerfilTransportista } from './editar-perfil-transportista';
import { ficha } from './ficha-transportista.fixture';

const json = (cuerpo: unknown, status = 200) => new Response(JSON.stringify(cuerpo), { status });
const ciudades = [
  { id: 1, nombre: 'Asunción', departamento: 'Capital' },
  { id: 2, nombre: 'Luque', departamento: 'Central' },
];

describe('EditarPerfilTransportista: un formulario', () => {
  beforeEach(() => {
    iniciarSesion({ ...usuarioDemo, transportista: true, transportista_id: 7, token: 't' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reiniciarSesion();
  });

  it('«Guardar» envía el formulario: sin ciudades avisa, con ciudades guarda y vuelve', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/ciudad/')) return json(ciudades);
      if (init?.method === 'PATCH') return json(ficha({ ciudades: [1] }));
      return json(ficha({ ciudades: [1] }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const alGuardar = vi.fn();
    renderizar(
      <MemoryRouter>
        <EditarPerfilTransportista alGuardar={alGuardar} />
      </MemoryRouter>,
    );
    const guardar = await screen.findByRole('button', { name: 'Guardar' });
    expect(guardar.getAttribute('type')).toBe('submit');
    const formulario = guardar.closest('form');
    expect(formulario).not.toBeNull();

    // Con la ciudad que ya tenía, guardar la manda en el cuerpo.
    await screen.findAllByText('Asunción');
    fireEvent.submit(formulario as HTMLFormElement);
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect((patch?.[1]?.body as FormData).get('ciudades')).toBe('1');

    // Sin ciudades no envía: avisa en el campo.
    const llamadas = fetchMock.mock.calls.length;
    const quitar = screen.getAllByRole('button', { hidden: true }).find((b) =>
      b.closest('.mantine-Pill-root'),
    );
    expect(quitar).toBeDefined();
    fireEvent.click(quitar as HTMLElement);
    fireEvent.submit(formulario as HTMLFormElement);
    expect(await screen.findByText('Elija al menos una ciudad.')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(llamadas);
  });
});
