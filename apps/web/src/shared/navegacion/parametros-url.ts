import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Cambios a la URL: un valor vacío (`null`, `undefined` o `''`) borra el parámetro. */
export type CambiosUrl = Partial<Record<string, string | number | null>>;

export interface OpcionesCambioUrl {
  /** Volver a la página 1 si el cambio no fija `page` (por defecto sí). */
  reiniciarPagina?: boolean;
  /** Parámetros que se borran además (p. ej. el alias `q` al cambiar `search`). */
  borrar?: readonly string[];
  /** Reemplazar la entrada del historial en vez de agregar una. */
  replace?: boolean;
}

/** Aplica unos cambios sobre unos parámetros, sin tocar los originales. */
export function mezclarParametros(
  base: string,
  cambios: CambiosUrl,
  { reiniciarPagina = true, borrar = [] }: OpcionesCambioUrl = {},
): URLSearchParams {
  const siguiente = new URLSearchParams(base);
  for (const [clave, valor] of Object.entries(cambios)) {
    if (valor === null || valor === undefined || valor === '') siguiente.delete(clave);
    else siguiente.set(clave, String(valor));
  }
  if (reiniciarPagina && !('page' in cambios)) siguiente.delete('page');
  for (const clave of borrar) siguiente.delete(clave);
  return siguiente;
}

interface Pendiente {
  /** Última URL escrita, todavía sin pintar. */
  hacia: string;
  /** Todas las escritas desde el último render que llegó: sus renders no son navegaciones ajenas. */
  escritas: Set<string>;
}

/**
 * Parámetros de la URL y una función que les aplica cambios.
 *
 * Cada cambio parte de la última URL escrita, no de la del render: React Router navega en una
 * transición, y un segundo cambio que llega antes de que se pinte el primero (elegir una categoría
 * y salir enseguida de un campo de precio) lo pisaría si partiera de los parámetros del render.
 */
export function useParametrosUrl() {
  const [params, setParams] = useSearchParams();
  const actual = params.toString();
  const pendiente = useRef<Pendiente | null>(null);

  useEffect(() => {
    const p = pendiente.current;
    // Llegó la última escrita, o una navegación ajena (atrás, un enlace): se parte del render.
    if (p && (actual === p.hacia || !p.escritas.has(actual))) pendiente.current = null;
  }, [actual]);

  const cambiar = useCallback(
    (cambios: CambiosUrl, opciones: OpcionesCambioUrl = {}) => {
      const siguiente = mezclarParametros(pendiente.current?.hacia ?? actual, cambios, opciones);
      const hacia = siguiente.toString();
      const escritas = pendiente.current?.escritas ?? new Set<string>();
      escritas.add(hacia);
      pendiente.current = { hacia, escritas };
      setParams(siguiente, { replace: opciones.replace ?? false });
    },
    [actual, setParams],
  );

  return [params, cambiar] as const;
}
