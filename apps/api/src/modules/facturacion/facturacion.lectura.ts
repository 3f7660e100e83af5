// Modelo de lectura de datos de facturación (ADR 010): uno por id (checkout) y los de uno o
// varios usuarios, el predeterminado primero (sesión, listado de clientes).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { datoFacturacion } from './facturacion.tables.js';

export function datosFacturacionDeUsuarios(db: Db, usuarioIds: readonly number[]) {
  return db
    .select({
      id: datoFacturacion.id,
      usuario_id: datoFacturacion.usuario_id,
      razon_social: datoFacturacion.razon_social,
      ruc: datoFacturacion.ruc,
      default: datoFacturacion.default,
    })
    .from(datoFacturacion)
    .where(inArray(datoFacturacion.usuario_id, [...usuarioIds]))
    .orderBy(desc(datoFacturacion.default), asc(datoFacturacion.id));
}

export function datoFacturacionDe(db: Db, id: number) {
  return db.query.datoFacturacion.findFirst({ where: eq(datoFacturacion.id, id) });
}
