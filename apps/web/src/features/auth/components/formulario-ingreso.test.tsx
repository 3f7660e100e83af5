import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { obtenerToken } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { FormularioIngreso } from './formulario-ingreso';

function responder(status: number, cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status }));
}

function completarYEnviar(usuario: string, clave: string): void {
  fireEvent.change(screen.getByLabelText('Usuario o correo electrónico'), { target: { value: usuario } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: clave } });
  fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('FormularioIngreso', () => {
  const alIngresar = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    localStorage.clear();
    alIngresar.mockReset();
    renderizar(<FormularioIngreso alIngresar={alIngresar} />);
  });

  it('exige usuario y contraseña sin llamar a la API', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('inicia la sesión y avisa con el usuario', async () => {
    responder(200, { ...usuarioDemo, token: 'tok-1' });
    completarYEnviar('cliente', 'demo1234');
    await waitFor(() => expect(alIngresar).toHaveBeenCalledWith({ ...usuarioDemo, token: 'tok-1' }));
    expect(obtenerToken()).toBe('tok-1');
  });

  it('muestra el primer non_field_error', async () => {
    responder(400, { non_field_errors: ['Usuario o contraseña incorrectos.', 'otro'] });
    completarYEnviar('cliente', 'mala');
    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrectos.');
    expect(alIngresar).not.toHaveBeenCalled();
  });

  it('muestra los errores de campo del 400 bajo cada campo', async () => {
    responder(400, { username: ['No existe una cuenta con ese usuario.'] });
    completarYEnviar('nadie', 'demo1234');
    expect(await screen.findByText('No existe una cuenta con ese usuario.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('muestra el mensaje del servidor ante demasiados intentos (429)', async () => {
    responder(429, { detail: 'Demasiados intentos. Espere 60 segundos.' });
    completarYEnviar('cliente', 'mala');
    expect((await screen.findByRole('alert')).textContent).toBe('Demasiados intentos. Espere 60 segundos.');
  });

  it('avisa si no hay conexión', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    completarYEnviar('cliente', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toMatch(/No se pudo conectar/);
  });
});
