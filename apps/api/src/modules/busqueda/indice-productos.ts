import type { ResumenProducto } from '../catalogo/productos.lectura.js';
import { ColumnasProductos } from './columnas-productos.js';
import type { EntradaIndice, FilaIndice } from './indice-productos.repository.js';
import { IndiceTexto, type Coincidencias } from './indice-texto.js';
import { ordenPedido, porVendidos } from './orden-busqueda.js';

/** Filtros del buscador (spec §3 "Search filters"). */
export interface FiltrosBusqueda {
  search?: string | undefined;
  rango_precio?: { min: number | null; max: number | null } | undefined;
  empresa?: number | undefined;
  rubro?: number | undefined;
  categoria?: number | undefined;
  calificacion?: number | undefined;
  mas_vendidos?: boolean | undefined;
  ordering?: string | undefined;
}

export interface ConsultaIndice {
  filtros: FiltrosBusqueda;
  /** Raíces españolas de las palabras buscadas (búsqueda exacta con prefijo). */
  raices: string[];
  /** Palabras buscadas sin acentos (búsqueda tolerante a errores de tipeo). */
  palabras: string[];
}

/** Puntaje y posición de popularidad en un solo número que se ordena de menor a mayor. */
const ESCALA_POSICION = 2 ** 22;
const MAXIMO_CACHE = 2_000;
/** Tope de posiciones guardadas en listas de grupo ordenadas (8 MB). */
const MAXIMO_ENTEROS_GUARDADOS = 2_000_000;

/**
 * Cuenta las posiciones (de la lista, o de 0 a n−1) marcadas y que pasan el filtro, y guarda
 * sólo las de la página pedida: no arma listas de 100 000 elementos para mostrar 20.
 */
function recorrer(
  lista: Int32Array | number,
  marca: Uint8Array | null,
  pasa: ((i: number) => boolean) | null,
  offset: number,
  limit: number,
): { count: number; posiciones: number[] } {
  const n = typeof lista === 'number' ? lista : lista.length;
  const posiciones: number[] = [];
  if (marca === null && pasa === null) {
    for (let k = offset; k < Math.min(n, offset + limit); k += 1) {
      posiciones.push(typeof lista === 'number' ? k : lista[k]!);
    }
    return { count: n, posiciones };
  }
  let count = 0;
  for (let k = 0; k < n; k += 1) {
    const i = typeof lista === 'number' ? k : lista[k]!;
    if ((marca !== null && marca[i] === 0) || (pasa !== null && !pasa(i))) continue;
    if (count >= offset && count < offset + limit) posiciones.push(i);
    count += 1;
  }
  return { count, posiciones };
}

/**
 * Posiciones de la base que pasan el filtro, en el orden pedido (`lista`, y `rango` el lugar de
 * cada posición en ella). Base grande: recorrer la lista marcando; chica: ordenar sus lugares.
 */
function ordenarEn(
  base: Int32Array,
  pasa: ((i: number) => boolean) | null,
  lista: Int32Array,
  rango: Int32Array,
): Int32Array {
  if (base.length * 16 > lista.length) {
    const marca = new Uint8Array(lista.length);
    for (const i of base) marca[i] = 1;
    return Int32Array.from(recorrer(lista, marca, pasa, 0, lista.length).posiciones);
  }
  const lugares = Int32Array.from(
    recorrer(base, null, pasa, 0, base.length).posiciones,
    (i) => rango[i]!,
  ).sort();
  return lugares.map((r) => lista[r]!);
}

/**
 * Índice en memoria de los productos visibles (ADR 009): el índice de texto, las tarjetas,
 * las columnas de filtro en orden de popularidad y, con memoria hasta el próximo cambio, las
 * listas por relevancia de cada texto buscado y los órdenes pedidos.
 */
export class IndiceProductos {
  private readonly filas = new Map<number, EntradaIndice>();
  private readonly texto = new IndiceTexto();
  private hijas = new Map<number, number[]>();
  private columnasVigentes: ColumnasProductos | null = null;
  private readonly porTexto = new Map<string, Int32Array>();
  private readonly porRama = new Map<number, Int32Array>();
  private readonly porGrupoOrdenado = new Map<string, Int32Array>();
  private enteros = 0;
  private readonly porOrden = new Map<string, { lista: Int32Array; rango: Int32Array }>();

