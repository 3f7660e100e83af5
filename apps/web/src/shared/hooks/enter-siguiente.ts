import type { KeyboardEvent } from 'react';

const CAMPOS = 'input:not([type="hidden"]):not([disabled]):not([readonly]), select:not([disabled])';

/**
 * Manejador de `onKeyDown` para un `<form>`: Enter en un campo pasa al siguiente y,
 * en el último, envía el formulario (§2 "Enter inside an input moves to the next field").
 */
export function enterAlSiguienteCampo(evento: KeyboardEvent<HTMLFormElement>): void {
  const campo = evento.target;
  if (evento.key !== 'Enter' || evento.nativeEvent.isComposing) return;
  if (!(campo instanceof HTMLInputElement || campo instanceof HTMLSelectElement)) return;
  const campos = Array.from(evento.currentTarget.querySelectorAll<HTMLElement>(CAMPOS));
  const siguiente = campos[campos.indexOf(campo) + 1];
  evento.preventDefault();
  if (siguiente) siguiente.focus();
  else evento.currentTarget.requestSubmit();
}
