// Modelo de lectura de proveedores (ADR 010): horarios, pausas y feriados de varios fabricantes,
// para la fecha estimada de entrega y el checkout.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fabricante, feriadoFabricante, pausaFabricante } from './fabricantes.tables.js';

export async function horariosDe(db: Db, fabricanteIds: number[]) {
  if (fabricanteIds.length === 0) return [];
  const [fabs, pausas, feriados] = await Promise.all([
    db
      .select({
        id: fabricante.id,
        dias_apertura: fabricante.dias_apertura,
        hora_apertura: fabricante.hora_apertura,
        hora_cierre: fabricante.hora_cierre,
      })
      .from(fabricante)
      .where(inArray(fabricante.id, fabricanteIds)),
    db.select().from(pausaFabricante).where(inArray(pausaFabricante.fabricante_id, fabricanteIds)),
    db
      .select()
      .from(feriadoFabricante)
      .where(inArray(feriadoFabricante.fabricante_id, fabricanteIds)),
  ]);
  return fabs.map((f) => ({
    dias_apertura: f.dias_apertura,
    hora_apertura: f.hora_apertura,
    hora_cierre: f.hora_cierre,
    pausas: pausas
      .filter((p) => p.fabricante_id === f.id)
      .map((p) => ({ desde: p.desde, hasta: p.hasta ?? new Date(8.64e15) })),
    feriados: feriados.filter((h) => h.fabricante_id === f.id).map((h) => ({ fecha: h.fecha })),
  }));
}
