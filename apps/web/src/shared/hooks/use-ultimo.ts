import { useEffect, useRef, type RefObject } from 'react';

/**
 * Referencia al último valor de cada render: un oyente registrado una sola vez (un evento en vivo,
 * un clic de mapa) llama siempre a la versión actual del manejador sin volver a registrarse.
 */
export function useUltimo<T>(valor: T): RefObject<T> {
  const ref = useRef(valor);
  useEffect(() => {
    ref.current = valor;
  });
  return ref;
}
