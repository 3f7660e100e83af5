import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { MENSAJES, type guardarDatoFacturacionSchema } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { datoFacturacion, registroRuc } from './facturacion.tables.js';

type DatoNuevo = Omit<z.output<typeof guardarDatoFacturacionSchema>, 'id'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const columnas = {
  id: datoFacturacion.id,
  razon_social: datoFacturacion.razon_social,
  ruc: datoFacturacion.ruc,
  default: datoFacturacion.default,
};

export async function listarDatosFacturacion(db: Db, usuarioId: number) {
  return db
    .select(columnas)
    .from(datoFacturacion)
    .where(eq(datoFacturacion.usuario_id, usuarioId))
    .orderBy(desc(datoFacturacion.default), asc(datoFacturacion.id));
}

async function propio(db: Db | Tx, auth: UsuarioAutenticado, id: number) {
  const [fila] = await db
    .select({ ...columnas, usuario_id: datoFacturacion.usuario_id })
    .from(datoFacturacion)
    .where(eq(datoFacturacion.id, id));
  if (!fila || (fila.usuario_id !== auth.id && !auth.administrador)) throw new NoEncontrado();
  return fila;
}

async function marcarDefault(tx: Tx, usuarioId: number, id: number) {
  await tx
    .update(datoFacturacion)
    .set({ default: false })
    .where(
      and(
        eq(datoFacturacion.usuario_id, usuarioId),
        ne(datoFacturacion.id, id),
        eq(datoFacturacion.default, true),
      ),
    );
  await tx.update(datoFacturacion).set({ default: true }).where(eq(datoFacturacion.id, id));
}

async function leer(db: Db, id: number) {
  const [fila] = await db.select(columnas).from(datoFacturacion).where(eq(datoFacturacion.id, id));
  if (!fila) throw new NoEncontrado();
  return fila;
}

/** Crea un dato de facturación; el primero (o el marcado) queda como único por defecto. */
export async function crearDatoFacturacion(db: Db, usuarioId: number, datos: DatoNuevo) {
  const id = await db.transaction(async (tx) => {
    const [otro] = await tx
      .select({ id: datoFacturacion.id })
      .from(datoFacturacion)
      .where(eq(datoFacturacion.usuario_id, usuarioId))
      .limit(1);
    const [fila] = await tx
      .insert(datoFacturacion)
      .values({ usuario_id: usuarioId, razon_social: datos.razon_social, ruc: datos.ruc })
      .returning({ id: datoFacturacion.id });
    if (!fila) throw new Error('no se creó el dato de facturación');
    if (datos.default || !otro) await marcarDefault(tx, usuarioId, fila.id);
    return fila.id;
  });
  return leer(db, id);
}

/** Dato de facturación de la empresa que se registra (dentro de la transacción del registro). */
export async function agregarDatoFacturacionDeRegistro(
  tx: Db | Tx,
  usuarioId: number,
  datos: { ruc: string; razon_social: string },
): Promise<void> {
  await tx.insert(datoFacturacion).values({ usuario_id: usuarioId, ...datos, default: true });
}

/** Borra los datos de facturación de una cuenta que se elimina. */
export async function borrarDatosFacturacionDe(tx: Db | Tx, usuarioId: number): Promise<void> {
  await tx.delete(datoFacturacion).where(eq(datoFacturacion.usuario_id, usuarioId));
}

export async function actualizarDatoFacturacion(
  db: Db,
  auth: UsuarioAutenticado,
  id: number,
  datos: Partial<DatoNuevo>,
) {
  await db.transaction(async (tx) => {
    const actual = await propio(tx, auth, id);
    const cambios: Partial<typeof datoFacturacion.$inferInsert> = {};
    if (datos.razon_social !== undefined) cambios.razon_social = datos.razon_social;
    if (datos.ruc !== undefined) cambios.ruc = datos.ruc;
    if (Object.keys(cambios).length > 0) {
      await tx.update(datoFacturacion).set(cambios).where(eq(datoFacturacion.id, id));
    }
    if (datos.default === true) await marcarDefault(tx, actual.usuario_id, id);
  });
  return leer(db, id);
}

/** Borra; si era el de por defecto, pasa a serlo el más antiguo que quede. */
export async function eliminarDatoFacturacion(db: Db, auth: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const actual = await propio(tx, auth, id);
    await tx.delete(datoFacturacion).where(eq(datoFacturacion.id, id));
    if (!actual.default) return;
    const [siguiente] = await tx
      .select({ id: datoFacturacion.id })
      .from(datoFacturacion)
      .where(eq(datoFacturacion.usuario_id, actual.usuario_id))
      .orderBy(asc(datoFacturacion.id))
      .limit(1);
    if (siguiente) await marcarDefault(tx, actual.usuario_id, siguiente.id);
  });
}

/** Razón social de un RUC (ya validado con su dígito) según el registro local de la DNIT. */
export async function consultarRuc(db: Db, ruc: string) {
  const [fila] = await db
    .select({
      ruc: registroRuc.ruc,
      razon_social: registroRuc.razon_social,
      estado: registroRuc.estado,
    })
    .from(registroRuc)
    .where(eq(registroRuc.ruc, ruc));
  if (!fila) throw new NoEncontrado(MENSAJES.rucNoEncontrado);
  return fila;
}
