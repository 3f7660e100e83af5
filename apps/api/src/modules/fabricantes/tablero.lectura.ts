// Modelo de lectura de fabricantes para el panel de administración (tablero y búsqueda).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { condicionBusqueda } from '../../lib/listado.js';
import { fabricante } from './fabricantes.tables.js';

export async function nombresFabricantes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const filas = await db
    .select({ id: fabricante.id, nombre: fabricante.nombre })
    .from(fabricante)
    .where(inArray(fabricante.id, [...ids]));
  return new Map(filas.map((f) => [f.id, f.nombre]));
}

/** Proveedores activos que esperan aprobación. */
export async function proveedoresPendientes(db: Db): Promise<number> {
  const [f] = await db
    .select({ n: count() })
    .from(fabricante)
    .where(and(eq(fabricante.aprobado, false), eq(fabricante.activo, true)));
  return f?.n ?? 0;
}

export function buscarProveedores(db: Db, texto: string, limite: number) {
  return db
    .select({
      id: fabricante.id,
      nombre: fabricante.nombre,
      ruc: fabricante.ruc,
      aprobado: fabricante.aprobado,
    })
    .from(fabricante)
    .where(
      condicionBusqueda(texto, [
        fabricante.nombre,
        fabricante.ruc,
        fabricante.razon_social,
        fabricante.email,
      ]),
    )
    .orderBy(desc(fabricante.id))
    .limit(limite);
}
