// Claves de TanStack Query de la búsqueda, compartidas por busqueda.api y sugerencias.api.
import type { FiltrosBusqueda } from './busqueda.api';

export const busquedaKeys = {
  todo: ['busqueda'] as const,
  resultados: (f: FiltrosBusqueda) => [...busquedaKeys.todo, 'resultados', f] as const,
  sugerencias: (texto: string) => [...busquedaKeys.todo, 'sugerencias', texto] as const,
  categorias: () => [...busquedaKeys.todo, 'categorias'] as const,
};
