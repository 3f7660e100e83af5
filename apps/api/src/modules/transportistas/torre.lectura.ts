// Modelo de lectura para la torre de control: transportistas conectados con su última posición.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { transportista } from './transportistas.tables.js';

export interface TransportistaConectado {
  id: number;
  nombre: string;
  telefono: string | null;
  lat: number | null;
  lng: number | null;
  en: Date | null;
}

/** Transportistas con la app conectada (POST /conexion-transportista/), con su última posición. */
export async function transportistasConectados(db: Db): Promise<TransportistaConectado[]> {
  const filas = await db
    .select({
      id: transportista.id,
      nombre: usuario.first_name,
      apellido: usuario.last_name,
      usuario: usuario.username,
      telefono: usuario.nro_telefono,
      lat: transportista.ultima_lat,
      lng: transportista.ultima_lng,
      en: transportista.ultima_ubicacion_en,
    })
    .from(transportista)
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(eq(transportista.conectado, true))
    .orderBy(asc(transportista.id));
  return filas.map((f) => ({
    id: f.id,
    nombre: `${f.nombre} ${f.apellido}`.trim() || f.usuario,
    telefono: f.telefono,
    lat: f.lat,
    lng: f.lng,
    en: f.en,
  }));
}

/** Nombre para mostrar de cada transportista pedido; los `null` (sin asignar) y repetidos no cuentan. */
export async function nombresDeTransportistas(
  db: Db | Tx,
  pedidos: readonly (number | null)[],
): Promise<Map<number, string>> {
  const ids = [...new Set(pedidos.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const filas = await db
    .select({
      id: transportista.id,
      nombre: usuario.first_name,
      apellido: usuario.last_name,
      usuario: usuario.username,
    })
    .from(transportista)
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(inArray(transportista.id, ids));
  return new Map(filas.map((f) => [f.id, `${f.nombre} ${f.apellido}`.trim() || f.usuario]));
}
