// Administradores a los que se avisa de situaciones operativas (rutas sin aceptar, incidentes).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { usuario } from './cuentas.tables.js';

export async function idsAdministradores(db: Db | Tx): Promise<number[]> {
  const filas = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.administrador, true), eq(usuario.activo, true)));
  return filas.map((f) => f.id);
}
