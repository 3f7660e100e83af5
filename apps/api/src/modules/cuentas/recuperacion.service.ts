import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import type { Correo } from '../../adapters/correo/correo.js';
import type { Db } from '../../db/client.js';
import { ErrorValidacion } from '../../lib/errores.js';
import { hashPassword } from './cuentas.service.js';
import { restablecimientoContrasena, tokenSesion, usuario } from './cuentas.tables.js';
import { hashToken, nuevoToken } from './tokens.js';

/** Vigencia del enlace de recuperación. */
export const VIGENCIA_RECUPERACION_MS = 60 * 60_000;

/** Ruta de la página web que fija la nueva contraseña. */
export const RUTA_RESTABLECER = '/recuperar_cuenta/nueva';

/**
 * Envía un enlace de un solo uso que vence en una hora. Responde igual exista o no el
 * correo, para no revelar qué cuentas existen.
 */
export async function solicitarRecuperacion(
  db: Db,
  correo: Correo,
  publicUrl: string,
  email: string,
  ahora: Date = new Date(),
): Promise<void> {
  const [u] = await db
    .select({ id: usuario.id, email: usuario.email, first_name: usuario.first_name })
    .from(usuario)
    .where(and(eq(sql`lower(${usuario.email})`, email.toLowerCase()), eq(usuario.activo, true)))
    .limit(1);
  if (!u?.email) return;
  const token = `${nuevoToken()}${nuevoToken()}`;
  await db.insert(restablecimientoContrasena).values({
    usuario_id: u.id,
    token_hash: hashToken(token),
    expira_en: new Date(ahora.getTime() + VIGENCIA_RECUPERACION_MS),
  });
  const enlace = `${publicUrl.replace(/\/$/, '')}${RUTA_RESTABLECER}?token=${token}`;
  const saludo = u.first_name ? `Hola ${u.first_name}:` : 'Hola:';
  await correo.enviar({
    para: u.email,
    asunto: 'Recupere su cuenta de Ñemu',
    texto: [
      saludo,
      '',
      'Recibimos un pedido para crear una nueva contraseña para su cuenta.',
      `Abrí este enlace (vale por una hora y una sola vez): ${enlace}`,
      '',
      'Si no lo pidió, ignore este correo: su contraseña no cambia.',
    ].join('\n'),
    html: `<p>${saludo}</p><p>Recibimos un pedido para crear una nueva contraseña para su cuenta.</p><p><a href="${enlace}">Crear nueva contraseña</a> (vale por una hora y una sola vez).</p><p>Si no lo pidió, ignore este correo.</p>`,
  });
}

/** Fija la contraseña con un token vigente y no usado; revoca todas las sesiones abiertas. */
export async function restablecerContrasena(
  db: Db,
  token: string,
  password: string,
  ahora: Date = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const ok = await db.transaction(async (tx) => {
    const [pedido] = await tx
      .update(restablecimientoContrasena)
      .set({ usado_en: ahora })
      .where(
        and(
          eq(restablecimientoContrasena.token_hash, hashToken(token)),
          isNull(restablecimientoContrasena.usado_en),
          gt(restablecimientoContrasena.expira_en, ahora),
        ),
      )
      .returning({ usuario_id: restablecimientoContrasena.usuario_id });
    if (!pedido) return false;
    await tx
      .update(usuario)
      .set({ password_hash: passwordHash })
      .where(eq(usuario.id, pedido.usuario_id));
    await tx
      .update(tokenSesion)
      .set({ revocado_en: ahora })
      .where(and(eq(tokenSesion.usuario_id, pedido.usuario_id), isNull(tokenSesion.revocado_en)));
    return true;
  });
  if (!ok) throw ErrorValidacion.general(MENSAJES.enlaceRecuperacionInvalido);
}
