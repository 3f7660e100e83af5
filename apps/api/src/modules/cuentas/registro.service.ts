import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MENSAJES, TipoRegistro, type RegistroCliente } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { ErrorValidacion, type ErroresCampo } from '../../lib/errores.js';
import { hashPassword, emitirSesion } from './cuentas.service.js';
import { usuario } from './cuentas.tables.js';
import { agregarDatoFacturacionDeRegistro } from '../facturacion/facturacion.service.js';

/** Errores de campo para username, e-mail o documento ya usados por otra cuenta. */
export async function verificarUnicos(
  db: Db,
  datos: { username?: string | null; email?: string | null; nro_documento?: string | null },
  excepto?: number,
): Promise<void> {
  const otro = (cond: SQL) => (excepto === undefined ? cond : and(cond, ne(usuario.id, excepto)));
  const existe = async (cond: SQL) =>
    (await db.select({ id: usuario.id }).from(usuario).where(otro(cond)).limit(1)).length > 0;
  const errores: ErroresCampo = {};
  if (
    datos.username &&
    (await existe(eq(sql`lower(${usuario.username})`, datos.username.toLowerCase())))
  )
    errores.username = [MENSAJES.usernameEnUso];
  if (datos.email && (await existe(eq(sql`lower(${usuario.email})`, datos.email.toLowerCase()))))
    errores.email = [MENSAJES.emailEnUso];
  if (datos.nro_documento && (await existe(eq(usuario.nro_documento, datos.nro_documento))))
    errores.nro_documento = [MENSAJES.documentoEnUso];
  if (Object.keys(errores).length > 0) throw new ErrorValidacion(errores);
}

/**
 * Registro de cliente (§7 /registro-cliente/). Con el formulario de empresa (tipo 20) el RUC y
 * la razón social de la empresa quedan como dato de facturación por defecto; los del cliente
 * van a su propio usuario (§5). Deja la sesión iniciada.
 */
export async function registrarCliente(
  db: Db,
  datos: RegistroCliente,
  imagenPerfil: string | null,
  dispositivo: { deviceId: string | null; plataforma: string | null },
) {
  const id = await insertarCliente(db, datos, imagenPerfil);
  return emitirSesion(db, id, dispositivo.deviceId, dispositivo.plataforma);
}

/** Crea la cuenta de un cliente (registro propio o alta por un administrador); devuelve su id. */
export async function insertarCliente(
  db: Db,
  datos: RegistroCliente,
  imagenPerfil: string | null,
): Promise<number> {
  const username = datos.username ?? datos.email;
  await verificarUnicos(db, { username, email: datos.email, nro_documento: datos.nro_documento });
  const passwordHash = await hashPassword(datos.password);
  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(usuario)
      .values({
        username,
        email: datos.email,
        password_hash: passwordHash,
        first_name: datos.first_name,
        last_name: datos.last_name,
        nro_documento: datos.nro_documento ?? null,
        nro_telefono: datos.nro_telefono,
        fecha_nacimiento: datos.fecha_nacimiento ?? null,
        genero: datos.genero ?? null,
        ruc: datos.ruc ?? null,
        razon_social: datos.razon_social ?? null,
        imagen_perfil: imagenPerfil,
        recibir_ofertas_email: datos.recibir_ofertas,
        recibir_ofertas_notificacion: datos.recibir_notificaciones,
      })
      .returning({ id: usuario.id });
    if (!u) throw new Error('no se creó el usuario');
    if (datos.tipo === TipoRegistro.EMPRESA && datos.empresa_ruc && datos.empresa_razon_social) {
      await agregarDatoFacturacionDeRegistro(tx, u.id, {
        ruc: datos.empresa_ruc,
        razon_social: datos.empresa_razon_social,
      });
    }
    return u.id;
  });
}
