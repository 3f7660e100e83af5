import { and, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import type { IdentidadSocial } from '../../adapters/social/verificador-social.js';
import type { Db } from '../../db/client.js';
import { ErrorValidacion } from '../../lib/errores.js';
import { emitirSesion } from './cuentas.service.js';
import { cuentaSocial, usuario } from './cuentas.tables.js';

async function usernameLibre(db: Db, base: string): Promise<string> {
  for (let intento = 0; ; intento++) {
    const candidato = intento === 0 ? base : `${base}_${intento + 1}`;
    const [ocupado] = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(sql`lower(${usuario.username})`, candidato.toLowerCase()))
      .limit(1);
    if (!ocupado) return candidato;
  }
}

/** Usuario vinculado a la identidad: por el vínculo, por e-mail verificado o uno nuevo. */
async function usuarioDeIdentidad(db: Db, id: IdentidadSocial): Promise<number> {
  const [vinculo] = await db
    .select({ usuario_id: cuentaSocial.usuario_id })
    .from(cuentaSocial)
    .where(and(eq(cuentaSocial.proveedor, id.proveedor), eq(cuentaSocial.sujeto, id.sujeto)))
    .limit(1);
  if (vinculo) {
    await db
      .update(cuentaSocial)
      .set({ ultimo_uso_en: new Date() })
      .where(and(eq(cuentaSocial.proveedor, id.proveedor), eq(cuentaSocial.sujeto, id.sujeto)));
    return vinculo.usuario_id;
  }
  let usuarioId: number | undefined;
  if (id.email && id.emailVerificado) {
    const [existente] = await db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(sql`lower(${usuario.email})`, id.email))
      .limit(1);
    usuarioId = existente?.id;
  }
  if (usuarioId === undefined) {
    const [nuevo] = await db
      .insert(usuario)
      .values({
        username: await usernameLibre(db, id.email ?? `${id.proveedor}_${id.sujeto}`),
        email: id.emailVerificado ? id.email : null,
        first_name: id.nombre ?? '',
        last_name: id.apellido ?? '',
        registro_redes_sociales: true,
      })
      .returning({ id: usuario.id });
    if (!nuevo) throw new Error('no se creó el usuario');
    usuarioId = nuevo.id;
  } else {
    await db
      .update(usuario)
      .set({ registro_redes_sociales: true })
      .where(eq(usuario.id, usuarioId));
  }
  await db.insert(cuentaSocial).values({
    usuario_id: usuarioId,
    proveedor: id.proveedor,
    sujeto: id.sujeto,
    email: id.email,
    ultimo_uso_en: new Date(),
  });
  return usuarioId;
}

/** Inicia sesión con una identidad social ya verificada; crea o vincula la cuenta. */
export async function iniciarSesionSocial(
  db: Db,
  identidad: IdentidadSocial,
  dispositivo: { deviceId: string | null; plataforma: string | null },
) {
  const usuarioId = await usuarioDeIdentidad(db, identidad);
  const [u] = await db
    .select({ activo: usuario.activo })
    .from(usuario)
    .where(eq(usuario.id, usuarioId));
  if (!u?.activo) throw ErrorValidacion.general(MENSAJES.cuentaInactiva);
  return emitirSesion(db, usuarioId, dispositivo.deviceId, dispositivo.plataforma);
}
