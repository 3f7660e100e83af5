import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import type { z } from 'zod';
import type { actualizarDireccionSchema, guardarDireccionSchema } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { ErrorValidacion, NoEncontrado, SinPermiso } from '../../lib/errores.js';
import { nombreDeCiudad } from '../configuracion/configuracion.lectura.js';
import { usuarioExiste } from '../cuentas/cuentas.lectura.js';
import { registrarAuditoria } from '../auditoria/auditoria.service.js';
import { direccion } from './direcciones.tables.js';

type NuevaDireccion = z.output<typeof guardarDireccionSchema>;
type CambiosDireccion = z.output<typeof actualizarDireccionSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columnas = {
  id: direccion.id,
  usuario: direccion.usuario_id,
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
};

/** Dueño de las direcciones a tratar: el propio usuario o, para administradores, el pedido. */
export function usuarioObjetivo(auth: UsuarioAutenticado, solicitado: number | undefined): number {
  if (solicitado === undefined || solicitado === auth.id) return auth.id;
  if (!auth.administrador) throw new SinPermiso();
  return solicitado;
}

export async function listarDirecciones(db: Db, usuarioId: number) {
  return db
    .select(columnas)
    .from(direccion)
    .where(eq(direccion.usuario_id, usuarioId))
    .orderBy(desc(direccion.default), asc(direccion.id));
}

/** Borra las direcciones de una cuenta que se elimina. */
export async function borrarDireccionesDe(tx: Db | Tx, usuarioId: number): Promise<void> {
  await tx.delete(direccion).where(eq(direccion.usuario_id, usuarioId));
}

async function buscarPropia(db: Db | Tx, auth: UsuarioAutenticado, id: number) {
  const [fila] = await db.select(columnas).from(direccion).where(eq(direccion.id, id)).limit(1);
  if (!fila) throw new NoEncontrado();
  if (fila.usuario !== auth.id && !auth.administrador) throw new NoEncontrado();
  return fila;
}

export const obtenerDireccion = (db: Db, auth: UsuarioAutenticado, id: number) =>
  buscarPropia(db, auth, id);

async function nombreCiudad(db: Db | Tx, ciudadId: number): Promise<string> {
  const nombre = await nombreDeCiudad(db, ciudadId);
  if (nombre === null) throw ErrorValidacion.campo('ciudad', MENSAJES.opcionInvalida);
  return nombre;
}

function coordenadas(ubicacion: string) {
  const [lat, lng] = ubicacion.split(',').map(Number);
  return { lat: lat ?? null, lng: lng ?? null };
}

async function quitarDefault(tx: Tx, usuarioId: number, excepto: number) {
  await tx
    .update(direccion)
    .set({ default: false })
    .where(
      and(
        eq(direccion.usuario_id, usuarioId),
        ne(direccion.id, excepto),
        eq(direccion.default, true),
      ),
    );
}

/** Crea una dirección; la primera del usuario (o la marcada) queda como única por defecto. */
export async function crearDireccion(db: Db, usuarioId: number, datos: NuevaDireccion) {
  if (!(await usuarioExiste(db, usuarioId)))
    throw ErrorValidacion.campo('usuario', MENSAJES.opcionInvalida);
  const id = await db.transaction(async (tx) => {
    const ciudadNombre = await nombreCiudad(tx, datos.ciudad);
    const [otra] = await tx
      .select({ id: direccion.id })
      .from(direccion)
      .where(eq(direccion.usuario_id, usuarioId))
      .limit(1);
    const esDefault = datos.default || !otra;
    const [fila] = await tx
      .insert(direccion)
      .values({
        usuario_id: usuarioId,
        nombre: datos.nombre,
        calle_principal: datos.calle_principal,
        calle_secundaria: datos.calle_secundaria ?? null,
        numero: datos.numero ?? null,
        referencia: datos.referencia ?? null,
        ubicacion: datos.ubicacion,
        ...coordenadas(datos.ubicacion),
        ciudad_id: datos.ciudad,
        ciudad_nombre: ciudadNombre,
        icono: datos.icono,
        default: false,
      })
      .returning({ id: direccion.id });
    if (!fila) throw new Error('no se creó la dirección');
    if (esDefault) {
      await quitarDefault(tx, usuarioId, fila.id);
      await tx.update(direccion).set({ default: true }).where(eq(direccion.id, fila.id));
    }
    return fila.id;
  });
  return obtenerDireccionDe(db, id);
}

async function obtenerDireccionDe(db: Db, id: number) {
  const [fila] = await db.select(columnas).from(direccion).where(eq(direccion.id, id));
  if (!fila) throw new NoEncontrado();
  return fila;
}

export async function actualizarDireccion(
  db: Db,
  auth: UsuarioAutenticado,
  id: number,
  datos: CambiosDireccion,
) {
  await db.transaction(async (tx) => {
    const actual = await buscarPropia(tx, auth, id);
    const { ciudad: ciudadId, default: esDefault, ubicacion, ...resto } = datos;
    const cambios: Partial<typeof direccion.$inferInsert> = {};
    for (const [clave, valor] of Object.entries(resto)) {
      if (valor !== undefined) Object.assign(cambios, { [clave]: valor });
    }
    if (ubicacion !== undefined) Object.assign(cambios, { ubicacion, ...coordenadas(ubicacion) });
    if (ciudadId !== undefined) {
      cambios.ciudad_id = ciudadId;
      cambios.ciudad_nombre = await nombreCiudad(tx, ciudadId);
    }
    if (esDefault === true) {
      await quitarDefault(tx, actual.usuario, id);
      cambios.default = true;
    }
    if (Object.keys(cambios).length > 0) {
      await tx.update(direccion).set(cambios).where(eq(direccion.id, id));
    }
    // Un administrador que edita la dirección de un cliente deja rastro (antes → después).
    if (actual.usuario !== auth.id && Object.keys(cambios).length > 0) {
      const claves = Object.keys(cambios) as (keyof typeof actual)[];
      await registrarAuditoria(tx, {
        usuarioId: auth.id,
        entidad: 'direccion',
        entidadId: id,
        accion: 'editar',
        antes: Object.fromEntries(claves.map((k) => [k, actual[k] ?? null])),
        despues: cambios,
      });
    }
  });
  return obtenerDireccionDe(db, id);
}

/** Alta de una dirección para otro usuario por un administrador, con bitácora. */
export async function crearDireccionComoAdmin(
  db: Db,
  auth: UsuarioAutenticado,
  usuarioId: number,
  datos: NuevaDireccion,
) {
  const creada = await crearDireccion(db, usuarioId, datos);
  if (usuarioId !== auth.id) {
    await registrarAuditoria(db, {
      usuarioId: auth.id,
      entidad: 'direccion',
      entidadId: creada.id,
      accion: 'crear',
      despues: creada,
    });
  }
  return creada;
}

/** Borra la dirección; si era la de por defecto, pasa a serlo la más antigua que quede. */
export async function eliminarDireccion(db: Db, auth: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const actual = await buscarPropia(tx, auth, id);
    await tx.delete(direccion).where(eq(direccion.id, id));
    if (!actual.default) return;
    const [siguiente] = await tx
      .select({ id: direccion.id })
      .from(direccion)
      .where(eq(direccion.usuario_id, actual.usuario))
      .orderBy(asc(direccion.id))
      .limit(1);
    if (siguiente)
      await tx.update(direccion).set({ default: true }).where(eq(direccion.id, siguiente.id));
  });
}
