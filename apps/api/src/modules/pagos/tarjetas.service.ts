// Tarjetas registradas (catastro). Guardamos sólo lo que devuelve la lista del procesador;
// el número y el CVV se escriben en la página del procesador y nunca llegan aquí.
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MENSAJES } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { NoEncontrado } from '../../lib/errores.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { tarjeta } from './pagos.tables.js';
import type { ProveedorPago } from './proveedor-pago.js';

export interface TarjetaVista {
  id: number;
  card_id: string;
  alias_token: null;
  card_masked_number: string;
  expiration_date: string | null;
  card_brand: string;
  card_type: string | null;
  exists: boolean;
  default: boolean;
}

/** card_id: entero ≤ 19 dígitos, único por procesador. */
const nuevoCardId = () => Date.now() * 1000 + randomInt(1000);

export async function nuevaTarjeta(db: Db, proveedor: ProveedorPago, usuarioId: number) {
  const [u] = await db
    .select({ email: usuario.email, telefono: usuario.nro_telefono })
    .from(usuario)
    .where(eq(usuario.id, usuarioId));
  const cardId = nuevoCardId();
  await db
    .insert(tarjeta)
    .values({ usuario_id: usuarioId, proveedor: proveedor.nombre, card_id: cardId });
  const inicio = await proveedor.registrarTarjeta({
    cardId,
    usuarioId,
    telefono: u?.telefono ?? '',
    email: u?.email ?? '',
    urlRetorno: `/tarjeta/agregar/${cardId}/ok`,
  });
  return { url: inicio.url, card_id: String(cardId) };
}

function vista(t: typeof tarjeta.$inferSelect): TarjetaVista {
  return {
    id: t.id,
    card_id: String(t.card_id),
    alias_token: null,
    card_masked_number: t.card_masked_number ?? '',
    expiration_date: t.expiration_date,
    card_brand: t.card_brand ?? '',
    card_type: t.card_type,
    exists: true,
    default: t.default,
  };
}

/** Sincroniza con la lista del procesador; la primera tarjeta confirmada queda predeterminada. */
export async function listarTarjetas(
  db: Db,
  proveedor: ProveedorPago,
  usuarioId: number,
): Promise<TarjetaVista[]> {
  const remotas = await proveedor.listarTarjetas(usuarioId);
  const propias = await db
    .select()
    .from(tarjeta)
    .where(
      and(
        eq(tarjeta.usuario_id, usuarioId),
        eq(tarjeta.proveedor, proveedor.nombre),
        isNull(tarjeta.eliminada_en),
      ),
    )
    .orderBy(asc(tarjeta.id));
  return db.transaction(async (tx) => {
    const resultado: TarjetaVista[] = [];
    let hayDefault = propias.some((t) => t.default && remotas.some((r) => r.card_id === t.card_id));
    for (const t of propias) {
      const r = remotas.find((x) => x.card_id === t.card_id);
      if (!r) continue;
      const cambios = {
        registrada: true,
        card_masked_number: r.card_masked_number,
        card_brand: r.card_brand,
        card_type: r.card_type,
        expiration_date: /^\d{2}\/\d{2}$/.test(r.expiration_date) ? r.expiration_date : null,
        default: t.default || !hayDefault,
      };
      hayDefault = true;
      const [act] = await tx.update(tarjeta).set(cambios).where(eq(tarjeta.id, t.id)).returning();
      if (act) resultado.push(vista(act));
    }
    return resultado;
  });
}

async function tarjetaPropia(db: Db, usuarioId: number, cardId: number, proveedor: string) {
  const [t] = await db
    .select()
    .from(tarjeta)
    .where(
      and(
        eq(tarjeta.card_id, cardId),
        eq(tarjeta.proveedor, proveedor),
        eq(tarjeta.usuario_id, usuarioId),
        isNull(tarjeta.eliminada_en),
      ),
    );
  if (!t) throw new NoEncontrado(MENSAJES.tarjetaNoEncontrada);
  return t;
}

/** Busca una tarjeta registrada del usuario por card_id (404 si es ajena o no existe). */
export async function tarjetaParaCobro(
  db: Db,
  proveedor: string,
  usuarioId: number,
  cardId: string,
) {
  const n = Number(cardId);
  if (!Number.isSafeInteger(n)) throw new NoEncontrado(MENSAJES.tarjetaNoEncontrada);
  const t = await tarjetaPropia(db, usuarioId, n, proveedor);
  if (!t.registrada) throw new NoEncontrado(MENSAJES.tarjetaNoEncontrada);
  return t;
}

export async function predeterminarTarjeta(
  db: Db,
  proveedor: ProveedorPago,
  usuarioId: number,
  cardId: number,
): Promise<TarjetaVista> {
  const t = await tarjetaPropia(db, usuarioId, cardId, proveedor.nombre);
  return db.transaction(async (tx) => {
    await tx
      .update(tarjeta)
      .set({ default: false })
      .where(and(eq(tarjeta.usuario_id, usuarioId), eq(tarjeta.default, true)));
    const [act] = await tx
      .update(tarjeta)
      .set({ default: true })
      .where(eq(tarjeta.id, t.id))
      .returning();
    if (!act) throw new NoEncontrado();
    return vista(act);
  });
}

export async function eliminarTarjeta(
  db: Db,
  proveedor: ProveedorPago,
  usuarioId: number,
  cardId: number,
): Promise<void> {
  const t = await tarjetaPropia(db, usuarioId, cardId, proveedor.nombre);
  if (t.registrada) await proveedor.eliminarTarjeta(usuarioId, cardId);
  await db
    .update(tarjeta)
    .set({ eliminada_en: new Date(), default: false })
    .where(eq(tarjeta.id, t.id));
}
