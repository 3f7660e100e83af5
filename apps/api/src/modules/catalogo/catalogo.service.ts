import type { CategoriaPlana } from './catalogo.repository.js';

export type NodoCategoria = CategoriaPlana & { hijos: NodoCategoria[] };

/**
 * Árbol de categorías a partir de la lista plana; un nodo tiene productos si él o algún
 * descendiente los tiene. Las huérfanas (superior inactivo) quedan como raíces.
 */
export function arbolCategorias(categorias: readonly CategoriaPlana[]): NodoCategoria[] {
  const nodos = new Map<number, NodoCategoria>(categorias.map((c) => [c.id, { ...c, hijos: [] }]));
  const raices: NodoCategoria[] = [];
  for (const nodo of nodos.values()) {
    const padre = nodo.superior === null ? undefined : nodos.get(nodo.superior);
    (padre ? padre.hijos : raices).push(nodo);
  }
  const marcar = (n: NodoCategoria): boolean => {
    const hijosConProductos = n.hijos.map(marcar).some(Boolean);
    n.tiene_productos = n.tiene_productos || hijosConProductos;
    return n.tiene_productos;
  };
  raices.forEach(marcar);
  return raices;
}
