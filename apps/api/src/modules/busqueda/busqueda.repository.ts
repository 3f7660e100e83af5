import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { ordenDesde } from '../../lib/paginacion.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { categoria, producto, productoRubro } from '../catalogo/catalogo.tables.js';
import {
  aResumen,
  consultaResumen,
  productoVisible,
  columnasResumen,
  type ResumenProducto,
} from '../catalogo/productos.repository.js';

/** Umbral de word_similarity: "yerva" ~ "yerba" da 0,5; dos letras cambiadas en palabras largas, ~0,4. */
const UMBRAL_PARECIDO = '0.4';

/**
 * Texto de búsqueda normalizado (sin acentos, minúsculas) y sus palabras: sólo letras y
 * dígitos, de modo que nada del usuario llega a la sintaxis de tsquery.
 */
export function normalizarBusqueda(texto: string | undefined): {
  texto: string;
  palabras: string[];
} {
  const limpio = (texto ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const palabras = limpio
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return { texto: palabras.join(' '), palabras };
}

// Columnas generadas con índices GIN (producto_busqueda_documento_idx y _nombre_trgm_idx).
const documento = producto.busqueda_documento;
const nombreNormalizado = producto.busqueda_nombre;

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

interface Consulta {
  where: SQL | undefined;
  relevancia: SQL | null;
}

/**
 * `exacta`: texto completo en español (raíces y prefijos, índice GIN exacto y barato).
 * `parecida`: parecido de trigramas, para errores de tipeo; sólo se usa si la exacta no
 * encontró nada, porque revisar cada candidato cuesta ~10 µs.
 */
type Modo = 'exacta' | 'parecida';

function construir(f: FiltrosBusqueda, modo: Modo): Consulta {
  const { texto, palabras } = normalizarBusqueda(f.search);
  const condiciones: (SQL | undefined)[] = [productoVisible];
  let relevancia: SQL | null = null;
  if (palabras.length > 0 && modo === 'exacta') {
    // Prefijo + raíz española: "tomates" → tomat:*, "caf" → caf:*.
    const consulta = sql`to_tsquery('spanish'::regconfig, ${palabras.map((p) => `${p}:*`).join(' & ')})`;
    condiciones.push(sql`${documento} @@ ${consulta}`);
    relevancia = sql`ts_rank(${documento}, ${consulta})`;
  } else if (palabras.length > 0) {
    condiciones.push(sql`${nombreNormalizado} %> ${texto}`);
    relevancia = sql`word_similarity(${texto}, ${nombreNormalizado})`;
  }
  if (f.rango_precio?.min != null) condiciones.push(gte(producto.precio, f.rango_precio.min));
  if (f.rango_precio?.max != null) condiciones.push(lte(producto.precio, f.rango_precio.max));
  if (f.empresa !== undefined) condiciones.push(eq(producto.fabricante_id, f.empresa));
  if (f.rubro !== undefined) {
    condiciones.push(sql`exists (select 1 from ${productoRubro}
      where ${productoRubro.producto_id} = ${producto.id} and ${productoRubro.rubro_id} = ${f.rubro})`);
  }
  if (f.categoria !== undefined) {
    // La categoría y todas sus descendientes.
    condiciones.push(sql`${producto.categoria_id} in (
      with recursive rama(id) as (
        select ${f.categoria}::int
        union all select c.id from ${categoria} c join rama on c.superior_id = rama.id
      ) select id from rama)`);
  }
  if (f.calificacion !== undefined) condiciones.push(gte(producto.rating, f.calificacion));
  return { where: and(...condiciones), relevancia };
}

function orden(f: FiltrosBusqueda, relevancia: SQL | null): SQL[] {
  const popularidad = [desc(producto.cantidad_vendida), desc(producto.vistas), asc(producto.id)];
  const porDefecto = [
    ...(f.mas_vendidos ? [desc(producto.cantidad_vendida)] : []),
    ...(relevancia ? [desc(relevancia)] : []),
    ...popularidad,
  ];
  const pedido = ordenDesde(
    f.ordering,
    {
      precio: producto.precio,
      nombre: producto.nombre,
      rating: producto.rating,
      cantidad_vendida: producto.cantidad_vendida,
      vistas: producto.vistas,
      fecha: producto.creado_en,
    },
    [],
  );
  return pedido.length > 0 ? [...pedido, asc(producto.id)] : porDefecto;
}

/** Dentro de una transacción para fijar el umbral de parecido sólo para esta consulta. */
async function conUmbral<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${UMBRAL_PARECIDO}, true)`,
    );
    return fn(tx);
  });
}

const hayTexto = (f: FiltrosBusqueda) => normalizarBusqueda(f.search).palabras.length > 0;

/** Una página y el total en un solo recorrido (`count(*) over ()`). */
async function pagina(tx: Db, f: FiltrosBusqueda, modo: Modo, limit: number, offset: number) {
  const { where, relevancia } = construir(f, modo);
  const filas = await tx
    .select({ ...columnasResumen, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .where(where)
    .orderBy(...orden(f, relevancia))
    .limit(limit)
    .offset(offset);
  if (filas.length > 0 || offset === 0) {
    return {
      count: filas[0]?.total ?? 0,
      filas: filas.map(({ total: _t, ...fila }) => aResumen(fila)),
    };
  }
  // Página fuera de rango: el total se cuenta aparte.
  const [total] = await tx
    .select({ n: count() })
    .from(producto)
    .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
    .where(where);
  return { count: total?.n ?? 0, filas: [] };
}

/**
 * Página de productos publicados que cumplen los filtros, por relevancia y popularidad:
 * primero la búsqueda exacta; si no encuentra nada, la tolerante a errores de tipeo.
 */
export function buscarProductos(
  db: Db,
  f: FiltrosBusqueda,
  limit: number,
  offset: number,
): Promise<{ count: number; filas: ResumenProducto[] }> {
  return conUmbral(db, async (tx) => {
    const exacta = await pagina(tx, f, 'exacta', limit, offset);
    if (exacta.count > 0 || !hayTexto(f)) return exacta;
    return pagina(tx, f, 'parecida', limit, offset);
  });
}

/** Sugerencias mientras se escribe: pocos productos, sin contar el total. */
export function sugerirProductos(db: Db, f: FiltrosBusqueda, limit: number) {
  const lista = async (tx: Db, modo: Modo) => {
    const { where, relevancia } = construir(f, modo);
    const filas = await consultaResumen(tx)
      .where(where)
      .orderBy(...orden(f, relevancia))
      .limit(limit);
    return filas.map(aResumen);
  };
  return conUmbral(db, async (tx) => {
    const exactas = await lista(tx, 'exacta');
    return exactas.length > 0 || !hayTexto(f) ? exactas : lista(tx, 'parecida');
  });
}

const parecido = (columna: SQL | AnyPgColumn, texto: string) =>
  sql`(${columna} like ${`%${texto}%`} or ${columna} %> ${texto})`;

/** Búsqueda global (categorías, proveedores, productos): conteos y trozos para paginar. */
export function busquedaGlobal(db: Db, search: string | undefined) {
  const { texto } = normalizarBusqueda(search);
  const cat = and(
    eq(categoria.activo, true),
    texto ? parecido(sql`f_unaccent(lower(${categoria.nombre}))`, texto) : undefined,
  );
  const fab = and(
    eq(fabricante.aprobado, true),
    eq(fabricante.activo, true),
    texto ? parecido(sql`f_unaccent(lower(${fabricante.nombre}))`, texto) : undefined,
  );
  const prod = and(productoVisible, texto ? parecido(nombreNormalizado, texto) : undefined);
  return {
    contar: () =>
      conUmbral(db, async (tx) => {
        const [c, fa, p] = await Promise.all([
          tx.select({ n: count() }).from(categoria).where(cat),
          tx.select({ n: count() }).from(fabricante).where(fab),
          tx
            .select({ n: count() })
            .from(producto)
            .innerJoin(fabricante, eq(fabricante.id, producto.fabricante_id))
            .where(prod),
        ]);
        return [c[0]?.n ?? 0, fa[0]?.n ?? 0, p[0]?.n ?? 0] as const;
      }),
    categorias: (limit: number, offset: number) =>
      conUmbral(db, (tx) =>
        tx
          .select({ id: categoria.id, nombre: categoria.nombre, imagen: categoria.imagen })
          .from(categoria)
          .where(cat)
          .orderBy(asc(categoria.nombre), asc(categoria.id))
          .limit(limit)
          .offset(offset),
      ),
    fabricantes: (limit: number, offset: number) =>
      conUmbral(db, (tx) =>
        tx
          .select({
            id: fabricante.id,
            nombre: fabricante.nombre,
            imagen: fabricante.imagen_perfil,
          })
          .from(fabricante)
          .where(fab)
          .orderBy(asc(fabricante.nombre), asc(fabricante.id))
          .limit(limit)
          .offset(offset),
      ),
    productos: (limit: number, offset: number) =>
      conUmbral(db, async (tx) =>
        (
          await consultaResumen(tx)
            .where(prod)
            .orderBy(desc(producto.cantidad_vendida), asc(producto.id))
            .limit(limit)
            .offset(offset)
        ).map(aResumen),
      ),
  };
}
