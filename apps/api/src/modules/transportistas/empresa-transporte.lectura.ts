// Modelo de lectura del panel de la empresa de transporte (ADR 010): une sus vehículos, los
// choferes asignados y las hojas de ruta terminadas con ellos; sólo lee.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aplicarListado, type DefinicionListado } from '../../lib/listado.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { vehiculo } from '../flota/flota.tables.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { empresaTransporte, transportista } from './transportistas.tables.js';

export async function empresaTransportePorId(db: Db, id: number) {
  const [e] = await db
    .select()
    .from(empresaTransporte)
    .where(and(eq(empresaTransporte.id, id), eq(empresaTransporte.activo, true)));
  return e ?? null;
}

/** Vehículos de la empresa por estado (suspendido cuenta aparte de pendiente). */
export async function flotaPorEstado(db: Db, empresaId: number) {
  const [f] = await db
    .select({
      total: count(),
      aprobados: sql<number>`count(*) filter (where ${vehiculo.aprobado})`.mapWith(Number),
      pendientes:
        sql<number>`count(*) filter (where not ${vehiculo.aprobado} and ${vehiculo.suspendido_en} is null)`.mapWith(
          Number,
        ),
      activos: sql<number>`count(*) filter (where ${vehiculo.activo})`.mapWith(Number),
      suspendidos:
        sql<number>`count(*) filter (where ${vehiculo.suspendido_en} is not null)`.mapWith(Number),
    })
    .from(vehiculo)
    .where(eq(vehiculo.empresa_transporte_id, empresaId));
  return f ?? { total: 0, aprobados: 0, pendientes: 0, activos: 0, suspendidos: 0 };
}

/** Choferes asignados a vehículos de la empresa, con las chapas que manejan. */
export async function choferesDeEmpresa(db: Db, empresaId: number) {
  const filas = await db
    .select({
      id: transportista.id,
      nombre: usuario.first_name,
      apellido: usuario.last_name,
      username: usuario.username,
      aprobado: transportista.aprobado,
      conectado: transportista.conectado,
      chapa: vehiculo.numero_chapa,
    })
    .from(vehiculo)
    .innerJoin(transportista, eq(transportista.id, vehiculo.transportista_id))
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(eq(vehiculo.empresa_transporte_id, empresaId))
    .orderBy(asc(usuario.first_name), asc(transportista.id), asc(vehiculo.numero_chapa));
  const choferes = new Map<
    number,
    { id: number; nombre: string; aprobado: boolean; conectado: boolean; vehiculos: string[] }
  >();
  for (const f of filas) {
    const c = choferes.get(f.id) ?? {
      id: f.id,
      nombre: `${f.nombre} ${f.apellido}`.trim() || f.username,
      aprobado: f.aprobado,
      conectado: f.conectado,
      vehiculos: [],
    };
    c.vehiculos.push(f.chapa);
    choferes.set(f.id, c);
  }
  return [...choferes.values()];
}

/** Rutas terminadas con vehículos de la empresa (desde una fecha "YYYY-MM-DD", si se da). */
function rutasTerminadas(empresaId: number, desde?: string): SQL | undefined {
  return and(
    eq(vehiculo.empresa_transporte_id, empresaId),
    eq(hojaRuta.finalizado, true),
    desde === undefined ? undefined : sql`${hojaRuta.fecha} >= ${desde}`,
  );
}

const filaMovimiento = {
  hoja_ruta: hojaRuta.id,
  fecha: hojaRuta.fecha,
  fin: hojaRuta.fin,
  vehiculo: vehiculo.id,
  numero_chapa: vehiculo.numero_chapa,
  transportista: hojaRuta.transportista_id,
  nombre: usuario.first_name,
  apellido: usuario.last_name,
  cantidad_paradas: hojaRuta.cantidad_paradas,
  kilometros_recorrido: hojaRuta.kilometros_recorrido,
  monto: hojaRuta.tarifa_transportista,
};

/** Movimientos: cada ruta terminada con un vehículo de la empresa y lo que ganó. */
export function listadoMovimientosEmpresa(db: Db, empresaId: number, vehiculoId?: number) {
  const desde = () =>
    db
      .select(filaMovimiento)
      .from(hojaRuta)
      .innerJoin(vehiculo, eq(vehiculo.id, hojaRuta.vehiculo_id))
      .leftJoin(transportista, eq(transportista.id, hojaRuta.transportista_id))
      .leftJoin(usuario, eq(usuario.id, transportista.usuario_id))
      .$dynamic();
  return {
    contar: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(hojaRuta)
          .innerJoin(vehiculo, eq(vehiculo.id, hojaRuta.vehiculo_id))
          .leftJoin(transportista, eq(transportista.id, hojaRuta.transportista_id))
          .leftJoin(usuario, eq(usuario.id, transportista.usuario_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: (where, orden, limit, offset) => aplicarListado(desde(), where, orden, limit, offset),
    buscarEn: [vehiculo.numero_chapa, usuario.first_name, usuario.last_name],
    ordenables: {
      fecha: hojaRuta.fecha,
      monto: hojaRuta.tarifa_transportista,
      kilometros_recorrido: hojaRuta.kilometros_recorrido,
    },
    ordenPorDefecto: [desc(hojaRuta.fecha), desc(hojaRuta.id)],
    filtro: and(
      rutasTerminadas(empresaId),
      vehiculoId === undefined ? undefined : inArray(vehiculo.id, [vehiculoId]),
    ),
  } satisfies DefinicionListado<unknown>;
}
