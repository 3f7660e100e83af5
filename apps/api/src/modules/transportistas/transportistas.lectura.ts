// Modelo de lectura del alta de transportistas (ADR 010): une los datos del usuario, el contrato
// aceptado, las ciudades y los vehículos; sólo lee.
import { and, asc, count, desc, eq, exists, inArray, not, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { aplicarListado, type DefinicionListado } from '../../lib/listado.js';
import { contrato, ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { aceptacionContrato } from '../fabricantes/fabricantes.tables.js';
import { vehiculo } from '../flota/flota.tables.js';
import { transportista, transportistaCiudad } from './transportistas.tables.js';

/** Tipo de contrato del transportista (spec §4, roles de beneficiario). */
export const CONTRATO_TRANSPORTISTA = 30;

/** Cuándo aceptó el usuario el contrato vigente de transportista (null si no lo aceptó). */
export async function aceptacionContratoTransportista(
  db: Db | Tx,
  usuarioId: number,
): Promise<Date | null> {
  const [vigente] = await db
    .select({ id: contrato.id })
    .from(contrato)
    .where(and(eq(contrato.tipo, CONTRATO_TRANSPORTISTA), eq(contrato.activo, true)))
    .orderBy(desc(contrato.version))
    .limit(1);
  if (!vigente) return null;
  const [a] = await db
    .select({ en: aceptacionContrato.aceptado_en })
    .from(aceptacionContrato)
    .where(
      and(
        eq(aceptacionContrato.contrato_id, vigente.id),
        eq(aceptacionContrato.usuario_id, usuarioId),
      ),
    );
  return a?.en ?? null;
}

/** Ids de ciudad que no existen (para el error del campo `ciudades`). */
export async function ciudadesInexistentes(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const filas = await db
    .select({ id: ciudad.id })
    .from(ciudad)
    .where(inArray(ciudad.id, [...ids]));
  const existen = new Set(filas.map((f) => f.id));
  return ids.filter((id) => !existen.has(id));
}

export async function ciudadesDe(db: Db | Tx, ids: readonly number[]) {
  const mapa = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return mapa;
  const filas = await db
    .select()
    .from(transportistaCiudad)
    .where(inArray(transportistaCiudad.transportista_id, [...ids]))
    .orderBy(transportistaCiudad.ciudad_id);
  for (const f of filas) mapa.get(f.transportista_id)?.push(f.ciudad_id);
  return mapa;
}

export async function vehiculosDe(db: Db | Tx, ids: readonly number[]) {
  const mapa = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return mapa;
  const filas = await db
    .select({ id: vehiculo.id, t: vehiculo.transportista_id })
    .from(vehiculo)
    .where(inArray(vehiculo.transportista_id, [...ids]))
    .orderBy(vehiculo.id);
  for (const f of filas) if (f.t !== null) mapa.get(f.t)?.push(f.id);
  return mapa;
}

/** Si la empresa tiene un vehículo asignado a ese transportista. */
export async function empresaDelTransportista(
  db: Db | Tx,
  transportistaId: number,
  empresaId: number,
): Promise<boolean> {
  const [f] = await db
    .select({ id: vehiculo.id })
    .from(vehiculo)
    .where(
      and(
        eq(vehiculo.transportista_id, transportistaId),
        eq(vehiculo.empresa_transporte_id, empresaId),
      ),
    )
    .limit(1);
  return f !== undefined;
}

/** Usuario (cuenta) existente y activo. */
export async function usuarioActivo(db: Db | Tx, usuarioId: number) {
  const [u] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, usuarioId), eq(usuario.activo, true)));
  return u !== undefined;
}

const filaAdmin = {
  id: transportista.id,
  usuario: transportista.usuario_id,
  nombre: usuario.first_name,
  apellido: usuario.last_name,
  razon_social: usuario.razon_social,
  ruc: usuario.ruc,
  nro_documento: usuario.nro_documento,
  nro_telefono: usuario.nro_telefono,
  imagen_perfil: usuario.imagen_perfil,
  email: usuario.email,
  registro_frente: transportista.registro_frente,
  registro_dorso: transportista.registro_dorso,
  registro_vencimiento: transportista.registro_vencimiento,
  antecedentesj: transportista.antecedentesj,
  antecedentesp: transportista.antecedentesp,
  poliza_seguro: transportista.poliza_seguro,
  constancia_ruc: transportista.constancia_ruc,
  aprobado: transportista.aprobado,
  bloqueado: transportista.bloqueado,
  suspendido_en: transportista.suspendido_en,
};
/** Listado del administrador: transportistas con los datos de su usuario (spec §3). */
export function listadoAdminTransportistas(db: Db, filtro: SQL | undefined) {
  return {
    contar: async (where) =>
      (
        await db
          .select({ n: count() })
          .from(transportista)
          .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
          .where(where)
      )[0]?.n ?? 0,
    listar: (where, orden, limit, offset) =>
      aplicarListado(
        db
          .select(filaAdmin)
          .from(transportista)
          .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
          .$dynamic(),
        where,
        orden,
        limit,
        offset,
      ),
    buscarEn: [
      usuario.first_name,
      usuario.last_name,
      usuario.email,
      usuario.nro_documento,
      usuario.ruc,
      usuario.razon_social,
      usuario.username,
    ],
    ordenables: {
      id: transportista.id,
      nombre: usuario.first_name,
      apellido: usuario.last_name,
      registro_vencimiento: transportista.registro_vencimiento,
      rating: transportista.rating,
      cantidad_viajes: transportista.cantidad_viajes,
      creado_en: transportista.creado_en,
    },
    ordenPorDefecto: [desc(transportista.creado_en), asc(transportista.id)],
    filtro,
  } satisfies DefinicionListado<unknown>;
}

/**
 * Clientes que pueden darse de alta como transportistas desde el panel (usuarios activos sin
 * perfil de transportista).
 */
export function listadoClientesTransportista(db: Db) {
  const sinTransportista = not(
    exists(
      db
        .select({ id: transportista.id })
        .from(transportista)
        .where(eq(transportista.usuario_id, usuario.id)),
    ),
  );
  const columnas = {
    id: usuario.id,
    username: usuario.username,
    nombre: usuario.first_name,
    apellido: usuario.last_name,
    email: usuario.email,
    nro_documento: usuario.nro_documento,
    nro_telefono: usuario.nro_telefono,
  };
  return {
    contar: async (where) =>
      (await db.select({ n: count() }).from(usuario).where(where))[0]?.n ?? 0,
    listar: (where, orden, limit, offset) =>
      aplicarListado(db.select(columnas).from(usuario).$dynamic(), where, orden, limit, offset),
    buscarEn: [
      usuario.first_name,
      usuario.last_name,
      usuario.email,
      usuario.username,
      usuario.nro_documento,
    ],
    ordenables: { id: usuario.id, nombre: usuario.first_name, apellido: usuario.last_name },
    ordenPorDefecto: [asc(usuario.first_name), asc(usuario.id)],
    filtro: and(eq(usuario.activo, true), eq(usuario.administrador, false), sinTransportista),
  } satisfies DefinicionListado<unknown>;
}
