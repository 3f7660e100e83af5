import { useEffect } from 'react';
import { useNavigate } from 'react-router';

const CAPAS_ABIERTAS = '[role="dialog"], [role="menu"], [role="listbox"]';

/** Una capa montada pero cerrada (un modal con `keepMounted`) queda con `display: none`. */
function estaVisible(elemento: Element): boolean {
  for (let e: Element | null = elemento; e; e = e.parentElement) {
    if (e instanceof HTMLElement && (e.hidden || getComputedStyle(e).display === 'none'))
      return false;
  }
  return true;
}

const hayCapaAbierta = (): boolean =>
  Array.from(document.querySelectorAll(CAPAS_ABIERTAS)).some(estaVisible);

/** Hay una pantalla anterior de la app en el historial (`navigate(-1)` no sale de Ñemu). */
export function hayPantallaAnterior(): boolean {
  const indice: unknown = window.history.state?.idx;
  return typeof indice === 'number' && indice > 0;
}

function campoConContenido(elemento: Element | null): boolean {
  if (elemento instanceof HTMLInputElement || elemento instanceof HTMLTextAreaElement) {
    return elemento.value.length > 0;
  }
  return elemento instanceof HTMLElement && elemento.isContentEditable;
}

/**
 * Escape vuelve a la pantalla anterior (§2), salvo que haya un diálogo o menú abierto
 * (Escape los cierra) o el foco esté en un campo con texto (para no perder lo escrito).
 * La capa se mira al empezar el evento (fase de captura): cuando llega a la ventana, el mismo
 * Escape ya cerró la lista de un combo y no hay que volver atrás por eso.
 */
export function useEscapeAtras(): void {
  const navegar = useNavigate();
  useEffect(() => {
    const conCapaAbierta = new WeakSet<Event>();
    function alCapturar(evento: KeyboardEvent) {
      if (evento.key === 'Escape' && hayCapaAbierta()) conCapaAbierta.add(evento);
    }
    function alPresionar(evento: KeyboardEvent) {
      if (evento.key !== 'Escape' || evento.defaultPrevented) return;
      if (conCapaAbierta.has(evento)) return;
      if (campoConContenido(document.activeElement)) return;
      if (hayPantallaAnterior()) void navegar(-1);
    }
    window.addEventListener('keydown', alCapturar, true);
    window.addEventListener('keydown', alPresionar);
    return () => {
      window.removeEventListener('keydown', alCapturar, true);
      window.removeEventListener('keydown', alPresionar);
    };
  }, [navegar]);
}
