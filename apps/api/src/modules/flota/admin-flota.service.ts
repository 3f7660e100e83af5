import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MENSAJES_ADMINISTRACION, guardarTipoVehiculoAdminSchema } from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { tipoVehiculo, vehiculo } from './flota.tables.js';

type Datos = z.output<typeof guardarTipoVehiculoAdminSchema>;
type Fila = typeof tipoVehiculo.$inferSelect;

const lectura = ({ creado_en: _c, actualizado_en: _a, activo: _ac, ...t }: Fila) => t;

async function activo(db: Db | Tx, id: number, bloquear = false) {
  const q = db
    .select()
    .from(tipoVehiculo)
    .where(and(eq(tipoVehiculo.id, id), eq(tipoVehiculo.activo, true)));
  const [t] = bloquear ? await q.for('update') : await q;
  return t;
}

async function nombreLibre(tx: Tx, nombre: string, salvo?: number) {
  const [otro] = await tx
    .select({ id: tipoVehiculo.id })
    .from(tipoVehiculo)
    .where(
      and(
        sql`lower(${tipoVehiculo.nombre}) = lower(${nombre})`,
        salvo === undefined ? undefined : ne(tipoVehiculo.id, salvo),
      ),
    );
  if (otro) throw ErrorValidacion.campo('nombre', MENSAJES_ADMINISTRACION.nombreDuplicado);
}

export async function obtenerTipoVehiculo(db: Db, id: number) {
  const t = await activo(db, id);
  if (!t) throw new NoEncontrado();
  return lectura(t);
}

export async function crearTipoVehiculo(db: Db, admin: UsuarioAutenticado, datos: Datos) {
  return db.transaction(async (tx) => {
    await nombreLibre(tx, datos.nombre);
    const [t] = await tx.insert(tipoVehiculo).values(datos).returning();
    if (!t) throw new Error('no se creó el tipo de vehículo');
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'tipo_vehiculo',
      entidadId: t.id,
      accion: 'crear',
      despues: t,
    });
    return lectura(t);
  });
}

/** Edición parcial; los precios y medidas pueden quedar en null (spec §3). */
export async function actualizarTipoVehiculo(
  db: Db,
  admin: UsuarioAutenticado,
  id: number,
  datos: Partial<Datos>,
) {
  return db.transaction(async (tx) => {
    const antes = await activo(tx, id, true);
    if (!antes) throw new NoEncontrado();
    if (datos.nombre !== undefined) await nombreLibre(tx, datos.nombre, id);
    const [t] = await tx
      .update(tipoVehiculo)
      .set({ ...datos, actualizado_en: new Date() })
      .where(eq(tipoVehiculo.id, id))
      .returning();
    if (!t) throw new NoEncontrado();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'tipo_vehiculo',
      entidadId: id,
      accion: 'editar',
      antes,
      despues: t,
    });
    return lectura(t);
  });
}

/** Baja lógica; si hay vehículos registrados con el tipo, 409. */
export async function eliminarTipoVehiculo(db: Db, admin: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const antes = await activo(tx, id, true);
    if (!antes) throw new NoEncontrado();
    const [enUso] = await tx
      .select({ id: vehiculo.id })
      .from(vehiculo)
      .where(eq(vehiculo.tipo_vehiculo_id, id))
      .limit(1);
    if (enUso) throw new Conflicto(MENSAJES_ADMINISTRACION.tipoVehiculoEnUso);
    const [t] = await tx
      .update(tipoVehiculo)
      .set({ activo: false, actualizado_en: new Date() })
      .where(eq(tipoVehiculo.id, id))
      .returning();
    await registrarAuditoria(tx, {
      usuarioId: admin.id,
      entidad: 'tipo_vehiculo',
      entidadId: id,
      accion: 'eliminar',
      antes,
      despues: t,
    });
  });
}
