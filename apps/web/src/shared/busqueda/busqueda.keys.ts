// Claves de TanStack Query de la búsqueda, compartidas por la feature y la caja de sugerencias.

export const busquedaKeys = {
  todo: ['busqueda'] as const,
  resultados: <F extends object>(f: F) => [...busquedaKeys.todo, 'resultados', f] as const,
  sugerencias: (texto: string) => [...busquedaKeys.todo, 'sugerencias', texto] as const,
  categorias: () => [...busquedaKeys.todo, 'categorias'] as const,
};
