// Free-text sanitiser (spec §5): strips HTML tags and entities from user input.
import he from 'he';

const BLOQUES_PELIGROSOS =
  /<(script|style|iframe|object|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMENTARIOS = /<!--[\s\S]*?(?:-->|$)/g;
const ETIQUETAS = /<\/?[a-z!?][^>]*>/gi;
// Control characters except tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROLES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function pasada(s: string): string {
  return he
    .decode(s)
    .replace(BLOQUES_PELIGROSOS, '')
    .replace(COMENTARIOS, '')
    .replace(ETIQUETAS, '')
    .replace(CONTROLES, '')
    .trim();
}

/**
 * Decodes entities, removes tags (script/style contents included), control characters
 * and surrounding spaces. Repeats until stable, so that double-encoded input
 * ("&amp;lt;b&amp;gt;") is also cleaned and the function is idempotent.
 */
export function sanitizarTexto(texto: string): string {
  let actual = texto;
  // Each pass that changes the text makes it shorter, so this ends; the bound is a guard.
  for (let i = 0; i < 20; i++) {
    const siguiente = pasada(actual);
    if (siguiente === actual) return actual;
    actual = siguiente;
  }
  return actual;
}
