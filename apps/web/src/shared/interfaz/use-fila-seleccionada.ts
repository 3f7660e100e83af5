import { useCallback, useRef } from 'react';
import clases from './fila-seleccionada.module.css';
import { useInterfaz, type SeleccionAdmin } from './interfaz.store';

/** Props de la fila del último elemento abierto (se esparcen en la fila o la tarjeta). */
export interface PropsFilaSeleccionada {
  ref: (elemento: HTMLElement | null) => void;
  className: string | undefined;
  'data-seleccionada': true;
  'aria-current': 'true';
}

/**
 * Selección del panel (§2): al volver del detalle a la lista, la fila del último elemento
 * abierto con `clave` queda resaltada y, si está en esta página, a la vista (una vez).
 * Devuelve las props de cada fila según su id; sin `clave` no marca ninguna.
 */
export function useFilaSeleccionada(
  clave: SeleccionAdmin | undefined,
): (id: number) => PropsFilaSeleccionada | undefined {
  const seleccionado = useInterfaz((e) => (clave ? e.seleccionesAdmin[clave] : undefined));
  const mostrado = useRef<number | undefined>(undefined);
  const ref = useCallback(
    (elemento: HTMLElement | null) => {
      if (!elemento || mostrado.current === seleccionado) return;
      mostrado.current = seleccionado;
      // Sin animación: salta directo (y respeta a quien pidió menos movimiento).
      elemento.scrollIntoView({ block: 'nearest' });
    },
    [seleccionado],
  );
  return (id) =>
    id === seleccionado
      ? { ref, className: clases.seleccionada, 'data-seleccionada': true, 'aria-current': 'true' }
      : undefined;
}
