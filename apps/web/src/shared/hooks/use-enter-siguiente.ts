import { useEffect } from 'react';
import { enterAlSiguienteCampo } from './enter-siguiente';

/**
 * Enter pasa al siguiente campo en todos los formularios de la web (§2). Escucha en `document`,
 * en la fase de burbuja: llega después de los manejadores de React, así que respeta a los
 * componentes que ya usaron la tecla (`preventDefault`), como el Select que elige una opción.
 */
export function useEnterAlSiguiente(): void {
  useEffect(() => {
    document.addEventListener('keydown', enterAlSiguienteCampo);
    return () => document.removeEventListener('keydown', enterAlSiguienteCampo);
  }, []);
}
