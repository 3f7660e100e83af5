import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MENSAJES, ModoUsoApp, type CambioModoRespuesta } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { SinPermiso } from '../../lib/errores.js';
import {
  cuentaSocial,
  dispositivo,
  restablecimientoContrasena,
  tokenSesion,
  usuario,
} from './cuentas.tables.js';
import { borrarDatosFacturacionDe } from '../facturacion/facturacion.service.js';
import { borrarDireccionesDe } from '../direcciones/direcciones.service.js';

/**
 * Cambio de modo (§4): transportista exige perfil de transportista, proveedor exige empresa
 * proveedora; si falta, el modo no cambia y se indica qué registro hacer.
 */
export async function cambiarModoApp(
  db: Db,
  auth: UsuarioAutenticado,
  modo: ModoUsoApp,
): Promise<CambioModoRespuesta> {
  if (modo === ModoUsoApp.TRANSPORTISTA && auth.transportista_id === null) {
    return sinCambio(
      db,
      auth,
      'registrar_transportista',
      '/driver/registro',
      MENSAJES.modoRequiereTransportista,
    );
  }
  if (modo === ModoUsoApp.PROVEEDOR && auth.fabricante_id === null) {
    return sinCambio(db, auth, 'registrar_proveedor', '/proveedor', MENSAJES.modoRequiereProveedor);
  }
  await db.update(usuario).set({ modo_uso_app: modo }).where(eq(usuario.id, auth.id));
  const redireccion =
    modo === ModoUsoApp.TRANSPORTISTA
      ? '/driver/home'
      : modo === ModoUsoApp.PROVEEDOR
        ? '/proveedor'
        : '/';
  return { cambiado: true, modo_uso_app: modo, accion: 'ninguna', redireccion, mensaje: null };
}

async function sinCambio(
  db: Db,
  auth: UsuarioAutenticado,
  accion: CambioModoRespuesta['accion'],
  redireccion: string,
  mensaje: string,
): Promise<CambioModoRespuesta> {
  const [u] = await db
    .select({ modo: usuario.modo_uso_app })
    .from(usuario)
    .where(eq(usuario.id, auth.id));
  const modo = (u?.modo ?? ModoUsoApp.CLIENTE) as ModoUsoApp;
  return { cambiado: false, modo_uso_app: modo, accion, redireccion, mensaje };
}

/** Registra (o reactiva/desactiva) la suscripción push de un dispositivo del usuario. */
export async function registrarDispositivo(
  db: Db,
  auth: UsuarioAutenticado,
  datos: { user_id: number; push_token: string; activo: boolean },
  deviceId: string | null,
  plataforma: string | null,
) {
  if (datos.user_id !== auth.id) throw new SinPermiso();
  const [fila] = await db
    .insert(dispositivo)
    .values({
      usuario_id: auth.id,
      push_token: datos.push_token,
      activo: datos.activo,
      device_id: deviceId,
      plataforma,
    })
    .onConflictDoUpdate({
      target: dispositivo.push_token,
      set: { usuario_id: auth.id, activo: datos.activo, device_id: deviceId, plataforma },
    })
    .returning({
      id: dispositivo.id,
      push_token: dispositivo.push_token,
      activo: dispositivo.activo,
    });
  if (!fila) throw new Error('no se guardó el dispositivo');
  return fila;
}

/**
 * Desactiva la cuenta y revoca sus sesiones. Con `borrarDatos` anonimiza los datos personales
 * y borra direcciones, datos de facturación, dispositivos y vínculos sociales; los pedidos,
 * facturas y libros contables quedan intactos (guardan su propia copia de los datos).
 */
export async function borrarCuenta(db: Db, usuarioId: number, borrarDatos: boolean): Promise<void> {
  const ahora = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(tokenSesion)
      .set({ revocado_en: ahora })
      .where(and(eq(tokenSesion.usuario_id, usuarioId), isNull(tokenSesion.revocado_en)));
    await tx
      .update(dispositivo)
      .set({ activo: false })
      .where(eq(dispositivo.usuario_id, usuarioId));
    if (!borrarDatos) {
      await tx.update(usuario).set({ activo: false }).where(eq(usuario.id, usuarioId));
      return;
    }
    await tx
      .update(usuario)
      .set({
        activo: false,
        username: `eliminado_${usuarioId}`,
        email: null,
        password_hash: null,
        first_name: 'Usuario',
        last_name: 'eliminado',
        fecha_nacimiento: null,
        nro_documento: null,
        nro_telefono: null,
        razon_social: null,
        ruc: null,
        imagen_perfil: null,
        genero: null,
        recibir_ofertas_email: null,
        recibir_ofertas_notificacion: null,
        anonimizado_en: ahora,
      })
      .where(eq(usuario.id, usuarioId));
    await borrarDireccionesDe(tx, usuarioId);
    await borrarDatosFacturacionDe(tx, usuarioId);
    for (const tabla of [dispositivo, cuentaSocial, restablecimientoContrasena]) {
      await tx.delete(tabla).where(eq(tabla.usuario_id, usuarioId));
    }
  });
}

/** Correo y preferencias de aviso (§3 notificaciones_activas, sonidos_activos) de usuarios activos. */
export async function preferenciasDeAviso(db: Db, usuarioIds: readonly number[]) {
  if (usuarioIds.length === 0) return [];
  return db
    .select({
      id: usuario.id,
      email: usuario.email,
      notificaciones_activas: usuario.notificaciones_activas,
      sonidos_activos: usuario.sonidos_activos,
    })
    .from(usuario)
    .where(and(inArray(usuario.id, [...usuarioIds]), eq(usuario.activo, true)));
}