  /**
   * Aplica filas recargadas (las no visibles salen) y quita las borradas. Ventas y vistas de
   * un producto ya indexado se conservan: sólo las cambia `actualizarPopularidad`, así un
   * cambio de precio o de stock no reordena todo.
   */
  aplicar(filas: readonly FilaIndice[], borrados: readonly number[] = []): void {
    let cambiaElConjunto = false;
    for (const id of borrados) cambiaElConjunto = this.quitar(id) || cambiaElConjunto;
    for (const fila of filas) {
      const id = fila.tarjeta.id;
      if (!fila.visible) {
        cambiaElConjunto = this.quitar(id) || cambiaElConjunto;
        continue;
      }
      const previa = this.filas.get(id);
      const nueva: EntradaIndice = {
        tarjeta: previa
          ? {
              ...fila.tarjeta,
              vistas: previa.tarjeta.vistas,
              cantidad_vendida: previa.tarjeta.cantidad_vendida,
            }
          : fila.tarjeta,
        rubros: fila.rubros,
        creado: fila.creado,
      };
      this.texto.poner({
        id,
        lexemas: fila.lexemas,
        lexemasNombre: fila.lexemasNombre,
        palabras: fila.palabras,
      });
      this.filas.set(id, nueva);
      if (previa) this.columnasVigentes?.reemplazar(nueva);
      else cambiaElConjunto = true;
    }
    if (cambiaElConjunto) this.columnasVigentes = null;
    this.olvidar();
  }

  reemplazarCategorias(hijas: Map<number, number[]>): void {
    this.hijas = hijas;
    this.olvidar();
  }

  /** Ventas y vistas al día (no pasan por el registro de cambios: se refrescan cada tanto). */
  actualizarPopularidad(lista: readonly { id: number; vistas: number; vendidos: number }[]) {
    for (const { id, vistas, vendidos } of lista) {
      const fila = this.filas.get(id);
      if (fila && (fila.tarjeta.vistas !== vistas || fila.tarjeta.cantidad_vendida !== vendidos)) {
        this.filas.set(id, {
          ...fila,
          tarjeta: { ...fila.tarjeta, vistas, cantidad_vendida: vendidos },
        });
      }
    }
    this.columnasVigentes = null;
    this.olvidar();
  }

  /** Una página de resultados y el total, por relevancia y luego popularidad (o `ordering`). */
  buscar(
    consulta: ConsultaIndice,
    limit: number,
    offset: number,
  ): { count: number; filas: ResumenProducto[] } {
    const c = this.columnas();
    const f = consulta.filtros;
    const pedido = ordenPedido(f.ordering);
    // Base: las coincidencias de texto por relevancia, o el grupo más chico que dan los
    // filtros (categoría, proveedor) en orden de popularidad, o todo (null).
    let base: Int32Array | null;
    let pagina: { count: number; posiciones: number[] };
    let pasa: ((i: number) => boolean) | null;
    if (consulta.palabras.length > 0) {
      pasa = this.filtro(c, f);
      base = this.relevantes(c, consulta.raices, 'exacta');
      pagina = recorrer(base, null, pasa, offset, limit);
      if (pagina.count === 0) {
        base = this.relevantes(c, consulta.palabras, 'parecida');
        pagina = recorrer(base, null, pasa, offset, limit);
      }
    } else {
      base = this.grupo(c, f);
      // El grupo ya es la categoría o el proveedor: el filtro no los vuelve a mirar.
      pasa = this.filtro(
        c,
        f.categoria !== undefined ? { ...f, categoria: undefined } : { ...f, empresa: undefined },
      );
      pagina = recorrer(base ?? c.tamano, null, pasa, offset, limit);
    }
    if (pedido) {
      const { lista, rango } = this.ordenadas(c, pedido);
      if (base === null) pagina = recorrer(lista, null, pasa, offset, limit);
      else {
        // Sin texto ni otros filtros (una categoría o un proveedor en un orden), con memoria.
        const clave =
          consulta.palabras.length === 0 && pasa === null
            ? `${f.categoria ?? ''}|${f.empresa ?? ''}|${pedido.clave}`
            : null;
        let ordenada = clave === null ? undefined : this.porGrupoOrdenado.get(clave);
        if (!ordenada) {
          ordenada = ordenarEn(base, pasa, lista, rango);
          if (clave !== null) this.guardarGrupoOrdenado(clave, ordenada);
        }
        pagina = {
          count: ordenada.length,
          posiciones: Array.from(ordenada.subarray(offset, offset + limit)),
        };
      }
    } else if (f.mas_vendidos && consulta.palabras.length > 0 && base) {
      // Con texto: primero los más vendidos y, a igual venta, por relevancia (orden estable).
      const todas = recorrer(base, null, pasa, 0, base.length).posiciones;
      todas.sort((a, b) => porVendidos(c.filas[a]!, c.filas[b]!));
      pagina = { count: todas.length, posiciones: todas.slice(offset, offset + limit) };
    }
    return { count: pagina.count, filas: pagina.posiciones.map((i) => c.filas[i]!.tarjeta) };
  }

  private guardarGrupoOrdenado(clave: string, ordenada: Int32Array): void {
    this.enteros += ordenada.length;
    if (this.enteros > MAXIMO_ENTEROS_GUARDADOS) {
      this.porGrupoOrdenado.clear();
      this.enteros = ordenada.length;
    }
    this.porGrupoOrdenado.set(clave, ordenada);
  }

