import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useUltimo } from './use-ultimo';

describe('useUltimo', () => {
  it('un oyente registrado una vez llama al manejador del último render', () => {
    const llamadas: string[] = [];
    let disparar = (): void => undefined;
    function Oyente({ nombre }: { nombre: string }) {
      const ultimo = useUltimo(() => llamadas.push(nombre));
      useEffect(() => {
        disparar = () => ultimo.current();
      }, [ultimo]);
      return null;
    }
    const { rerender } = render(<Oyente nombre="primero" />);
    act(() => disparar());
    rerender(<Oyente nombre="segundo" />);
    act(() => disparar());
    expect(llamadas).toEqual(['primero', 'segundo']);
  });
});
