import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { hayPantallaAnterior } from '../hooks/use-escape-atras';
import { obtenerInterfaz } from './interfaz.store';

/** Props de un enlace «Volver»: `to` para abrirlo aparte y `onClick` para volver atrás. */
export interface PropsVolver {
  to: string;
  onClick: (evento: MouseEvent) => void;
}

/**
 * «Volver» a `destino`: si se llegó desde esa pantalla de la app (la ruta anterior, §2), vuelve
 * atrás en el historial y conserva su búsqueda, filtros y página de la URL; si no (enlace
 * directo, recarga, otra pantalla), va a `destino`. Con Ctrl, ⌘ o la rueda se abre aparte.
 */
export function useVolver(destino: string): PropsVolver {
  const navegar = useNavigate();
  return {
    to: destino,
    onClick: (evento) => {
      if (evento.button !== 0 || evento.metaKey || evento.ctrlKey || evento.shiftKey) return;
      const { rutaAnterior } = obtenerInterfaz();
      if (rutaAnterior !== destino.split(/[?#]/)[0] || !hayPantallaAnterior()) return;
      evento.preventDefault();
      void navegar(-1);
    },
  };
}
