import { useCallback, useRef } from 'react';

/**
 * Turnos de una operación asíncrona que se repite (una búsqueda, un archivo elegido): cada llamada
 * abre un turno nuevo y devuelve si sigue siendo el último. Una respuesta que llega tarde, de un
 * turno ya superado, no pisa lo que el usuario cambió después.
 */
export function useTurnoVigente(): () => () => boolean {
  const ultimo = useRef(0);
  return useCallback(() => {
    const turno = ++ultimo.current;
    return () => turno === ultimo.current;
  }, []);
}
