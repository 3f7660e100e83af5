import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  MENSAJES_OPERACIONES,
  type ActualizarCliente,
  type ConsultaPaginada,
  type RegistroCliente,
} from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { Conflicto, ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { borrarCuenta } from './cuenta.service.js';
import { aplicarListado, contarFilas, listado } from '../../lib/listado.js';
import { usuario } from './cuentas.tables.js';
import { datosFacturacionDeUsuarios } from '../facturacion/facturacion.lectura.js';
import { direccionesDeUsuarios } from '../direcciones/direcciones.lectura.js';
import { insertarCliente, verificarUnicos } from './registro.service.js';

type FilaUsuario = typeof usuario.$inferSelect;

/** Clientes de la spec §3 con sus direcciones y datos de facturación. */
async function clientes(db: Db, filas: FilaUsuario[]) {
  const ids = filas.map((u) => u.id);
  if (ids.length === 0) return [];
  const [direcciones, datos] = await Promise.all([
    direccionesDeUsuarios(db, ids),
    datosFacturacionDeUsuarios(db, ids),
  ]);
  return filas.map((u) => ({
    id: u.id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    nombre: u.first_name,
    apellido: u.last_name,
    fecha_nacimiento: u.fecha_nacimiento,
    nro_telefono: u.nro_telefono,
    email: u.email ?? '',
    nro_documento: u.nro_documento,
    ruc: u.ruc,
    razon_social: u.razon_social,
    imagen_perfil: u.imagen_perfil,
    genero: u.genero,
    activo: u.activo,
    notificaciones_activas: u.notificaciones_activas,
    sonidos_activos: u.sonidos_activos,
    recibir_ofertas_email: u.recibir_ofertas_email,
    recibir_ofertas_notificacion: u.recibir_ofertas_notificacion,
    date_joined: u.date_joined.toISOString(),
    direcciones: direcciones
      .filter((d) => d.usuario_id === u.id)
      .map(({ usuario_id: _, ...d }) => ({ ...d, ubicacion: d.ubicacion ?? '' })),
    datos_facturacion: datos
      .filter((d) => d.usuario_id === u.id)
      .map(({ usuario_id: _, ...d }) => d),
  }));
}

export type ClienteDetalle = Awaited<ReturnType<typeof clientes>>[number];

/** Sólo el propio cliente o un administrador. */
export function autorizarCliente(auth: UsuarioAutenticado, id: number): void {
  if (auth.id !== id && !auth.administrador) throw new SinPermiso();
}

export async function obtenerCliente(
  db: Db,
  auth: UsuarioAutenticado,
  id: number,
): Promise<ClienteDetalle> {
  autorizarCliente(auth, id);
  const [u] = await db.select().from(usuario).where(eq(usuario.id, id)).limit(1);
  if (!u) throw new NoEncontrado();
  const [c] = await clientes(db, [u]);
  if (!c) throw new NoEncontrado();
  return c;
}

/** PATCH parcial del perfil: propio o, para administradores, de cualquiera. */
export async function actualizarCliente(
  db: Db,
  auth: UsuarioAutenticado,
  id: number,
  datos: ActualizarCliente,
  imagenPerfil: string | null,
): Promise<ClienteDetalle> {
  autorizarCliente(auth, id);
  const [existe] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, id));
  if (!existe) throw new NoEncontrado();
  await verificarUnicos(db, { email: datos.email, nro_documento: datos.nro_documento }, id);
  const cambios: Partial<typeof usuario.$inferInsert> = {};
  for (const [clave, valor] of Object.entries(datos)) {
    if (valor !== undefined) Object.assign(cambios, { [clave]: valor });
  }
  if (imagenPerfil) cambios.imagen_perfil = imagenPerfil;
  if (Object.keys(cambios).length === 0) return obtenerCliente(db, auth, id);
  if (auth.id === id) {
    await db.update(usuario).set(cambios).where(eq(usuario.id, id));
    return obtenerCliente(db, auth, id);
  }
  // Un administrador edita a otro: queda en la bitácora lo que cambió (antes → después).
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(usuario).where(eq(usuario.id, id));
    await tx.update(usuario).set(cambios).where(eq(usuario.id, id));
    const claves = Object.keys(cambios) as (keyof typeof cambios)[];
    await registrarAuditoria(tx, {
      usuarioId: auth.id,
      entidad: 'cliente',
      entidadId: id,
      accion: 'editar',
      antes: Object.fromEntries(claves.map((k) => [k, antes?.[k] ?? null])),
      despues: cambios,
    });
  });
  return obtenerCliente(db, auth, id);
}

/** Alta de un cliente por un administrador (multipart POST /cliente/). */
export async function crearClienteAdmin(
  db: Db,
  auth: UsuarioAutenticado,
  datos: RegistroCliente,
  imagenPerfil: string | null,
): Promise<ClienteDetalle> {
  const id = await insertarCliente(db, datos, imagenPerfil);
  await registrarAuditoria(db, {
    usuarioId: auth.id,
    entidad: 'cliente',
    entidadId: id,
    accion: 'crear',
    despues: { username: datos.username ?? datos.email, email: datos.email },
  });
  return obtenerCliente(db, auth, id);
}

/**
 * Baja de un cliente por un administrador: la cuenta queda inactiva y sus sesiones cerradas;
 * los pedidos y facturas siguen existiendo. Una segunda baja es 409.
 */
export async function bajaClienteAdmin(db: Db, auth: UsuarioAutenticado, id: number) {
  if (id === auth.id) throw ErrorValidacion.general(MENSAJES_OPERACIONES.noPuedeDarseDeBaja);
  const [u] = await db.select({ activo: usuario.activo }).from(usuario).where(eq(usuario.id, id));
  if (!u) throw new NoEncontrado();
  if (!u.activo) throw new Conflicto(MENSAJES_OPERACIONES.clienteInactivo);
  await borrarCuenta(db, id, false);
  await registrarAuditoria(db, {
    usuarioId: auth.id,
    entidad: 'cliente',
    entidadId: id,
    accion: 'baja',
    antes: { activo: true },
    despues: { activo: false },
  });
}

/** Listado de clientes para administradores (búsqueda por nombre, usuario, e-mail, documento). */
export async function listarClientes(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean },
) {
  return listado(request, consulta, {
    contar: (where) => contarFilas(db, usuario, where),
    listar: async (where, orden, limit, offset) =>
      clientes(
        db,
        await aplicarListado(db.select().from(usuario).$dynamic(), where, orden, limit, offset),
      ),
    buscarEn: [
      usuario.first_name,
      usuario.last_name,
      usuario.username,
      usuario.email,
      usuario.nro_documento,
    ],
    ordenables: {
      id: usuario.id,
      first_name: usuario.first_name,
      last_name: usuario.last_name,
      date_joined: usuario.date_joined,
      email: usuario.email,
    },
    ordenPorDefecto: [desc(usuario.id)],
  });
}
