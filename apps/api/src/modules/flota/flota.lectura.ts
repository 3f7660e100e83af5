// Modelo de lectura de la flota (ADR 010): la tarifa del tipo de vehículo más económico y los
// dueños (transportista, empresa) de un vehículo y los transportistas que se le pueden asignar.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { empresaTransporte, transportista } from '../transportistas/transportistas.tables.js';
import { tipoVehiculo } from './flota.tables.js';

export async function tarifaMasEconomica(db: Db) {
  const [t] = await db
    .select({
      precio_minimo: tipoVehiculo.precio_minimo,
      precio_km: tipoVehiculo.precio_km,
      precio_parada: tipoVehiculo.precio_parada,
    })
    .from(tipoVehiculo)
    // Sólo tipos con tarifa cargada: uno recién creado sin precios no cotiza «envío desde Gs. 0».
    .where(
      and(
        eq(tipoVehiculo.activo, true),
        isNotNull(tipoVehiculo.precio_km),
        isNotNull(tipoVehiculo.precio_minimo),
      ),
    )
    .orderBy(asc(tipoVehiculo.precio_km), asc(tipoVehiculo.id))
    .limit(1);
  return t ?? { precio_minimo: 15000, precio_km: 2500, precio_parada: 2000 };
}

/** Tarifa de un tipo de vehículo (para recalcular la de una hoja); null si no existe. */
export async function tarifaDeTipo(db: Db | Tx, tipoVehiculoId: number) {
  const [t] = await db
    .select({
      subida_bandera: tipoVehiculo.subida_bandera,
      precio_km: tipoVehiculo.precio_km,
      precio_minuto: tipoVehiculo.precio_minuto,
      precio_parada: tipoVehiculo.precio_parada,
      precio_minimo: tipoVehiculo.precio_minimo,
    })
    .from(tipoVehiculo)
    .where(eq(tipoVehiculo.id, tipoVehiculoId));
  return t ?? null;
}

/**
 * Usuarios a avisar por un vehículo: su transportista y el administrador de su empresa, con
 * `empresa` para que cada uno reciba el enlace de su propia web. Quien es ambas cosas recibe un
 * solo aviso, el de la empresa.
 */
export async function usuariosDelVehiculo(
  db: Db | Tx,
  duenio: { transportista_id: number | null; empresa_transporte_id: number | null },
): Promise<{ usuario: number; empresa: boolean }[]> {
  const destinatarios: { usuario: number; empresa: boolean }[] = [];
  if (duenio.empresa_transporte_id !== null) {
    const [e] = await db
      .select({ u: empresaTransporte.administrador_id })
      .from(empresaTransporte)
      .where(eq(empresaTransporte.id, duenio.empresa_transporte_id));
    if (e) destinatarios.push({ usuario: e.u, empresa: true });
  }
  if (duenio.transportista_id !== null) {
    const [t] = await db
      .select({ u: transportista.usuario_id })
      .from(transportista)
      .where(eq(transportista.id, duenio.transportista_id));
    if (t && !destinatarios.some((d) => d.usuario === t.u)) {
      destinatarios.push({ usuario: t.u, empresa: false });
    }
  }
  return destinatarios;
}

export async function transportistaActivoExiste(db: Db | Tx, id: number): Promise<boolean> {
  const [t] = await db
    .select({ id: transportista.id })
    .from(transportista)
    .where(and(eq(transportista.id, id), eq(transportista.activo, true)));
  return t !== undefined;
}

export async function empresaTransporteExiste(db: Db | Tx, id: number): Promise<boolean> {
  const [e] = await db
    .select({ id: empresaTransporte.id })
    .from(empresaTransporte)
    .where(and(eq(empresaTransporte.id, id), eq(empresaTransporte.activo, true)));
  return e !== undefined;
}

/** El transportista con ese correo y si puede manejar (aprobado, activo y sin bloqueo); o null. */
export async function transportistaPorEmail(db: Db | Tx, email: string) {
  const [t] = await db
    .select({
      id: transportista.id,
      habilitado: sql<boolean>`${transportista.aprobado} and ${transportista.activo} and not ${transportista.bloqueado}`,
    })
    .from(transportista)
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(sql`lower(${usuario.email}) = ${email.toLowerCase()}`);
  return t ?? null;
}

/** ¿Puede manejar (aprobado, activo y sin bloqueo)? */
export async function transportistaHabilitado(db: Db | Tx, id: number): Promise<boolean> {
  const [t] = await db
    .select({ id: transportista.id })
    .from(transportista)
    .where(
      and(
        eq(transportista.id, id),
        eq(transportista.aprobado, true),
        eq(transportista.activo, true),
        eq(transportista.bloqueado, false),
      ),
    );
  return t !== undefined;
}
