import argon2 from 'argon2';
import { eq, or, sql } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion } from '../../lib/errores.js';
import { usuario } from './cuentas.tables.js';
import {
  buscarUsuarioPorTokenHash,
  crearToken,
  revocarToken,
  revocarTokensDeDispositivo,
} from './sesiones.repository.js';
import { hashToken, nuevoToken } from './tokens.js';
import { usuarioSesion, type UsuarioSesion } from './usuario-sesion.js';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Hash de relleno: verificar contra él iguala el tiempo cuando el usuario no existe.
let hashRelleno: Promise<string> | undefined;

async function passwordValida(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    hashRelleno ??= hashPassword('relleno-sin-usuario');
    await argon2.verify(await hashRelleno, password);
    return false;
  }
  return argon2.verify(hash, password);
}

export interface DatosInicioSesion {
  username: string;
  password: string;
  deviceId: string | null;
  plataforma: string | null;
}

/** Usuario por nombre de usuario o e-mail (sin distinguir mayúsculas). */
async function buscarPorIdentificador(db: Db, identificador: string) {
  const valor = identificador.trim().toLowerCase();
  const [fila] = await db
    .select({ id: usuario.id, password_hash: usuario.password_hash, activo: usuario.activo })
    .from(usuario)
    .where(or(eq(sql`lower(${usuario.username})`, valor), eq(sql`lower(${usuario.email})`, valor)))
    .limit(1);
  return fila ?? null;
}

/** Id de la cuenta de un usuario o e-mail (null si no es de nadie). */
export async function idDeCuenta(db: Db, identificador: string): Promise<number | null> {
  return (await buscarPorIdentificador(db, identificador))?.id ?? null;
}

/** Verifica credenciales y emite un token nuevo para el dispositivo. */
export async function iniciarSesion(
  db: Db,
  datos: DatosInicioSesion,
): Promise<(UsuarioSesion & { token: string }) | null> {
  const encontrado = await buscarPorIdentificador(db, datos.username);
  const ok = await passwordValida(encontrado?.password_hash ?? null, datos.password);
  if (!encontrado || !ok) return null;
  if (!encontrado.activo) throw ErrorValidacion.general(MENSAJES.cuentaInactiva);

  return emitirSesion(db, encontrado.id, datos.deviceId, datos.plataforma);
}

/** Emite un token nuevo para el dispositivo y devuelve el usuario de sesión con él. */
export async function emitirSesion(
  db: Db,
  usuarioId: number,
  deviceId: string | null,
  plataforma: string | null,
): Promise<UsuarioSesion & { token: string }> {
  const token = nuevoToken();
  const tokenHash = hashToken(token);
  await crearToken(db, { usuarioId, tokenHash, deviceId, plataforma });
  await db.update(usuario).set({ ultimo_acceso: new Date() }).where(eq(usuario.id, usuarioId));
  const auth = await buscarUsuarioPorTokenHash(db, tokenHash);
  if (!auth) throw new Error('token recién creado no encontrado');
  return { ...(await usuarioSesion(db, auth)), token };
}

/** Revoca el token de la petición y, si se indica, los demás del mismo dispositivo. */
export async function cerrarSesion(
  db: Db,
  auth: UsuarioAutenticado,
  deviceId: string | null,
): Promise<void> {
  await revocarToken(db, auth.token_id);
  if (deviceId) await revocarTokensDeDispositivo(db, auth.id, deviceId);
}
