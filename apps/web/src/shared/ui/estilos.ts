// La portada trae sólo los estilos de los componentes que dibuja (main.tsx); el resto de
// Mantine llega antes de mostrar cualquier pantalla o componente cargado bajo demanda. Todo
// va en @layer mantine, así el orden de llegada no cambia qué regla gana.

let cargando: Promise<unknown> | null = null;

/** Descarga (una sola vez) todos los estilos de Mantine; resuelve cuando ya se aplican. */
export function cargarEstilos(): Promise<unknown> {
  cargando ??= import('./estilos-completos');
  return cargando;
}

/** Envuelve un `import()` para que el módulo no se use antes de tener sus estilos. */
export function conEstilos<M>(cargar: () => Promise<M>): () => Promise<M> {
  return async () => (await Promise.all([cargar(), cargarEstilos()]))[0];
}
