import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enterAlSiguienteCampo } from './enter-siguiente';

function Formulario({ alEnviar }: { alEnviar: () => void }) {
  return (
    <form
      onKeyDown={enterAlSiguienteCampo}
      onSubmit={(evento) => {
        evento.preventDefault();
        alEnviar();
      }}
    >
      <input aria-label="uno" />
      <input aria-label="oculto" type="hidden" />
      <input aria-label="deshabilitado" disabled />
      <input aria-label="dos" />
      <button type="button">Ver</button>
    </form>
  );
}

describe('enterAlSiguienteCampo', () => {
  it('Enter pasa al siguiente campo habilitado y en el último envía', () => {
    const alEnviar = vi.fn();
    render(<Formulario alEnviar={alEnviar} />);
    screen.getByLabelText('uno').focus();
    fireEvent.keyDown(screen.getByLabelText('uno'), { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('dos'));
    expect(alEnviar).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByLabelText('dos'), { key: 'Enter' });
    expect(alEnviar).toHaveBeenCalledOnce();
  });

  it('otras teclas no hacen nada', () => {
    const alEnviar = vi.fn();
    render(<Formulario alEnviar={alEnviar} />);
    screen.getByLabelText('uno').focus();
    fireEvent.keyDown(screen.getByLabelText('uno'), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('uno'));
  });
});
