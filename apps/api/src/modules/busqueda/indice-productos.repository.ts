import { eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { categoria, producto, productoRubro } from '../catalogo/catalogo.tables.js';
import {
  aResumen,
  columnasResumen,
  productoVisible,
  type ResumenProducto,
} from '../catalogo/productos.lectura.js';
import { busquedaCambio } from './busqueda.tables.js';

/** Lo que el índice guarda de un producto además del texto: su tarjeta y lo de filtrar y ordenar. */
export interface EntradaIndice {
  tarjeta: ResumenProducto;
  rubros: number[];
  creado: number;
}

/** Un producto leído de la base para el índice. */
export interface FilaIndice extends EntradaIndice {
  visible: boolean;
  /** Raíces españolas de nombre y descripción, tal como las calcula PostgreSQL. */
  lexemas: string[];
  /** Raíces del nombre solo. */
  lexemasNombre: string[];
  /** Palabras del nombre sin acentos ni mayúsculas (para la búsqueda tolerante a errores). */
  palabras: string[];
}

/** Lexemas de un tsvector en texto (`'caf':1 'mol':2`), con las comillas escapadas resueltas. */
export function lexemasDe(tsvector: string): string[] {
  return [...tsvector.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
}

const palabrasDe = (nombre: string): string[] => nombre.split(/[^a-z0-9]+/).filter(Boolean);

async function filas(db: Db, donde: SQL | undefined): Promise<FilaIndice[]> {
  const lista = await db
    .select({
      ...columnasResumen,
      visible: sql<boolean>`${productoVisible}`.as('visible'),
      documento: sql<string>`${producto.busqueda_documento}::text`.as('documento'),
      documento_nombre:
        sql<string>`to_tsvector('spanish'::regconfig, ${producto.busqueda_nombre})::text`.as(
          'documento_nombre',
        ),
      nombre_normalizado: producto.busqueda_nombre,
      creado_en: producto.creado_en,
      rubros: sql<number[] | null>`(select array_agg(${productoRubro.rubro_id})
        from ${productoRubro} where ${productoRubro.producto_id} = ${producto.id})`.as('rubros'),
    })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .where(donde);
  return lista.map(
    ({
      visible,
      documento,
      documento_nombre,
      nombre_normalizado,
      creado_en,
      rubros,
      ...tarjeta
    }) => ({
      tarjeta: aResumen(tarjeta),
      visible,
      lexemas: lexemasDe(documento ?? ''),
      lexemasNombre: lexemasDe(documento_nombre),
      palabras: palabrasDe(nombre_normalizado ?? ''),
      rubros: rubros ?? [],
      creado: creado_en.getTime(),
    }),
  );
}

/** Todos los productos visibles (carga inicial del índice). */
export const filasVisibles = (db: Db) => filas(db, productoVisible);

/** Productos cambiados (por id o por proveedor), visibles o no, para actualizar el índice. */
export function filasCambiadas(db: Db, productos: number[], fabricantes: number[]) {
  if (productos.length === 0 && fabricantes.length === 0) return Promise.resolve([]);
  return filas(
    db,
    or(
      productos.length > 0 ? inArray(producto.id, productos) : undefined,
      fabricantes.length > 0 ? inArray(producto.fabricante_id, fabricantes) : undefined,
    ),
  );
}

/** Árbol de categorías: superior → hijas. */
export async function arbolCategorias(db: Db): Promise<Map<number, number[]>> {
  const lista = await db
    .select({ id: categoria.id, superior: categoria.superior_id })
    .from(categoria);
  const hijas = new Map<number, number[]>();
  for (const c of lista) {
    if (c.superior === null) continue;
    hijas.set(c.superior, [...(hijas.get(c.superior) ?? []), c.id]);
  }
  return hijas;
}

/** Ventas y vistas actuales de todos los productos (refresco periódico de la popularidad). */
export function popularidad(db: Db) {
  return db
    .select({ id: producto.id, vistas: producto.vistas, vendidos: producto.cantidad_vendida })
    .from(producto);
}

/** Xmin de la foto actual: toda transacción con `xid` menor ya terminó. */
export async function xminActual(db: Db): Promise<number> {
  const [foto] = await db
    .select({ xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
    .from(sql`(select 1) as uno`);
  return Number(foto?.xmin ?? 0);
}

/**
 * Cambios de transacciones no vistas todavía (`xid` ≥ `desde`, el xmin anterior) y el xmin de
 * esta misma foto: lo que confirme una transacción aún abierta tiene `xid` ≥ ese xmin y se
 * leerá la próxima vez. Una sola consulta: es lo único que cuesta cada búsqueda a la base.
 */
export async function cambiosDesde(db: Db, desde: number) {
  const filas = await db
    .select({
      xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      tabla: busquedaCambio.tabla,
      id: busquedaCambio.fila_id,
    })
    .from(sql`(select 1) as uno`)
    .leftJoin(busquedaCambio, gte(busquedaCambio.xid, desde));
  const xmin = Number(filas[0]?.xmin ?? desde);
  const cambios = filas.flatMap((f) =>
    f.tabla !== null && f.id !== null ? [{ tabla: f.tabla, id: f.id }] : [],
  );
  return { xmin, cambios };
}

/** Borra el registro viejo: lo ya aplicado por todas las instancias. */
export async function podarCambios(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${busquedaCambio} where ${busquedaCambio.creado_en} < now() - interval '1 hour'`,
  );
}

/** Raíces españolas de palabras sueltas (null si es una palabra vacía como "de"). */
export async function raices(db: Db, palabras: string[]): Promise<Map<string, string | null>> {
  const lista = await db
    .select({
      palabra: sql<string>`p`,
      raiz: sql<string>`to_tsvector('spanish'::regconfig, p)::text`,
    })
    .from(sql`unnest(${`{${palabras.join(',')}}`}::text[]) as p`);
  return new Map(lista.map((f) => [f.palabra, lexemasDe(f.raiz)[0] ?? null]));
}
