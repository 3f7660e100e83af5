import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UsuarioAutenticado } from '../../lib/acceso.js';
import { NoEncontrado } from '../../lib/errores.js';
import { fabricanteObjetivo } from '../../lib/alcance-fabricante.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { claveApi } from './claves-api.tables.js';

const PREFIJO = 'nemu_';
const hash = (clave: string) => createHash('sha256').update(clave).digest('hex');

/** Clave de la cabecera `Authorization: Api-Key …` o `X-Api-Key`; undefined si no hay. */
export function claveDeCabeceras(
  headers: Record<string, string | string[] | undefined>,
): string | undefined {
  const x = headers['x-api-key'];
  if (typeof x === 'string' && x.trim() !== '') return x.trim();
  const auth = headers.authorization;
  const m = typeof auth === 'string' ? /^Api-Key\s+(\S+)\s*$/i.exec(auth.trim()) : null;
  return m?.[1];
}

function lectura(c: typeof claveApi.$inferSelect) {
  return {
    id: c.id,
    nombre: c.nombre,
    prefijo: c.prefijo,
    activo: c.activo && c.revocada_en === null,
    ultimo_uso_en: c.ultimo_uso_en?.toISOString() ?? null,
    revocada_en: c.revocada_en?.toISOString() ?? null,
    creado_en: c.creado_en.toISOString(),
  };
}

export async function listarClaves(db: Db, u: UsuarioAutenticado) {
  const id = fabricanteObjetivo(u);
  const filas = await db
    .select()
    .from(claveApi)
    .where(eq(claveApi.fabricante_id, id))
    .orderBy(desc(claveApi.creado_en));
  return filas.map(lectura);
}

/** Crea una clave: se muestra una sola vez; en la base queda sólo su hash y el prefijo. */
export async function crearClave(db: Db, u: UsuarioAutenticado, nombre: string) {
  const id = fabricanteObjetivo(u);
  const prefijo = randomBytes(4).toString('hex');
  const clave = `${PREFIJO}${prefijo}_${randomBytes(24).toString('base64url')}`;
  const [fila] = await db
    .insert(claveApi)
    .values({
      nombre,
      prefijo,
      clave_hash: hash(clave),
      fabricante_id: id,
      permisos: ['ordenes:leer', 'stock:escribir', 'precios:escribir'],
      creado_por: u.id,
    })
    .returning();
  if (!fila) throw new Error('no se creó la clave');
  return { ...lectura(fila), clave };
}

export async function revocarClave(db: Db, u: UsuarioAutenticado, claveId: number) {
  const id = fabricanteObjetivo(u);
  const [fila] = await db
    .update(claveApi)
    .set({ activo: false, revocada_en: new Date(), actualizado_en: new Date() })
    .where(
      and(eq(claveApi.id, claveId), eq(claveApi.fabricante_id, id), isNull(claveApi.revocada_en)),
    )
    .returning({ id: claveApi.id });
  if (!fila) throw new NoEncontrado();
}

/**
 * Usuario equivalente a una clave vigente: actúa como staff de su fabricante (y en nombre de
 * quien la creó, para el libro de stock). null si la clave no existe o fue revocada.
 */
export async function usuarioDeClave(db: Db, clave: string): Promise<UsuarioAutenticado | null> {
  if (!clave.startsWith(PREFIJO)) return null;
  const [c] = await db
    .select({
      id: claveApi.id,
      fabricante_id: claveApi.fabricante_id,
      creado_por: claveApi.creado_por,
      nombre: claveApi.nombre,
    })
    .from(claveApi)
    .innerJoin(fabricante, eq(fabricante.id, claveApi.fabricante_id))
    .where(
      and(
        eq(claveApi.clave_hash, hash(clave)),
        eq(claveApi.activo, true),
        isNull(claveApi.revocada_en),
        eq(fabricante.activo, true),
      ),
    );
  if (!c || c.fabricante_id === null || c.creado_por === null) return null;
  await db.update(claveApi).set({ ultimo_uso_en: new Date() }).where(eq(claveApi.id, c.id));
  return {
    id: c.creado_por,
    username: `api:${c.nombre}`,
    administrador: false,
    fabricante_id: c.fabricante_id,
    rol_fabricante: 'staff',
    transportista_id: null,
    empresa_transporte_id: null,
    token_id: 0,
  };
}
