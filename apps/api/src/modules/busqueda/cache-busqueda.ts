import type { Db } from '../../db/client.js';

const SEGUNDOS = 30;
const MAXIMO = 500;

/**
 * Caché corta (30 s, 500 entradas por instancia) de resultados de búsqueda: las consultas se
 * repiten mucho ("yerba", "coca") y un producto nuevo aparece a lo sumo 30 s después.
 */
export function cacheBusqueda<T>() {
  const porBase = new WeakMap<Db, Map<string, { hasta: number; valor: Promise<T> }>>();
  return (db: Db, clave: string, calcular: () => Promise<T>): Promise<T> => {
    let mapa = porBase.get(db);
    if (!mapa) porBase.set(db, (mapa = new Map()));
    const ahora = Date.now();
    const actual = mapa.get(clave);
    if (actual && actual.hasta > ahora) return actual.valor;
    if (actual) mapa.delete(clave);
    if (mapa.size >= MAXIMO) {
      const masVieja = mapa.keys().next();
      if (!masVieja.done) mapa.delete(masVieja.value);
    }
    const valor = calcular();
    const entrada = mapa;
    entrada.set(clave, { hasta: ahora + SEGUNDOS * 1000, valor });
    valor.catch(() => entrada.delete(clave));
    return valor;
  };
}
