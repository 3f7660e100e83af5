import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@nemu/domain';
import { obtenerToken } from '../../../shared/sesion/sesion.store';
import { renderizar } from '../../../shared/test/renderizar';
import { usuarioDemo } from '../../../shared/test/usuario-demo';
import { FormularioRegistro } from './formulario-registro';

function responder(status: number, cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status }));
}

function escribir(etiqueta: string | RegExp, valor: string): void {
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
}

function completar(): void {
  escribir(/^Nombre/, 'Lucía');
  escribir(/^Apellido/, 'Giménez');
  escribir(/^Correo electrónico/, 'lucia@correo.com.py');
  escribir(/^Contraseña/, 'clave-segura-1');
  escribir(/^Teléfono celular/, '0981 222 333');
}

// Formulario largo (DateInput, Select): en CI cargado cada caso tarda varios segundos.
describe('FormularioRegistro', { timeout: 15_000 }, () => {
  const alRegistrar = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    localStorage.clear();
    alRegistrar.mockReset();
    renderizar(<FormularioRegistro alRegistrar={alRegistrar} />);
  });

  it('valida antes de enviar: obligatorios y contraseña corta', async () => {
    escribir(/^Contraseña/, 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(MENSAJES.passwordMuyCorta)).toBeTruthy();
    expect(screen.getAllByText(MENSAJES.campoRequerido).length).toBeGreaterThanOrEqual(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('empresa: pide RUC válido y razón social', async () => {
    fireEvent.click(screen.getByText('Empresa'));
    completar();
    escribir(/^RUC de la empresa/, '80012345-6');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(MENSAJES.rucInvalido)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('muestra bajo cada campo los errores del 400', async () => {
    responder(400, { email: [MENSAJES.emailEnUso], nro_documento: [MENSAJES.documentoEnUso] });
    completar();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(MENSAJES.emailEnUso)).toBeTruthy();
    expect(screen.getByText(MENSAJES.documentoEnUso)).toBeTruthy();
    expect(alRegistrar).not.toHaveBeenCalled();
  });

  it('envía multipart con las ofertas sólo si se marcan e inicia la sesión', async () => {
    responder(201, { ...usuarioDemo, token: 'tok-nuevo' });
    completar();
    fireEvent.click(screen.getByLabelText('Quiero recibir ofertas por correo'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(alRegistrar).toHaveBeenCalled());
    expect(obtenerToken()).toBe('tok-nuevo');
    const [url, opciones] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/registro-cliente/');
    const cuerpo = opciones?.body as FormData;
    expect(cuerpo).toBeInstanceOf(FormData);
    expect(cuerpo.get('recibir_ofertas')).toBe('true');
    expect(cuerpo.get('nro_telefono')).toBe('0981 222 333');
    expect(cuerpo.get('empresa_ruc')).toBeNull();
  });
});
