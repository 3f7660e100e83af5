import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { CampoDocumento } from './campo-documento';

// La compresión real necesita un navegador; aquí cada archivo elegido espera a que la prueba la
// termine, en el orden que quiera.
const pendientes = new Map<string, (f: File) => void>();
vi.mock('../imagenes/comprimir-imagen', () => ({
  comprimirImagen: (archivo: File) =>
    new Promise<File>((listo) => pendientes.set(archivo.name, listo)),
}));

const pdf = (nombre: string) => new File(['%PDF-1.4'], nombre, { type: 'application/pdf' });

function elegir(archivo: File) {
  fireEvent.change(screen.getByLabelText('Póliza de seguro'), { target: { files: [archivo] } });
}

async function terminar(nombre: string) {
  await act(async () => pendientes.get(nombre)?.(pdf(`${nombre} (listo)`)));
}

/** El campo vacío, con espías en sus dos avisos. */
function montar() {
  const alCambiar = vi.fn<(archivo: File | null) => void>();
  const alPreparar = vi.fn();
  renderizar(
    <CampoDocumento
      etiqueta="Póliza de seguro"
      valor={null}
      alCambiar={alCambiar}
      alPreparar={alPreparar}
    />,
  );
  return { alCambiar, alPreparar };
}

describe('CampoDocumento', () => {
  afterEach(() => pendientes.clear());

  it('mientras prepara el archivo lo dice y avisa; al terminar entrega el archivo listo', async () => {
    const { alCambiar, alPreparar } = montar();
    elegir(pdf('poliza.pdf'));
    expect(screen.getByRole('status').textContent).toBe('Preparando el archivo…');
    expect(alPreparar.mock.calls).toEqual([[true]]);
    expect(alCambiar).not.toHaveBeenCalled();

    await terminar('poliza.pdf');
    expect(screen.queryByRole('status')).toBeNull();
    expect(alPreparar.mock.calls).toEqual([[true], [false]]);
    expect(alCambiar.mock.calls.map(([f]) => f?.name)).toEqual(['poliza.pdf (listo)']);
  });

  it('si se eligen dos archivos seguidos, el primero que termina tarde no pisa al segundo', async () => {
    const { alCambiar, alPreparar } = montar();
    elegir(pdf('vieja.pdf'));
    elegir(pdf('nueva.pdf'));
    await terminar('nueva.pdf');
    await terminar('vieja.pdf');
    expect(alCambiar.mock.calls.map(([f]) => f?.name)).toEqual(['nueva.pdf (listo)']);
    expect(alPreparar.mock.calls.at(-1)).toEqual([false]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
