/** Tipos de `<input>` en los que no se escribe: Enter conserva en ellos su uso propio. */
const SIN_TEXTO = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

type Campo = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Campo en el que Enter pasa al siguiente: un `<input>` de texto o un `<select>`. */
const esDeTexto = (e: EventTarget | null): e is HTMLInputElement | HTMLSelectElement =>
  (e instanceof HTMLInputElement && !SIN_TEXTO.has(e.type)) || e instanceof HTMLSelectElement;

/**
 * Campo al que Enter puede llevar el foco: de texto, `<select>` o área de texto, habilitado y en
 * el orden de tabulación. Uno de sólo lectura no, salvo el Select de Mantine (abre su lista).
 */
function esDestino(e: Element): e is Campo {
  if (!(esDeTexto(e) || e instanceof HTMLTextAreaElement)) return false;
  if (e.matches(':disabled') || e.tabIndex < 0) return false;
  return !('readOnly' in e && e.readOnly) || e.getAttribute('aria-haspopup') === 'listbox';
}

const esBotonEnviar = (e: Element): boolean =>
  (e instanceof HTMLButtonElement && e.type === 'submit') ||
  (e instanceof HTMLInputElement && (e.type === 'submit' || e.type === 'image'));

/**
 * Enter en un campo de un formulario pasa al siguiente y, en el último, envía el formulario
 * (§2 "Enter inside an input moves to the next field"). No hace nada si alguien ya atendió la
 * tecla (el Select de Mantine que elige una opción), fuera de un `<form>`, en un área de texto
 * (salto de línea), un botón o una casilla, con modificadores ni durante una composición (IME).
 * Como el envío implícito del navegador, no envía si el botón de enviar está deshabilitado
 * (p. ej. mientras se guarda).
 */
export function enterAlSiguienteCampo(evento: KeyboardEvent): void {
  if (evento.key !== 'Enter' || evento.defaultPrevented) return;
  // 229: la tecla que confirma una composición en Safari, que ya no marca `isComposing`.
  if (evento.isComposing || evento.keyCode === 229) return;
  if (evento.altKey || evento.ctrlKey || evento.metaKey || evento.shiftKey) return;
  const campo = evento.target;
  if (!esDeTexto(campo) || !campo.form) return;
  const formulario = campo.form;
  const campos = Array.from(formulario.elements).filter(esDestino);
  const indice = campos.indexOf(campo);
  if (indice === -1) return;
  evento.preventDefault();
  const siguiente = campos[indice + 1];
  if (siguiente) siguiente.focus();
  else if (!Array.from(formulario.elements).find(esBotonEnviar)?.matches(':disabled')) {
    formulario.requestSubmit();
  }
}
