import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { tokenSesion, usuario } from './cuentas.tables.js';

/** Usuario activo dueño de un token vigente, con los datos que deciden sus roles. */
export async function buscarUsuarioPorTokenHash(
  db: Db,
  tokenHash: string,
): Promise<UsuarioAutenticado | null> {
  const filas = await db
    .select({
      id: usuario.id,
      username: usuario.username,
      administrador: usuario.administrador,
      token_id: tokenSesion.id,
      fabricante_id: sql<number | null>`(select uf.fabricante_id from usuario_fabricante uf
        where uf.usuario_id = ${usuario.id} order by (uf.rol = 'propietario') desc, uf.id limit 1)`,
      rol_fabricante: sql<'propietario' | 'staff' | null>`(select uf.rol from usuario_fabricante uf
        where uf.usuario_id = ${usuario.id} order by (uf.rol = 'propietario') desc, uf.id limit 1)`,
      transportista_id: sql<number | null>`(select t.id from transportista t
        where t.usuario_id = ${usuario.id} limit 1)`,
      empresa_transporte_id: sql<number | null>`(select e.id from empresa_transporte e
        where e.administrador_id = ${usuario.id} order by e.id limit 1)`,
    })
    .from(tokenSesion)
    .innerJoin(usuario, eq(usuario.id, tokenSesion.usuario_id))
    .where(
      and(
        eq(tokenSesion.token_hash, tokenHash),
        isNull(tokenSesion.revocado_en),
        eq(usuario.activo, true),
      ),
    )
    .limit(1);
  return filas[0] ?? null;
}

export async function crearToken(
  db: Db,
  datos: {
    usuarioId: number;
    tokenHash: string;
    deviceId: string | null;
    plataforma: string | null;
  },
): Promise<void> {
  await db.insert(tokenSesion).values({
    usuario_id: datos.usuarioId,
    token_hash: datos.tokenHash,
    device_id: datos.deviceId,
    plataforma: datos.plataforma,
  });
}

export async function revocarToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(tokenSesion)
    .set({ revocado_en: new Date() })
    .where(and(eq(tokenSesion.id, tokenId), isNull(tokenSesion.revocado_en)));
}

/** Revoca los tokens de un dispositivo del usuario (logout de ese dispositivo). */
export async function revocarTokensDeDispositivo(
  db: Db,
  usuarioId: number,
  deviceId: string,
): Promise<void> {
  await db
    .update(tokenSesion)
    .set({ revocado_en: new Date() })
    .where(
      and(
        eq(tokenSesion.usuario_id, usuarioId),
        eq(tokenSesion.device_id, deviceId),
        isNull(tokenSesion.revocado_en),
      ),
    );
}

export async function marcarUsoToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(tokenSesion)
    .set({ ultimo_uso_en: new Date() })
    .where(eq(tokenSesion.id, tokenId));
}