  /** Posiciones de la categoría (con sus descendientes) o del proveedor filtrados; null si no hay. */
  private grupo(c: ColumnasProductos, f: FiltrosBusqueda): Int32Array | null {
    if (f.categoria !== undefined) {
      const guardada = this.porRama.get(f.categoria);
      if (guardada) return guardada;
      const grupos = c.porCategoria();
      const partes = [...this.rama(f.categoria)].map((id) => grupos.get(id) ?? new Int32Array(0));
      const union = new Int32Array(partes.reduce((n, p) => n + p.length, 0));
      partes.reduce((desde, p) => (union.set(p, desde), desde + p.length), 0);
      union.sort();
      this.porRama.set(f.categoria, union);
      return union;
    }
    if (f.empresa !== undefined) return c.porFabricante().get(f.empresa) ?? new Int32Array(0);
    return null;
  }

  private columnas(): ColumnasProductos {
    this.columnasVigentes ??= new ColumnasProductos(this.filas.values());
    return this.columnasVigentes;
  }

  private olvidar(): void {
    this.porTexto.clear();
    this.porOrden.clear();
    this.porRama.clear();
    this.porGrupoOrdenado.clear();
    this.enteros = 0;
  }

  /** Posiciones que coinciden con el texto, por puntaje y luego popularidad (con memoria). */
  private relevantes(
    c: ColumnasProductos,
    terminos: string[],
    modo: 'exacta' | 'parecida',
  ): Int32Array {
    const clave = `${modo}:${terminos.join(' ')}`;
    let lista = this.porTexto.get(clave);
    if (lista) return lista;
    const coincidencias: Coincidencias =
      terminos.length === 0
        ? new Map()
        : modo === 'exacta'
          ? this.texto.exactas(terminos)
          : this.texto.parecidasA(terminos);
    const claves = new Float64Array(coincidencias.size);
    let n = 0;
    for (const [id, puntaje] of coincidencias) {
      const i = c.posicion.get(id);
      if (i === undefined) continue;
      claves[n] = i - Math.round(puntaje * 100) * ESCALA_POSICION;
      n += 1;
    }
    const ordenadas = claves.subarray(0, n).sort();
    lista = new Int32Array(n);
    for (let k = 0; k < n; k += 1) {
      const clavePos = ordenadas[k]!;
      lista[k] = clavePos - Math.floor(clavePos / ESCALA_POSICION) * ESCALA_POSICION;
    }
    if (this.porTexto.size >= MAXIMO_CACHE) this.porTexto.clear();
    this.porTexto.set(clave, lista);
    return lista;
  }

  /** Todas las posiciones en el orden pedido y el lugar de cada una en él (con memoria). */
  private ordenadas(
    c: ColumnasProductos,
    pedido: NonNullable<ReturnType<typeof ordenPedido>>,
  ): { lista: Int32Array; rango: Int32Array } {
    let orden = this.porOrden.get(pedido.clave);
    if (!orden) {
      const posiciones = Array.from({ length: c.tamano }, (_, i) => i);
      posiciones.sort((a, b) => pedido.comparador(c.filas[a]!, c.filas[b]!));
      const lista = Int32Array.from(posiciones);
      const rango = new Int32Array(c.tamano);
      lista.forEach((i, r) => (rango[i] = r));
      orden = { lista, rango };
      this.porOrden.set(pedido.clave, orden);
    }
    return orden;
  }

  /** Filtro sobre las columnas; null si no hay filtros. */
  private filtro(c: ColumnasProductos, f: FiltrosBusqueda): ((i: number) => boolean) | null {
    const min = f.rango_precio?.min ?? null;
    const max = f.rango_precio?.max ?? null;
    const { empresa, rubro, calificacion } = f;
    const categorias = f.categoria === undefined ? null : this.rama(f.categoria);
    if (
      min === null &&
      max === null &&
      empresa === undefined &&
      rubro === undefined &&
      calificacion === undefined &&
      categorias === null
    ) {
      return null;
    }
    return (i) =>
      (min === null || c.precio[i]! >= min) &&
      (max === null || c.precio[i]! <= max) &&
      (empresa === undefined || c.fabricante[i] === empresa) &&
      (calificacion === undefined || c.rating[i]! >= calificacion) &&
      (categorias === null || categorias.has(c.categoria[i]!)) &&
      (rubro === undefined || c.filas[i]!.rubros.includes(rubro));
  }

  /** Una categoría y todas sus descendientes. */
  private rama(raiz: number): Set<number> {
    const rama = new Set([raiz]);
    const pendientes = [raiz];
    for (let id = pendientes.pop(); id !== undefined; id = pendientes.pop()) {
      for (const hija of this.hijas.get(id) ?? []) {
        if (!rama.has(hija)) {
          rama.add(hija);
          pendientes.push(hija);
        }
      }
    }
    return rama;
  }

  private quitar(id: number): boolean {
    if (!this.filas.delete(id)) return false;
    this.texto.quitar(id);
    return true;
  }
}
