// Colas de envío sin señal (posiciones y PIN): funciones puras, la persistencia va aparte.

/** Qué pasó al intentar enviar un elemento. */
export type ResultadoEnvio =
  /** Llegó al servidor. */
  | 'enviado'
  /** Sin red o error temporal: se conserva y se corta la ronda (se respeta el orden). */
  | 'reintentar'
  /** El servidor lo rechazó para siempre (dato inválido, parada ya hecha...): se quita. */
  | 'descartar';

/** Agrega al final; si pasa del máximo, se pierden los más viejos. */
export function agregarACola<T>(cola: readonly T[], item: T, maximo: number): T[] {
  const nueva = [...cola, item];
  return nueva.length > maximo ? nueva.slice(nueva.length - maximo) : nueva;
}

/** Agrega reemplazando el que tenga la misma clave (un solo PIN pendiente por parada). */
export function agregarUnicoPorClave<T>(
  cola: readonly T[],
  item: T,
  clave: (x: T) => string | number,
): T[] {
  const k = clave(item);
  return [...cola.filter((x) => clave(x) !== k), item];
}

export interface RondaEnvio<T> {
  restantes: T[];
  enviados: T[];
  descartados: T[];
  /** La ronda se cortó por falta de red. */
  cortada: boolean;
}

/**
 * Envía en orden, de a `lote` por ronda como mucho; el primer fallo temporal corta la ronda y
 * deja ese elemento y los siguientes para la próxima.
 */
export async function enviarEnOrden<T>(
  cola: readonly T[],
  enviar: (item: T) => Promise<ResultadoEnvio>,
  lote: number = Number.POSITIVE_INFINITY,
): Promise<RondaEnvio<T>> {
  const enviados: T[] = [];
  const descartados: T[] = [];
  let i = 0;
  for (; i < cola.length && i < lote; i++) {
    const item = cola[i] as T;
    const r = await enviar(item);
    if (r === 'reintentar')
      return { restantes: cola.slice(i), enviados, descartados, cortada: true };
    if (r === 'enviado') enviados.push(item);
    else descartados.push(item);
  }
  return { restantes: cola.slice(i), enviados, descartados, cortada: false };
}

/** Lee una cola guardada; lo que no sea un arreglo válido se descarta. */
export function leerCola<T>(texto: string | null, esValido: (x: unknown) => x is T): T[] {
  if (!texto) return [];
  try {
    const crudo: unknown = JSON.parse(texto);
    return Array.isArray(crudo) ? crudo.filter(esValido) : [];
  } catch {
    return [];
  }
}

/** Espera antes del próximo reintento: crece al doble por fallo, con tope. */
export function esperaReintento(fallos: number, baseMs = 5_000, topeMs = 60_000): number {
  return Math.min(topeMs, baseMs * 2 ** Math.max(0, fallos - 1));
}
