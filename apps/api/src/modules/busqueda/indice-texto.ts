import { distance } from 'fastest-levenshtein';

/** Lo que el índice de texto guarda de un producto. */
export interface DocumentoTexto {
  id: number;
  /** Raíces de nombre y descripción. */
  lexemas: readonly string[];
  /** Raíces del nombre solo (pesan más). */
  lexemasNombre: readonly string[];
  /** Palabras del nombre sin acentos (para los errores de tipeo). */
  palabras: readonly string[];
}

/** Coincidencias: id del producto → puntaje (mayor es más relevante). */
export type Coincidencias = Map<number, number>;

/** Errores de tipeo tolerados: ninguno en palabras de hasta 3 letras, 1 hasta 5, luego 2. */
const erroresTolerados = (palabra: string) =>
  palabra.length <= 3 ? 0 : palabra.length <= 5 ? 1 : 2;

/** Términos → productos, con los términos ordenados para expandir prefijos por bisección. */
class Diccionario {
  // Arreglos y no Set: con 100 000 productos hay decenas de miles de términos de un solo producto.
  private readonly postings = new Map<string, number[]>();
  private ordenados: string[] | null = null;
  version = 0;

  agregar(termino: string, id: number): void {
    const ids = this.postings.get(termino);
    if (ids) {
      ids.push(id);
      return;
    }
    this.postings.set(termino, [id]);
    this.ordenados = null;
    this.version += 1;
  }

  quitar(termino: string, id: number): void {
    const ids = this.postings.get(termino);
    const i = ids?.indexOf(id) ?? -1;
    if (!ids || i < 0) return;
    ids[i] = ids[ids.length - 1] ?? id;
    ids.pop();
    if (ids.length === 0) {
      this.postings.delete(termino);
      this.ordenados = null;
      this.version += 1;
    }
  }

  productos(termino: string): readonly number[] | undefined {
    return this.postings.get(termino);
  }

  /** Términos que empiezan con `prefijo`. */
  conPrefijo(prefijo: string): string[] {
    this.ordenados ??= [...this.postings.keys()].sort();
    const lista = this.ordenados;
    let bajo = 0;
    let alto = lista.length;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if ((lista[medio] ?? '') < prefijo) bajo = medio + 1;
      else alto = medio;
    }
    const encontrados: string[] = [];
    for (let i = bajo; i < lista.length && (lista[i] ?? '').startsWith(prefijo); i += 1) {
      encontrados.push(lista[i] ?? '');
    }
    return encontrados;
  }

  terminos(): IterableIterator<string> {
    return this.postings.keys();
  }
}

/**
 * Índice invertido de productos (ADR 009). Búsqueda exacta: cada raíz buscada debe ser prefijo
 * de alguna raíz del producto (como `raiz:*` de tsquery); pesa más en el nombre y entera.
 * Búsqueda parecida: cada palabra buscada a 1–2 letras de distancia de una palabra del nombre.
 */
export class IndiceTexto {
  private readonly lexemas = new Diccionario();
  private readonly palabras = new Diccionario();
  private readonly documentos = new Map<number, DocumentoTexto>();
  private readonly parecidas = new Map<string, Map<string, number>>();
  private versionParecidas = -1;

  poner(documento: DocumentoTexto): void {
    this.quitar(documento.id);
    const unico = {
      ...documento,
      lexemas: [...new Set(documento.lexemas)],
      palabras: [...new Set(documento.palabras)],
    };
    this.documentos.set(documento.id, unico);
    for (const t of unico.lexemas) this.lexemas.agregar(t, documento.id);
    for (const p of unico.palabras) this.palabras.agregar(p, documento.id);
  }

  quitar(id: number): void {
    const anterior = this.documentos.get(id);
    if (!anterior) return;
    this.documentos.delete(id);
    for (const t of anterior.lexemas) this.lexemas.quitar(t, id);
    for (const p of anterior.palabras) this.palabras.quitar(p, id);
  }

  /** Productos con todas las raíces (como prefijo), con su puntaje. */
  exactas(raices: readonly string[]): Coincidencias {
    return this.intersectar(raices, (raiz) => {
      const puntaje = new Map<number, number>();
      for (const termino of this.lexemas.conPrefijo(raiz)) {
        for (const id of this.lexemas.productos(termino) ?? []) {
          if (!puntaje.has(id)) puntaje.set(id, this.pesoExacto(id, raiz));
        }
      }
      return puntaje;
    });
  }

  /** Productos con todas las palabras a pocos errores de tipeo (o como prefijo), con su puntaje. */
  parecidasA(palabras: readonly string[]): Coincidencias {
    return this.intersectar(palabras, (palabra) => {
      const puntaje = new Map<number, number>();
      for (const [termino, errores] of this.expandir(palabra)) {
        const peso = 1 - errores / (palabra.length + 1);
        for (const id of this.palabras.productos(termino) ?? []) {
          if ((puntaje.get(id) ?? 0) < peso) puntaje.set(id, peso);
        }
      }
      return puntaje;
    });
  }

  /** Entera en el nombre 3, prefijo en el nombre 2, sólo en la descripción 1. */
  private pesoExacto(id: number, raiz: string): number {
    const nombre = this.documentos.get(id)?.lexemasNombre ?? [];
    if (nombre.includes(raiz)) return 3;
    return nombre.some((t) => t.startsWith(raiz)) ? 2 : 1;
  }

  /** Términos del nombre parecidos a la palabra → errores; con memoria mientras no cambie el vocabulario. */
  private expandir(palabra: string): Map<string, number> {
    if (this.versionParecidas !== this.palabras.version) {
      this.parecidas.clear();
      this.versionParecidas = this.palabras.version;
    }
    let encontrados = this.parecidas.get(palabra);
    if (encontrados) return encontrados;
    encontrados = new Map();
    const maximo = erroresTolerados(palabra);
    for (const termino of this.palabras.terminos()) {
      if (Math.abs(termino.length - palabra.length) > maximo && termino.length < palabra.length) {
        continue;
      }
      const entera = distance(palabra, termino);
      const errores =
        termino.length > palabra.length
          ? Math.min(entera, distance(palabra, termino.slice(0, palabra.length)))
          : entera;
      if (errores <= maximo) encontrados.set(termino, errores);
    }
    if (this.parecidas.size > 5_000) this.parecidas.clear();
    this.parecidas.set(palabra, encontrados);
    return encontrados;
  }

  /** Intersección de las coincidencias de cada término, sumando sus puntajes. */
  private intersectar(
    terminos: readonly string[],
    coincidencias: (termino: string) => Coincidencias,
  ): Coincidencias {
    let resultado: Coincidencias | null = null;
    for (const termino of new Set(terminos)) {
      const propias = coincidencias(termino);
      if (resultado === null) {
        resultado = propias;
        continue;
      }
      const siguiente: Coincidencias = new Map();
      for (const [id, puntaje] of resultado) {
        const otro = propias.get(id);
        if (otro !== undefined) siguiente.set(id, puntaje + otro);
      }
      resultado = siguiente;
      if (resultado.size === 0) break;
    }
    return resultado ?? new Map();
  }
}
