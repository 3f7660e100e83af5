// Equipo de administración (/admin/staff): usuarios con el indicador de administrador.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MENSAJES_OPERACIONES,
  type actualizarStaffAdminSchema,
  type ConsultaPaginada,
  type crearStaffAdminSchema,
} from '@nemu/domain';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado } from '../../lib/errores.js';
import { aplicarListado, contarFilas, listado } from '../../lib/listado.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { hashPassword } from './cuentas.service.js';
import { usuario } from './cuentas.tables.js';
import { verificarUnicos } from './registro.service.js';

const columnas = {
  id: usuario.id,
  username: usuario.username,
  email: usuario.email,
  first_name: usuario.first_name,
  last_name: usuario.last_name,
  activo: usuario.activo,
};
type Fila = { [K in keyof typeof columnas]: (typeof usuario.$inferSelect)[K] };
const vista = (f: Fila) => ({ ...f, rol: 'administrador' as const, fabricante_id: null });

/** GET /usuario_staff/ sin fabricante_id: administradores, paginado con búsqueda y orden. */
export function listarAdministradores(
  db: Db,
  request: FastifyRequest,
  consulta: ConsultaPaginada & { paginado: boolean },
) {
  return listado(request, consulta, {
    contar: (where) => contarFilas(db, usuario, where),
    listar: async (where, orden, limit, offset) =>
      (
        await aplicarListado(
          db.select(columnas).from(usuario).$dynamic(),
          where,
          orden,
          limit,
          offset,
        )
      ).map(vista),
    buscarEn: [usuario.username, usuario.first_name, usuario.last_name, usuario.email],
    ordenables: { id: usuario.id, username: usuario.username, first_name: usuario.first_name },
    ordenPorDefecto: [asc(usuario.first_name), asc(usuario.id)],
    filtro: eq(usuario.administrador, true),
  });
}

async function administrador(db: Db | Tx, id: number) {
  const [f] = await db
    .select(columnas)
    .from(usuario)
    .where(and(eq(usuario.id, id), eq(usuario.administrador, true)));
  if (!f) throw new NoEncontrado(MENSAJES_OPERACIONES.noEsAdministrador);
  return vista(f);
}

export async function obtenerAdministrador(db: Db, id: number) {
  return administrador(db, id);
}

/** Alta de un administrador nuevo. */
export async function crearAdministrador(
  db: Db,
  auth: UsuarioAutenticado,
  datos: z.output<typeof crearStaffAdminSchema>,
) {
  await verificarUnicos(db, { username: datos.username, email: datos.email });
  const hash = await hashPassword(datos.password);
  return db.transaction(async (tx) => {
    const [nuevo] = await tx
      .insert(usuario)
      .values({
        username: datos.username,
        email: datos.email,
        first_name: datos.first_name,
        last_name: datos.last_name,
        password_hash: hash,
        administrador: true,
      })
      .returning({ id: usuario.id });
    if (!nuevo) throw new Error('no se creó el administrador');
    const creado = await administrador(tx, nuevo.id);
    await registrarAuditoria(tx, {
      usuarioId: auth.id,
      entidad: 'usuario_staff',
      entidadId: nuevo.id,
      accion: 'crear',
      despues: creado,
    });
    return creado;
  });
}

/** Edita nombre, correo o estado de un administrador (nadie se desactiva a sí mismo). */
export async function actualizarAdministrador(
  db: Db,
  auth: UsuarioAutenticado,
  id: number,
  datos: z.output<typeof actualizarStaffAdminSchema>,
) {
  if (datos.activo === false && id === auth.id)
    throw ErrorValidacion.campo('activo', MENSAJES_OPERACIONES.noPuedeQuitarseASiMismo);
  if (datos.email) await verificarUnicos(db, { email: datos.email }, id);
  return db.transaction(async (tx) => {
    const antes = await administrador(tx, id);
    const cambios = Object.fromEntries(
      Object.entries(datos).filter(([, v]) => v !== undefined),
    ) as Partial<typeof usuario.$inferInsert>;
    if (Object.keys(cambios).length === 0) return antes;
    await tx
      .update(usuario)
      .set({ ...cambios, actualizado_en: new Date() })
      .where(eq(usuario.id, id));
    const despues = await administrador(tx, id);
    await registrarAuditoria(tx, {
      usuarioId: auth.id,
      entidad: 'usuario_staff',
      entidadId: id,
      accion: 'editar',
      antes,
      despues,
    });
    return despues;
  });
}

/**
 * Quita a un usuario del equipo de administración (su cuenta sigue como cliente). Nunca a sí
 * mismo ni al último administrador activo.
 */
export async function quitarAdministrador(db: Db, auth: UsuarioAutenticado, id: number) {
  if (id === auth.id) throw ErrorValidacion.general(MENSAJES_OPERACIONES.noPuedeQuitarseASiMismo);
  await db.transaction(async (tx) => {
    const antes = await administrador(tx, id);
    // Bloquea las filas de administradores para que dos bajas simultáneas no dejen ninguno.
    const activos = await tx
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.administrador, true), eq(usuario.activo, true)))
      .for('update');
    if (activos.length <= 1)
      throw ErrorValidacion.general(MENSAJES_OPERACIONES.ultimoAdministrador);
    await tx
      .update(usuario)
      .set({ administrador: false, actualizado_en: new Date() })
      .where(eq(usuario.id, id));
    await registrarAuditoria(tx, {
      usuarioId: auth.id,
      entidad: 'usuario_staff',
      entidadId: id,
      accion: 'quitar',
      antes,
      despues: { ...antes, rol: 'cliente' },
    });
  });
}
