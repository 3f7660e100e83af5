import { Select, TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../test/renderizar';
import { useEnterAlSiguiente } from './use-enter-siguiente';

// jsdom no trae scrollIntoView, que la lista del Select usa al marcar una opción.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

function Pantalla({ alEnviar }: { alEnviar: () => void }) {
  useEnterAlSiguiente();
  return (
    <>
      <form
        onSubmit={(evento) => {
          evento.preventDefault();
          alEnviar();
        }}
      >
        <TextInput label="Nombre" />
        <Select label="Ciudad" data={['Asunción', 'Luque']} searchable />
        <textarea aria-label="Nota" />
        <input
          aria-label="Código"
          onKeyDown={(evento) => {
            if (evento.key === 'Enter') evento.preventDefault();
          }}
        />
        <TextInput label="Teléfono" />
      </form>
      <input aria-label="Fuera del formulario" />
    </>
  );
}

function montar() {
  const alEnviar = vi.fn();
  renderizar(<Pantalla alEnviar={alEnviar} />);
  return alEnviar;
}

// Por etiqueta, sólo campos: la lista del Select también se llama «Ciudad».
const campo = (etiqueta: string) =>
  screen.getByLabelText(etiqueta, { selector: 'input, textarea' });

const enter = (etiqueta: string) =>
  fireEvent.keyDown(campo(etiqueta), { key: 'Enter', code: 'Enter' });

describe('Enter pasa al siguiente campo en cualquier formulario', () => {
  it('Enter lleva al siguiente campo y en el último envía el formulario', () => {
    const alEnviar = montar();
    campo('Nombre').focus();
    expect(enter('Nombre')).toBe(false);
    expect(document.activeElement).toBe(campo('Ciudad'));
    enter('Código');
    expect(alEnviar).not.toHaveBeenCalled();
    campo('Teléfono').focus();
    enter('Teléfono');
    expect(alEnviar).toHaveBeenCalledOnce();
  });

  it('en un área de texto Enter sigue siendo un salto de línea', () => {
    montar();
    campo('Nota').focus();
    expect(enter('Nota')).toBe(true);
    expect(document.activeElement).toBe(campo('Nota'));
  });

  it('respeta la tecla que otro ya usó: no pasa al siguiente campo', () => {
    const alEnviar = montar();
    campo('Código').focus();
    enter('Código');
    expect(document.activeElement).toBe(campo('Código'));
    expect(alEnviar).not.toHaveBeenCalled();
  });

  it('el Select de Mantine elige la opción con Enter y recién después pasa al siguiente', async () => {
    montar();
    const ciudad = campo('Ciudad');
    ciudad.focus();
    fireEvent.click(ciudad);
    // Al abrirse, el Select busca su opción activa en un temporizador: se lo deja correr.
    await act(() => new Promise((listo) => setTimeout(listo, 0)));
    fireEvent.keyDown(ciudad, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(enter('Ciudad')).toBe(false);
    expect(ciudad).toHaveProperty('value', 'Asunción');
    expect(document.activeElement).toBe(ciudad);
    enter('Ciudad');
    expect(document.activeElement).toBe(campo('Nota'));
  });

  it('fuera de un formulario no hace nada', () => {
    montar();
    const suelto = campo('Fuera del formulario');
    suelto.focus();
    expect(enter('Fuera del formulario')).toBe(true);
    expect(document.activeElement).toBe(suelto);
  });
});
