import { useSyncExternalStore } from 'react';

export interface Store<T> {
  obtener: () => T;
  establecer: (cambio: T | ((actual: T) => T)) => void;
  suscribir: (oyente: () => void) => () => void;
}

/** Store mínimo sobre `useSyncExternalStore`, sin bibliotecas externas. */
export function crearStore<T>(inicial: T): Store<T> {
  let estado = inicial;
  const oyentes = new Set<() => void>();
  return {
    obtener: () => estado,
    establecer: (cambio) => {
      const siguiente = typeof cambio === 'function' ? (cambio as (actual: T) => T)(estado) : cambio;
      if (Object.is(siguiente, estado)) return;
      estado = siguiente;
      oyentes.forEach((oyente) => oyente());
    },
    suscribir: (oyente) => {
      oyentes.add(oyente);
      return () => oyentes.delete(oyente);
    },
  };
}

export function useStore<T, S>(store: Store<T>, selector: (estado: T) => S): S {
  return useSyncExternalStore(
    store.suscribir,
    () => selector(store.obtener()),
    () => selector(store.obtener()),
  );
}
