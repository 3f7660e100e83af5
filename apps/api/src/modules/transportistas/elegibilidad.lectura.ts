// Modelo de lectura (ADR 010): transportistas habilitados para tomar rutas y sus vehículos.
// Lo usan el despacho (flota del lote de ruteo) y la operación (a quién ofrecer una hoja y si un
// vehículo alcanza para ella).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { documentoFaltanteTransportista } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import { tipoVehiculo, vehiculo } from '../flota/flota.tables.js';
import { transportista, transportistaCiudad } from './transportistas.tables.js';

export interface VehiculoElegible {
  vehiculo_id: number;
  transportista_id: number;
  usuario_id: number;
  conectado: boolean;
  tipo_vehiculo_id: number;
  tipo_vehiculo_nombre: string;
  /** Capacidad y medidas del vehículo; si faltan, las de su tipo. null = sin límite. */
  peso_maximo_kg: number | null;
  alto_cm: number | null;
  ancho_cm: number | null;
  largo_cm: number | null;
  /** Cadena de frío que soporta (el mayor entre el vehículo y su tipo). */
  refrigeracion: number;
  tarifa: {
    subida_bandera: number | null;
    precio_km: number | null;
    precio_minuto: number | null;
    precio_parada: number | null;
    precio_minimo: number | null;
  };
  ciudades: number[];
}

/** Lo que una hoja de ruta exige del vehículo. */
export interface RequisitoCarga {
  peso_kg: number;
  volumen_cm3: number;
  refrigeracion: number;
}

/**
 * Un transportista está habilitado si está aprobado, activo, no bloqueado y con sus documentos
 * al día (spec §4); su vehículo, si está aprobado y es el activo.
 */
export const transportistaHabilitado = (
  t: {
    aprobado: boolean;
    activo: boolean;
    bloqueado: boolean;
    registro_vencimiento: string | null;
    antecedentesp: string | null;
    antecedentesj: string | null;
    constancia_ruc: string | null;
  },
  hoy: Date,
): boolean =>
  t.aprobado && t.activo && !t.bloqueado && documentoFaltanteTransportista(t, hoy) === null;

/** Si el vehículo soporta el peso, el volumen y la cadena de frío de la carga. */
export function vehiculoAlcanza(v: VehiculoElegible, r: RequisitoCarga): boolean {
  if (v.refrigeracion < r.refrigeracion) return false;
  if (v.peso_maximo_kg !== null && v.peso_maximo_kg + 1e-9 < r.peso_kg) return false;
  if (v.alto_cm !== null && v.ancho_cm !== null && v.largo_cm !== null) {
    if (v.alto_cm * v.ancho_cm * v.largo_cm < r.volumen_cm3) return false;
  }
  return true;
}

/**
 * Vehículos aprobados y activos de los transportistas habilitados. `conectados`: sólo los de
 * transportistas conectados ahora; `transportistas`: sólo esos.
 */
export async function vehiculosElegibles(
  db: Db | Tx,
  opciones: { hoy?: Date; conectados?: boolean; transportistas?: readonly number[] } = {},
): Promise<VehiculoElegible[]> {
  const hoy = opciones.hoy ?? new Date();
  const filtros: (SQL | undefined)[] = [
    eq(transportista.aprobado, true),
    eq(transportista.activo, true),
    eq(transportista.bloqueado, false),
    eq(vehiculo.aprobado, true),
    eq(vehiculo.activo, true),
    opciones.conectados ? eq(transportista.conectado, true) : undefined,
    opciones.transportistas ? inArray(transportista.id, [...opciones.transportistas]) : undefined,
  ];
  if (opciones.transportistas?.length === 0) return [];
  const filas = await db
    .select({ t: transportista, v: vehiculo, tipo: tipoVehiculo })
    .from(vehiculo)
    .innerJoin(transportista, eq(transportista.id, vehiculo.transportista_id))
    .innerJoin(tipoVehiculo, eq(tipoVehiculo.id, vehiculo.tipo_vehiculo_id))
    .where(and(...filtros))
    .orderBy(vehiculo.id);
  const habilitadas = filas.filter((f) => transportistaHabilitado(f.t, hoy));
  const ids = habilitadas.map((f) => f.t.id);
  const ciudades =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(transportistaCiudad)
          .where(inArray(transportistaCiudad.transportista_id, ids));
  return habilitadas.map(({ t, v, tipo }) => ({
    vehiculo_id: v.id,
    transportista_id: t.id,
    usuario_id: t.usuario_id,
    conectado: t.conectado,
    tipo_vehiculo_id: tipo.id,
    tipo_vehiculo_nombre: tipo.nombre,
    peso_maximo_kg: v.peso_maximo ?? tipo.peso_maximo_kg,
    alto_cm: v.espacio_alto_cm ?? tipo.espacio_alto_cm,
    ancho_cm: v.espacio_ancho_cm ?? tipo.espacio_ancho_cm,
    largo_cm: v.espacio_largo_cm ?? tipo.espacio_profundidad_cm,
    refrigeracion: Math.max(v.refrigeracion, tipo.refrigeracion ?? 0),
    tarifa: {
      subida_bandera: tipo.subida_bandera,
      precio_km: tipo.precio_km,
      precio_minuto: tipo.precio_minuto,
      precio_parada: tipo.precio_parada,
      precio_minimo: tipo.precio_minimo,
    },
    ciudades: ciudades.filter((c) => c.transportista_id === t.id).map((c) => c.ciudad_id),
  }));
}
