import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { rolesDe } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { usuario } from './cuentas.tables.js';
import { datosFacturacionDeUsuarios } from '../facturacion/facturacion.lectura.js';
import { direccionesDeUsuarios } from '../direcciones/direcciones.lectura.js';

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
    direccionesDeUsuarios(db, [auth.id]).then((filas) =>
      filas.map(({ usuario_id: _u, ...d }) => d),
    ),
    datosFacturacionDeUsuarios(db, [auth.id]).then((filas) =>
      filas.map(({ usuario_id: _u, ...d }) => d),
    ),
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
