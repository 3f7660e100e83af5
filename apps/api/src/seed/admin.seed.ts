import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { usuario } from '../db/schema.js';

/** Crea el administrador de producción (`admin`) si todavía no existe. */
export async function sembrarAdminProduccion(db: Db, password: string): Promise<boolean> {
  if (password.length < 8) throw new Error('ADMIN_PASSWORD debe tener al menos 8 caracteres');
  const existentes = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.username}) = 'admin'`);
  if (existentes.length > 0) return false;
  const password_hash = await argon2.hash(password, { type: argon2.argon2id });
  const creados = await db
    .insert(usuario)
    .values({
      username: 'admin',
      password_hash,
      first_name: 'Administrador',
      last_name: 'Ñemu',
      administrador: true,
    })
    .onConflictDoNothing()
    .returning({ id: usuario.id });
  return creados.length > 0;
}
