// La empresa de transporte asigna a sus vehículos transportistas de su flota (ADR 022): los que
// ya manejan alguno de sus vehículos, o uno aprobado nuevo que ella conoce por su correo. Nunca
// toca vehículos de otra empresa ni choferes que manejan para otra (403).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  MENSAJES_TRANSPORTISTAS,
  formatearMensaje,
  type AsignarTransportistaVehiculo,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { notificar } from '../notificaciones/notificaciones.service.js';
import {
  transportistaHabilitado,
  transportistaPorEmail,
  usuariosDelVehiculo,
} from './flota.lectura.js';
import { vehiculo } from './flota.tables.js';

/** ¿Maneja algún vehículo de la empresa (con `igual`) o de otra (sin él)? */
async function manejaPara(db: Db | Tx, transportistaId: number, empresaId: number, igual: boolean) {
  const [v] = await db
    .select({ id: vehiculo.id })
    .from(vehiculo)
    .where(
      and(
        eq(vehiculo.transportista_id, transportistaId),
        isNotNull(vehiculo.empresa_transporte_id),
        igual
          ? eq(vehiculo.empresa_transporte_id, empresaId)
          : ne(vehiculo.empresa_transporte_id, empresaId),
      ),
    )
    .limit(1);
  return v !== undefined;
}

/**
 * Quién puede asignarse a un vehículo de la empresa: un transportista habilitado que no maneja
 * para otra empresa y, si se elige por id, que ya sea de su flota (el administrador elige a
 * cualquiera). Lanza 400 o 403 si no.
 */
export async function verificarTransportistaDeEmpresa(
  db: Db | Tx,
  u: UsuarioAutenticado,
  empresaId: number,
  transportistaId: number,
  porCorreo = false,
) {
  if (!(await transportistaHabilitado(db, transportistaId)))
    throw ErrorValidacion.campo(
      porCorreo ? 'email' : 'transportista',
      MENSAJES_TRANSPORTISTAS.transportistaNoDisponible,
    );
  if (u.administrador) return;
  if (await manejaPara(db, transportistaId, empresaId, false))
    throw new SinPermiso(MENSAJES_TRANSPORTISTAS.transportistaDeOtraEmpresa);
  if (!porCorreo && !(await manejaPara(db, transportistaId, empresaId, true)))
    throw new SinPermiso(MENSAJES_TRANSPORTISTAS.transportistaFueraDeFlota);
}

type Asignacion = { id: number; numero_chapa: string; transportista_id: number | null };

/**
 * Avisa (fila, en vivo y push) al transportista que recibe un vehículo y al que lo deja, cuando
 * la empresa o un administrador cambia quién lo maneja.
 */
export async function avisarCambioDeTransportista(
  tx: Tx,
  antes: Asignacion | null,
  despues: Asignacion,
) {
  const anterior = antes?.transportista_id ?? null;
  const nuevo = despues.transportista_id;
  if (anterior === nuevo) return;
  const chapa = { chapa: despues.numero_chapa };
  const avisar = async (transportistaId: number, titulo: string, cuerpo: string, url: string) =>
    notificar(
      tx,
      (
        await usuariosDelVehiculo(tx, {
          transportista_id: transportistaId,
          empresa_transporte_id: null,
        })
      ).map((d) => d.usuario),
      'general',
      { url },
      { titulo: formatearMensaje(titulo, chapa), cuerpo },
    );
  if (nuevo !== null)
    await avisar(
      nuevo,
      MENSAJES_TRANSPORTISTAS.notificacionVehiculoAsignado,
      MENSAJES_TRANSPORTISTAS.notificacionVehiculoAsignadoCuerpo,
      `/driver/vehiculos/detail?id=${despues.id}`,
    );
  if (anterior !== null)
    await avisar(
      anterior,
      MENSAJES_TRANSPORTISTAS.notificacionVehiculoDesasignado,
      MENSAJES_TRANSPORTISTAS.notificacionVehiculoDesasignadoCuerpo,
      '/driver/vehiculos',
    );
}

/**
 * PUT /vehiculo/{id}/transportista/: asigna (o quita, con `null`) el transportista de un vehículo
 * de la empresa. Cambiarlo desactiva el vehículo hasta que el nuevo transportista lo active.
 */
export async function asignarTransportista(
  db: Db,
  u: UsuarioAutenticado,
  vehiculoId: number,
  datos: AsignarTransportistaVehiculo,
) {
  const [v] = await db.select().from(vehiculo).where(eq(vehiculo.id, vehiculoId));
  if (!v) throw new NoEncontrado();
  const empresaId = v.empresa_transporte_id;
  if (empresaId === null || (!u.administrador && empresaId !== u.empresa_transporte_id))
    throw new SinPermiso();
  let nuevo: number | null = null;
  if (datos.email !== undefined) {
    const t = await transportistaPorEmail(db, datos.email);
    if (!t) throw ErrorValidacion.campo('email', MENSAJES_TRANSPORTISTAS.transportistaNoDisponible);
    await verificarTransportistaDeEmpresa(db, u, empresaId, t.id, true);
    nuevo = t.id;
  } else if (datos.transportista != null) {
    await verificarTransportistaDeEmpresa(db, u, empresaId, datos.transportista);
    nuevo = datos.transportista;
  }
  await db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(vehiculo)
      .where(eq(vehiculo.id, vehiculoId))
      .for('update');
    if (!antes) throw new NoEncontrado();
    if (antes.transportista_id === nuevo) return;
    const [despues] = await tx
      .update(vehiculo)
      .set({ transportista_id: nuevo, activo: false, actualizado_en: new Date() })
      .where(eq(vehiculo.id, vehiculoId))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: u.id,
      entidad: 'vehiculo',
      entidadId: vehiculoId,
      accion: nuevo === null ? 'desasignar_transportista' : 'asignar_transportista',
      antes,
      despues,
    });
    if (despues) await avisarCambioDeTransportista(tx, antes, despues);
  });
}
