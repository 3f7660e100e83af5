import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@nemu/domain';
import { renderizar } from '../../../shared/test/renderizar';
import { FormularioDatoFacturacion } from './formulario-dato-facturacion';

function responder(status: number, cuerpo: unknown): void {
  vi.mocked(fetch).mockResolvedValueOnce(new Response(JSON.stringify(cuerpo), { status }));
}

describe('FormularioDatoFacturacion', () => {
  const alGuardar = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    alGuardar.mockReset();
    renderizar(<FormularioDatoFacturacion alGuardar={alGuardar} />);
  });

  it('un dígito verificador incorrecto se marca sin consultar la API', async () => {
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '80028061-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(MENSAJES.rucInvalido)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Consultar trae la razón social y Guardar crea con POST', async () => {
    responder(200, { ruc: '80028061-0', razon_social: 'EMPRESA S.A.', estado: 'ACTIVO' });
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '800280610' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Razón social/) as HTMLInputElement).value).toBe(
        'EMPRESA S.A.',
      ),
    );
    responder(201, { id: 5, ruc: '80028061-0', razon_social: 'EMPRESA S.A.', default: true });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(alGuardar).toHaveBeenCalledWith(expect.objectContaining({ id: 5, ruc: '80028061-0' })),
    );
    const [url, opciones] = vi.mocked(fetch).mock.calls[1] ?? [];
    expect(url).toBe('/api/datos-facturacion/');
    expect(opciones?.method).toBe('POST');
  });

  it('al salir de un RUC válido con la razón social vacía, la consulta sola', async () => {
    responder(200, { ruc: '80028061-0', razon_social: 'EMPRESA S.A.', estado: 'ACTIVO' });
    const ruc = screen.getByLabelText(/^RUC/);
    fireEvent.change(ruc, { target: { value: '80028061-0' } });
    fireEvent.blur(ruc);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Razón social/) as HTMLInputElement).value).toBe(
        'EMPRESA S.A.',
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('si la consulta falla, lo escrito se conserva', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'MI EMPRESA' } });
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '80028061-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText(/^RUC/) as HTMLInputElement).value).toBe('80028061-0');
    expect((screen.getByLabelText(/^Razón social/) as HTMLInputElement).value).toBe('MI EMPRESA');
  });

  it('RUC válido pero desconocido: pide escribir la razón social', async () => {
    responder(404, { detail: MENSAJES.rucNoEncontrado });
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '80028061-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(
      await screen.findByText(`${MENSAJES.rucNoEncontrado} Escriba la razón social.`),
    ).toBeTruthy();
  });

  it('si el RUC cambia mientras se consulta, la respuesta no pisa lo escrito', async () => {
    let responderConsulta = (_r: Response): void => undefined;
    vi.mocked(fetch).mockReturnValueOnce(
      new Promise<Response>((listo) => (responderConsulta = listo)),
    );
    const ruc = screen.getByLabelText(/^RUC/) as HTMLInputElement;
    fireEvent.change(ruc, { target: { value: '80028061-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.change(ruc, { target: { value: '1234567-9' } });
    responderConsulta(
      new Response(
        JSON.stringify({ ruc: '80028061-0', razon_social: 'EMPRESA S.A.', estado: 'ACTIVO' }),
        { status: 200 },
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Consultar' })).toHaveProperty('disabled', false),
    );
    expect(ruc.value).toBe('1234567-9');
    expect((screen.getByLabelText(/^Razón social/) as HTMLInputElement).value).toBe('');
  });
});
