import type { Database, Db } from '../../db/client.js';
import { IndiceProductos, type FiltrosBusqueda } from './indice-productos.js';
import {
  arbolCategorias,
  cambiosDesde,
  filasCambiadas,
  filasVisibles,
  podarCambios,
  popularidad,
  raices,
  xminActual,
} from './indice-productos.repository.js';
import { normalizarBusqueda } from './normalizar-busqueda.js';

const MINUTO = 60_000;
/** Vistas y ventas no pasan por el registro de cambios: se releen con esta frecuencia. */
const REFRESCO_POPULARIDAD_MS = 5 * MINUTO;
/** Cada cuánto se poda el registro (guarda una hora). */
const PODA_MS = 10 * MINUTO;
/** Sin sincronizar por más que esto, el registro pudo podarse: se recarga todo. */
const RECARGA_COMPLETA_MS = 30 * MINUTO;
const MAXIMO_RAICES = 20_000;
/** Canal de NOTIFY de los disparadores de busqueda_cambio. */
const CANAL = 'busqueda_cambio';

/**
 * El índice de una base y su sincronización con el registro `busqueda_cambio` (ADR 009).
 * Antes de cada búsqueda se leen los cambios confirmados hasta ese momento, en una sola
 * consulta compartida por las búsquedas que llegan mientras tanto.
 */
class IndiceSincronizado {
  private indice = new IndiceProductos();
  private desde = 0;
  private sincronizadoEn = 0;
  private popularidadEn = 0;
  private podaEn = 0;
  private carga: Promise<void> | null = null;
  private enCurso: Promise<void> | null = null;
  private siguiente: Promise<void> | null = null;
  private readonly raicesConocidas = new Map<string, string | null>();
  /** Con avisos inmediatos, sólo se consulta el registro cuando llegó uno. */
  private conAvisos = false;
  private avisado = true;

  constructor(private readonly db: Db) {}

  /** Carga inicial (una sola vez; se reintenta si falló). */
  cargar(): Promise<void> {
    this.carga ??= this.cargaCompleta().catch((error: unknown) => {
      this.carga = null;
      throw error;
    });
    return this.carga;
  }

  /** Escucha los avisos de los disparadores (PGlite: llegan antes que la escritura termine). */
  async escucharAvisos(suscribir: NonNullable<Database['avisosInmediatos']>): Promise<void> {
    await suscribir(CANAL, () => {
      this.avisado = true;
    });
    this.conAvisos = true;
  }

  /** Deja el índice al día con todo lo confirmado antes de esta llamada. */
  actualizar(): Promise<void> {
    if (this.conAvisos && !this.avisado && this.carga && !this.enCurso) {
      this.tareasPeriodicas(Date.now());
      return this.carga;
    }
    if (!this.enCurso) {
      this.enCurso = this.ciclo().finally(() => {
        this.enCurso = null;
      });
      return this.enCurso;
    }
    // La sincronización en curso pudo empezar antes que el cambio que esta búsqueda ya ve.
    const despues = () => {
      this.siguiente = null;
      return this.actualizar();
    };
    this.siguiente ??= this.enCurso.then(despues, despues);
    return this.siguiente;
  }

  async buscar(filtros: FiltrosBusqueda, limit: number, offset: number) {
    const { palabras } = normalizarBusqueda(filtros.search);
    const [, raicesBuscadas] = await Promise.all([this.actualizar(), this.raicesDe(palabras)]);
    return this.indice.buscar({ filtros, palabras, raices: raicesBuscadas }, limit, offset);
  }

  private async cargaCompleta(): Promise<void> {
    const xmin = await xminActual(this.db);
    const [filas, hijas] = await Promise.all([filasVisibles(this.db), arbolCategorias(this.db)]);
    const indice = new IndiceProductos();
    indice.aplicar(filas);
    indice.reemplazarCategorias(hijas);
    this.indice = indice;
    this.desde = xmin;
    this.sincronizadoEn = this.popularidadEn = Date.now();
  }

  private async ciclo(): Promise<void> {
    await this.cargar();
    const ahora = Date.now();
    if (ahora - this.sincronizadoEn > RECARGA_COMPLETA_MS) {
      await this.cargaCompleta();
      return;
    }
    this.avisado = false;
    const { xmin, cambios } = await cambiosDesde(this.db, this.desde);
    if (cambios.length > 0) await this.aplicarCambios(cambios);
    this.desde = xmin;
    this.tareasPeriodicas(ahora);
  }

  /** Popularidad cada 5 minutos y poda del registro cada 10. */
  private tareasPeriodicas(ahora: number): void {
    this.sincronizadoEn = ahora;
    if (ahora - this.popularidadEn > REFRESCO_POPULARIDAD_MS) {
      this.popularidadEn = ahora;
      const indice = this.indice;
      void popularidad(this.db).then(
        (lista) => indice.actualizarPopularidad(lista),
        () => (this.popularidadEn = 0),
      );
    }
    if (ahora - this.podaEn > PODA_MS) {
      this.podaEn = ahora;
      void podarCambios(this.db).catch(() => (this.podaEn = 0));
    }
  }

  private async aplicarCambios(cambios: { tabla: string; id: number }[]): Promise<void> {
    const ids = (tabla: string) => [
      ...new Set(cambios.filter((c) => c.tabla === tabla).map((c) => c.id)),
    ];
    const productos = ids('producto');
    const [filas, hijas] = await Promise.all([
      filasCambiadas(this.db, productos, ids('fabricante')),
      ids('categoria').length > 0 ? arbolCategorias(this.db) : null,
    ]);
    const recargados = new Set(filas.map((f) => f.tarjeta.id));
    this.indice.aplicar(
      filas,
      productos.filter((id) => !recargados.has(id)),
    );
    if (hijas) this.indice.reemplazarCategorias(hijas);
  }

  /** Raíces españolas (las calcula PostgreSQL, como las del índice), con memoria. */
  private async raicesDe(palabras: string[]): Promise<string[]> {
    const faltan = palabras.filter((p) => !this.raicesConocidas.has(p));
    if (faltan.length > 0) {
      const nuevas = await raices(this.db, faltan);
      if (this.raicesConocidas.size + nuevas.size > MAXIMO_RAICES) this.raicesConocidas.clear();
      for (const p of faltan) this.raicesConocidas.set(p, nuevas.get(p) ?? null);
    }
    return palabras.flatMap((p) => {
      const raiz = this.raicesConocidas.get(p);
      return raiz ? [raiz] : [];
    });
  }
}

const porBase = new WeakMap<Db, IndiceSincronizado>();

/** Con PGlite, el índice se entera de los cambios por aviso y no consulta en cada búsqueda. */
export async function vigilarCambios(database: Database): Promise<void> {
  if (database.avisosInmediatos)
    await indiceDe(database.db).escucharAvisos(database.avisosInmediatos);
}

/** El índice de búsqueda de esta base (uno por instancia de la API). */
export function indiceDe(db: Db): IndiceSincronizado {
  let indice = porBase.get(db);
  if (!indice) porBase.set(db, (indice = new IndiceSincronizado(db)));
  return indice;
}
