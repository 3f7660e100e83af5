import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { categoria, producto } from '../catalogo/catalogo.tables.js';
import { aResumen, consultaResumen, productoVisible } from '../catalogo/productos.lectura.js';
import { normalizarBusqueda } from './normalizar-busqueda.js';

/** Umbral de word_similarity: "yerva" ~ "yerba" da 0,5; dos letras cambiadas en palabras largas, ~0,4. */
const UMBRAL_PARECIDO = '0.4';

/** Dentro de una transacción para fijar el umbral de parecido sólo para esta consulta. */
async function conUmbral<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${UMBRAL_PARECIDO}, true)`,
    );
    return fn(tx);
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
  const prod = and(productoVisible, texto ? parecido(producto.busqueda_nombre, texto) : undefined);
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
