// Modelo de lectura de cuentas (ADR 010): datos sueltos de un usuario para otros módulos.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usuario } from './cuentas.tables.js';

export async function usuarioExiste(db: Db, usuarioId: number): Promise<boolean> {
  const [fila] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, usuarioId));
  return fila !== undefined;
}

export async function fechaNacimiento(db: Db, usuarioId: number): Promise<string | null> {
  const [fila] = await db
    .select({ fecha: usuario.fecha_nacimiento })
    .from(usuario)
    .where(eq(usuario.id, usuarioId));
  return fila?.fecha ?? null;
}
