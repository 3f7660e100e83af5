import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enterAlSiguienteCampo } from './enter-siguiente';

function Formulario({ alEnviar, enviando = false }: { alEnviar: () => void; enviando?: boolean }) {
  return (
    <form
      onKeyDown={(evento) => enterAlSiguienteCampo(evento.nativeEvent)}
      onSubmit={(evento) => {
        evento.preventDefault();
        alEnviar();
      }}
    >
      <input aria-label="uno" />
      <input aria-label="oculto" type="hidden" />
      <input aria-label="deshabilitado" disabled />
      <input aria-label="solo lectura" readOnly />
      <input aria-label="fuera de la tabulación" tabIndex={-1} />
      <input aria-label="casilla" type="checkbox" />
      <input aria-label="archivo" type="file" />
      <input aria-label="lista" readOnly aria-haspopup="listbox" />
      <textarea aria-label="nota" />
      <input aria-label="dos" type="email" />
      <button type="button">Ver</button>
      <button type="submit" disabled={enviando}>
        Guardar
      </button>
    </form>
  );
}

const enter = (etiqueta: string, extra: KeyboardEventInit = {}) =>
  fireEvent.keyDown(screen.getByLabelText(etiqueta), { key: 'Enter', ...extra });

describe('enterAlSiguienteCampo', () => {
  it('salta lo oculto, deshabilitado, de sólo lectura, casillas y archivos; no el Select ni el área de texto', () => {
    const alEnviar = vi.fn();
    render(<Formulario alEnviar={alEnviar} />);
    expect(enter('uno')).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('lista'));
    enter('lista');
    expect(document.activeElement).toBe(screen.getByLabelText('nota'));
    expect(alEnviar).not.toHaveBeenCalled();
    enter('dos');
    expect(alEnviar).toHaveBeenCalledOnce();
  });

  it('con el botón de enviar deshabilitado (guardando) no vuelve a enviar', () => {
    const alEnviar = vi.fn();
    render(<Formulario alEnviar={alEnviar} enviando />);
    expect(enter('dos')).toBe(false);
    expect(alEnviar).not.toHaveBeenCalled();
  });

  it('deja la tecla al navegador con modificadores, al componer (IME), en una casilla o fuera del orden', () => {
    render(<Formulario alEnviar={vi.fn()} />);
    screen.getByLabelText('uno').focus();
    expect(enter('uno', { shiftKey: true })).toBe(true);
    expect(enter('uno', { ctrlKey: true })).toBe(true);
    expect(enter('uno', { isComposing: true })).toBe(true);
    expect(enter('uno', { keyCode: 229 })).toBe(true);
    expect(enter('casilla')).toBe(true);
    expect(enter('solo lectura')).toBe(true);
    expect(fireEvent.keyDown(screen.getByLabelText('uno'), { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('uno'));
  });
});
