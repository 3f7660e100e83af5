import type { EntradaIndice } from './indice-productos.repository.js';

export type Comparador = (a: EntradaIndice, b: EntradaIndice) => number;

/** Popularidad: más vendidos, luego más vistos, luego el más antiguo. */
export const porPopularidad: Comparador = (a, b) =>
  b.tarjeta.cantidad_vendida - a.tarjeta.cantidad_vendida ||
  b.tarjeta.vistas - a.tarjeta.vistas ||
  a.tarjeta.id - b.tarjeta.id;

export const porVendidos: Comparador = (a, b) =>
  b.tarjeta.cantidad_vendida - a.tarjeta.cantidad_vendida;

const CAMPOS_ORDEN: Record<string, (f: EntradaIndice) => number | string> = {
  precio: (f) => f.tarjeta.precio,
  nombre: (f) => f.tarjeta.nombre,
  rating: (f) => f.tarjeta.rating,
  cantidad_vendida: (f) => f.tarjeta.cantidad_vendida,
  vistas: (f) => f.tarjeta.vistas,
  fecha: (f) => f.creado,
};

const comparar = (x: number | string, y: number | string) =>
  typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x).localeCompare(String(y), 'es', { sensitivity: 'base' });

/**
 * `ordering` estilo DRF (`precio`, `-precio`, `rating,-fecha`) normalizado a sus campos
 * válidos (clave de caché) y su comparador; null si no trae ninguno.
 */
export function ordenPedido(
  ordering: string | undefined,
): { clave: string; comparador: Comparador } | null {
  const partes = (ordering ?? '').split(',').flatMap((parte) => {
    const limpia = parte.trim();
    const nombre = limpia.replace(/^-/, '');
    const campo = CAMPOS_ORDEN[nombre];
    return campo ? [{ nombre: limpia, campo, signo: limpia.startsWith('-') ? -1 : 1 }] : [];
  });
  if (partes.length === 0) return null;
  return {
    clave: partes.map((p) => p.nombre).join(','),
    comparador: (a, b) => {
      for (const { campo, signo } of partes) {
        const r = comparar(campo(a), campo(b)) * signo;
        if (r !== 0) return r;
      }
      return a.tarjeta.id - b.tarjeta.id;
    },
  };
}
