import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { fechaAsuncion, sumarDias } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { fabricante, feriadoFabricante, pausaFabricante } from './fabricantes.tables.js';

/** Fabricantes aprobados y activos, con lo necesario para saber si están abiertos. */
export async function fabricantesPublicos(db: Db, ahora: Date) {
  const filas = await db
    .select({
      id: fabricante.id,
      nombre: fabricante.nombre,
      imagen_perfil: fabricante.imagen_perfil,
      rating: fabricante.rating,
      ratings: fabricante.ratings,
      tipo_proveedor: fabricante.tipo_proveedor,
      dias_apertura: fabricante.dias_apertura,
      hora_apertura: fabricante.hora_apertura,
      hora_cierre: fabricante.hora_cierre,
    })
    .from(fabricante)
    .where(and(eq(fabricante.aprobado, true), eq(fabricante.activo, true)))
    .orderBy(asc(fabricante.nombre));
  const ids = filas.map((f) => f.id);
  if (ids.length === 0) return [];

  // Desde ayer: un turno que pasa la medianoche pertenece al día en que empezó.
  const desde = sumarDias(fechaAsuncion(ahora), -1);
  const [pausas, feriados] = await Promise.all([
    db
      .select({
        fabricante_id: pausaFabricante.fabricante_id,
        desde: pausaFabricante.desde,
        hasta: pausaFabricante.hasta,
      })
      .from(pausaFabricante)
      .where(
        and(
          inArray(pausaFabricante.fabricante_id, ids),
          lte(pausaFabricante.desde, ahora),
          or(isNull(pausaFabricante.hasta), gte(pausaFabricante.hasta, ahora)),
        ),
      ),
    db
      .select({ fabricante_id: feriadoFabricante.fabricante_id, fecha: feriadoFabricante.fecha })
      .from(feriadoFabricante)
      .where(
        and(inArray(feriadoFabricante.fabricante_id, ids), gte(feriadoFabricante.fecha, desde)),
      ),
  ]);
  return filas.map((f) => ({
    ...f,
    pausas: pausas.filter((p) => p.fabricante_id === f.id),
    feriados: feriados.filter((h) => h.fabricante_id === f.id),
  }));
}
