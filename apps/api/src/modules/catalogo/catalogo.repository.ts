import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, contarFilas, type DefinicionListado } from '../../lib/listado.js';
import { categoria, producto } from './catalogo.tables.js';

const columnasCategoria = {
  id: categoria.id,
  nombre: categoria.nombre,
  comision: categoria.comision,
  superior: categoria.superior_id,
  tipo_iva: categoria.tipo_iva,
  no_apto_menores: categoria.no_apto_menores,
  icono: categoria.icono,
  imagen: categoria.imagen,
  nivel: categoria.nivel,
  orden: categoria.orden,
  tiene_productos: sql<boolean>`exists (select 1 from ${producto}
    where ${producto.categoria_id} = ${categoria.id}
      and ${producto.aprobado} and ${producto.activo})`.as('tiene_productos'),
};

export const listadoCategorias = (db: Db) =>
  ({
    contar: (where) => contarFilas(db, categoria, where),
    listar: (where, orden: SQL[], limit, offset) =>
      aplicarListado(
        db.select(columnasCategoria).from(categoria).$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [categoria.nombre],
    ordenables: {
      id: categoria.id,
      nombre: categoria.nombre,
      orden: categoria.orden,
      nivel: categoria.nivel,
    },
    ordenPorDefecto: [asc(categoria.nivel), asc(categoria.orden), asc(categoria.nombre)],
    filtro: eq(categoria.activo, true),
  }) satisfies DefinicionListado<unknown>;

export type CategoriaPlana = Awaited<
  ReturnType<ReturnType<typeof listadoCategorias>['listar']>
>[number];

export function categoriasActivas(db: Db): Promise<CategoriaPlana[]> {
  return db
    .select(columnasCategoria)
    .from(categoria)
    .where(eq(categoria.activo, true))
    .orderBy(asc(categoria.nivel), asc(categoria.orden), asc(categoria.nombre));
}
