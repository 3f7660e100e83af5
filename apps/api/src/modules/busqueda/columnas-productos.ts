import type { EntradaIndice } from './indice-productos.repository.js';
import { porPopularidad } from './orden-busqueda.js';

/**
 * Productos en orden de popularidad con sus atributos de filtro en arreglos tipados, para
 * recorrer 100 000 filas en fracciones de milisegundo. Una posición identifica un producto.
 */
export class ColumnasProductos {
  readonly filas: EntradaIndice[];
  readonly posicion = new Map<number, number>();
  readonly precio: Float64Array;
  readonly rating: Float64Array;
  readonly fabricante: Int32Array;
  readonly categoria: Int32Array;

  constructor(filas: Iterable<EntradaIndice>) {
    this.filas = [...filas].sort(porPopularidad);
    const n = this.filas.length;
    this.precio = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.fabricante = new Int32Array(n);
    this.categoria = new Int32Array(n);
    this.filas.forEach((fila, i) => this.escribir(i, fila));
  }

  private gruposCategoria: Map<number, Int32Array> | null = null;
  private gruposFabricante: Map<number, Int32Array> | null = null;

  /** Posiciones de cada categoría, en orden de popularidad. */
  porCategoria(): Map<number, Int32Array> {
    this.gruposCategoria ??= agrupar(this.categoria);
    return this.gruposCategoria;
  }

  /** Posiciones de cada proveedor, en orden de popularidad. */
  porFabricante(): Map<number, Int32Array> {
    this.gruposFabricante ??= agrupar(this.fabricante);
    return this.gruposFabricante;
  }

  get tamano(): number {
    return this.filas.length;
  }

  /** Cambia los datos de un producto sin mover su posición (la popularidad no cambió). */
  reemplazar(fila: EntradaIndice): void {
    const i = this.posicion.get(fila.tarjeta.id);
    if (i !== undefined) this.escribir(i, fila);
  }

  private escribir(i: number, fila: EntradaIndice): void {
    if (this.fabricante[i] !== fila.tarjeta.fabricante) this.gruposFabricante = null;
    if (this.categoria[i] !== (fila.tarjeta.categoria ?? -1)) this.gruposCategoria = null;
    this.filas[i] = fila;
    this.posicion.set(fila.tarjeta.id, i);
    this.precio[i] = fila.tarjeta.precio;
    this.rating[i] = fila.tarjeta.rating;
    this.fabricante[i] = fila.tarjeta.fabricante;
    this.categoria[i] = fila.tarjeta.categoria ?? -1;
  }
}

/** Posiciones agrupadas por el valor de una columna (cada grupo queda en orden creciente). */
function agrupar(columna: Int32Array): Map<number, Int32Array> {
  const listas = new Map<number, number[]>();
  columna.forEach((valor, i) => {
    const lista = listas.get(valor);
    if (lista) lista.push(i);
    else listas.set(valor, [i]);
  });
  return new Map([...listas].map(([valor, lista]) => [valor, Int32Array.from(lista)]));
}
