// Vehículos con los que un transportista puede hacer una ruta: propios, aprobados, activos y
// con capacidad (peso, medidas, frío) para la carga de la hoja.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { tipoVehiculo, vehiculo } from './flota.tables.js';

/** Lo que pide la carga de una hoja de ruta (null: sin exigencia). */
export interface RequisitosCarga {
  peso_kg: number;
  volumen_cm3: number;
  refrigeracion: number;
}

export interface VehiculoHabilitado {
  id: number;
  transportista_id: number;
  tipo_vehiculo_id: number;
  peso_kg: number | null;
  alto_cm: number | null;
  ancho_cm: number | null;
  largo_cm: number | null;
  refrigeracion: number;
}

const columnas = {
  id: vehiculo.id,
  transportista_id: vehiculo.transportista_id,
  tipo_vehiculo_id: vehiculo.tipo_vehiculo_id,
  aprobado: vehiculo.aprobado,
  activo: vehiculo.activo,
  peso_maximo: vehiculo.peso_maximo,
  espacio_alto_cm: vehiculo.espacio_alto_cm,
  espacio_ancho_cm: vehiculo.espacio_ancho_cm,
  espacio_largo_cm: vehiculo.espacio_largo_cm,
  refrigeracion: vehiculo.refrigeracion,
  tipo_peso: tipoVehiculo.peso_maximo_kg,
  tipo_alto: tipoVehiculo.espacio_alto_cm,
  tipo_ancho: tipoVehiculo.espacio_ancho_cm,
  tipo_largo: tipoVehiculo.espacio_profundidad_cm,
  tipo_refrigeracion: tipoVehiculo.refrigeracion,
};

type Fila = {
  id: number;
  transportista_id: number | null;
  tipo_vehiculo_id: number;
  peso_maximo: number | null;
  espacio_alto_cm: number | null;
  espacio_ancho_cm: number | null;
  espacio_largo_cm: number | null;
  refrigeracion: number;
  tipo_peso: number | null;
  tipo_alto: number | null;
  tipo_ancho: number | null;
  tipo_largo: number | null;
  tipo_refrigeracion: number | null;
};

// Las medidas propias del vehículo mandan; si faltan, las de su tipo.
const habilitado = (f: Fila): VehiculoHabilitado => ({
  id: f.id,
  transportista_id: f.transportista_id ?? 0,
  tipo_vehiculo_id: f.tipo_vehiculo_id,
  peso_kg: f.peso_maximo ?? f.tipo_peso,
  alto_cm: f.espacio_alto_cm ?? f.tipo_alto,
  ancho_cm: f.espacio_ancho_cm ?? f.tipo_ancho,
  largo_cm: f.espacio_largo_cm ?? f.tipo_largo,
  refrigeracion: Math.max(f.refrigeracion, f.tipo_refrigeracion ?? 0),
});

/** Motivo por el que el vehículo no alcanza, o null si alcanza (sin dato de capacidad, no limita). */
export function faltaDeCapacidad(v: VehiculoHabilitado, r: RequisitosCarga): string | null {
  if (v.refrigeracion < r.refrigeracion) return 'refrigeración';
  if (v.peso_kg !== null && v.peso_kg < r.peso_kg) return 'peso';
  if (v.alto_cm !== null && v.ancho_cm !== null && v.largo_cm !== null) {
    if (v.alto_cm * v.ancho_cm * v.largo_cm < r.volumen_cm3) return 'volumen';
  }
  return null;
}

/** Vehículo propio del transportista, aprobado y activo; null si no lo es. */
export async function vehiculoHabilitadoDe(
  db: Db | Tx,
  transportistaId: number,
  vehiculoId: number,
): Promise<VehiculoHabilitado | null> {
  const [f] = await db
    .select(columnas)
    .from(vehiculo)
    .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
    .where(
      and(
        eq(vehiculo.id, vehiculoId),
        eq(vehiculo.transportista_id, transportistaId),
        eq(vehiculo.aprobado, true),
        eq(vehiculo.activo, true),
      ),
    );
  return f ? habilitado(f) : null;
}

/** Vehículos aprobados y activos de los transportistas dados (a lo sumo uno por transportista). */
export async function vehiculosActivos(
  db: Db | Tx,
  transportistaIds: readonly number[],
): Promise<VehiculoHabilitado[]> {
  if (transportistaIds.length === 0) return [];
  const filas = await db
    .select(columnas)
    .from(vehiculo)
    .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
    .where(
      and(
        inArray(vehiculo.transportista_id, [...transportistaIds]),
        isNotNull(vehiculo.transportista_id),
        eq(vehiculo.aprobado, true),
        eq(vehiculo.activo, true),
      ),
    );
  return filas.map(habilitado);
}
