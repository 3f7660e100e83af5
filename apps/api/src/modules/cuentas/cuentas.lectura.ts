// Modelo de lectura de cuentas (ADR 010): datos sueltos de un usuario para otros módulos.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
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

/** Nombre visible de varios usuarios (nombre y apellido, o el usuario), para bitácoras. */
export async function nombresDeUsuarios(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const filas = await db
    .select({
      id: usuario.id,
      username: usuario.username,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
    })
    .from(usuario)
    .where(inArray(usuario.id, ids));
  return new Map(filas.map((f) => [f.id, `${f.first_name} ${f.last_name}`.trim() || f.username]));
}
