import { useEffect } from 'react';
import { useNavigate } from 'react-router';

const CAPAS_ABIERTAS = '[role="dialog"], [role="menu"], [role="listbox"]';

function campoConContenido(elemento: Element | null): boolean {
  if (elemento instanceof HTMLInputElement || elemento instanceof HTMLTextAreaElement) {
    return elemento.value.length > 0;
  }
  return elemento instanceof HTMLElement && elemento.isContentEditable;
}

/**
 * Escape vuelve a la pantalla anterior (§2), salvo que haya un diálogo o menú abierto
 * (Escape los cierra) o el foco esté en un campo con texto (para no perder lo escrito).
 */
export function useEscapeAtras(): void {
  const navegar = useNavigate();
  useEffect(() => {
    function alPresionar(evento: KeyboardEvent) {
      if (evento.key !== 'Escape' || evento.defaultPrevented) return;
      if (document.querySelector(CAPAS_ABIERTAS) || campoConContenido(document.activeElement)) return;
      const indice: unknown = window.history.state?.idx;
      if (typeof indice === 'number' && indice > 0) void navegar(-1);
    }
    window.addEventListener('keydown', alPresionar);
    return () => window.removeEventListener('keydown', alPresionar);
  }, [navegar]);
}
