import type { ComponentType } from 'react';

/**
 * Ruta cargada bajo demanda: el módulo de la página (y sus bibliotecas) se descarga
 * recién al navegar a ella, así la portada no arrastra el resto de la aplicación.
 */
export function perezosa<M extends Record<K, ComponentType>, K extends keyof M>(
  cargar: () => Promise<M>,
  nombre: K,
) {
  return async () => ({ Component: (await cargar())[nombre] });
}
