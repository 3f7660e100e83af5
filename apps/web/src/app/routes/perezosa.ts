import type { ComponentType } from 'react';
import { cargarEstilos } from '../../shared/ui/estilos';

/**
 * Ruta cargada bajo demanda: el módulo de la página (y sus bibliotecas) se descarga
 * recién al navegar a ella, así la portada no arrastra el resto de la aplicación. También
 * espera los estilos completos de Mantine (la portada trae sólo los suyos).
 */
export function perezosa<M extends Record<K, ComponentType>, K extends keyof M>(
  cargar: () => Promise<M>,
  nombre: K,
) {
  return async () => {
    const [modulo] = await Promise.all([cargar(), cargarEstilos()]);
    return { Component: modulo[nombre] };
  };
}
