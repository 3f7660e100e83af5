// Modelo de lectura de direcciones (ADR 010): una por id (checkout, envíos) y las de uno o
// varios usuarios, la predeterminada primero (sesión, listado de clientes).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { direccion } from './direcciones.tables.js';

export function direccionesDeUsuarios(db: Db, usuarioIds: readonly number[]) {
  return db
    .select({
      id: direccion.id,
      usuario_id: direccion.usuario_id,
      nombre: direccion.nombre,
      calle_principal: direccion.calle_principal,
      calle_secundaria: direccion.calle_secundaria,
      numero: direccion.numero,
      referencia: direccion.referencia,
      ubicacion: direccion.ubicacion,
      default: direccion.default,
      ciudad: direccion.ciudad_id,
      ciudad_nombre: direccion.ciudad_nombre,
      icono: direccion.icono,
    })
    .from(direccion)
    .where(inArray(direccion.usuario_id, [...usuarioIds]))
    .orderBy(desc(direccion.default), asc(direccion.id));
}

export function direccionDe(db: Db, id: number) {
  return db.query.direccion.findFirst({ where: eq(direccion.id, id) });
}
