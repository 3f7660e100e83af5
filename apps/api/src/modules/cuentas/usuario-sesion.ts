import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { rolesDe } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { usuario } from './cuentas.tables.js';
import { datoFacturacion } from '../facturacion/facturacion.tables.js';
import { direccion } from '../direcciones/direcciones.tables.js';

type FilaUsuario = typeof usuario.$inferSelect;

function perfilCompleto(u: FilaUsuario): boolean {
  return [u.first_name, u.last_name, u.fecha_nacimiento, u.nro_documento, u.nro_telefono].every(
    (v) => v !== null && v !== '',
  );
}

/** Usuario de sesión de la especificación §3 (sin token). */
export async function usuarioSesion(db: Db, auth: UsuarioAutenticado) {
  const [[u], direcciones, datosFacturacion] = await Promise.all([
    db.select().from(usuario).where(eq(usuario.id, auth.id)).limit(1),
    db
      .select({
        id: direccion.id,
        nombre: direccion.nombre,
        calle_principal: direccion.calle_principal,
        calle_secundaria: direccion.calle_secundaria,
        numero: direccion.numero,
        referencia: direccion.referencia,
        ubicacion: direccion.ubicacion,
        default: direccion.default,
        ciudad: direccion.ciudad_id,
        ciudad_nombre: direccion.ciudad_nombre,
        icono: direccion.icono,
      })
      .from(direccion)
      .where(eq(direccion.usuario_id, auth.id))
      .orderBy(desc(direccion.default), asc(direccion.id)),
    db
      .select({
        id: datoFacturacion.id,
        razon_social: datoFacturacion.razon_social,
        ruc: datoFacturacion.ruc,
        default: datoFacturacion.default,
      })
      .from(datoFacturacion)
      .where(eq(datoFacturacion.usuario_id, auth.id))
      .orderBy(desc(datoFacturacion.default), asc(datoFacturacion.id)),
  ]);
  if (!u) throw new NoEncontrado();
  const roles = rolesDe(auth);
  return {
    id: u.id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    fecha_nacimiento: u.fecha_nacimiento,
    email: u.email ?? '',
    nro_documento: u.nro_documento,
    nro_telefono: u.nro_telefono,
    razon_social: u.razon_social,
    ruc: u.ruc,
    imagen_perfil: u.imagen_perfil,
    date_joined: u.date_joined.toISOString(),
    administrador: u.administrador,
    transportista: roles.has('transportista'),
    transportista_id: auth.transportista_id,
    fabricante: roles.has('proveedor'),
    fabricante_id: auth.fabricante_id,
    adm_transportista: roles.has('adm_transportista'),
    empresa_transporte_id: auth.empresa_transporte_id,
    direcciones,
    datos_facturacion: datosFacturacion,
    perfil_completo: perfilCompleto(u),
    modo_uso_app: u.modo_uso_app,
    registro_redes_sociales: u.registro_redes_sociales,
    notificaciones_activas: u.notificaciones_activas,
    sonidos_activos: u.sonidos_activos,
  };
}

export type UsuarioSesion = Awaited<ReturnType<typeof usuarioSesion>>;
