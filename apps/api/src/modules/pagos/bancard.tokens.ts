// Tokens MD5 de vPOS 2.0 (dominio-paraguay §1.3): concatenación sin separadores, hex minúscula.
import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

/** Guaraníes enteros → "150000.00". */
export function montoBancard(monto: number): string {
  if (!Number.isSafeInteger(monto) || monto < 0) throw new RangeError(`monto inválido: ${monto}`);
  return `${monto}.00`;
}

export const tokenSingleBuy = (k: string, id: string, amount: string, currency = 'PYG') =>
  md5(k + id + amount + currency);
export const tokenConfirmacion = (k: string, id: string, amount: string, currency = 'PYG') =>
  md5(k + id + 'confirm' + amount + currency);
export const tokenGetConfirmation = (k: string, id: string) => md5(k + id + 'get_confirmation');
export const tokenRollback = (k: string, id: string) => md5(k + id + 'rollback' + '0.00');
export const tokenCardsNew = (k: string, cardId: number, userId: number) =>
  md5(`${k}${cardId}${userId}request_new_card`);
export const tokenUsersCards = (k: string, userId: number) =>
  md5(`${k}${userId}request_user_cards`);
export const tokenCharge = (
  k: string,
  id: string,
  amount: string,
  alias: string,
  currency = 'PYG',
) => md5(k + id + 'charge' + amount + currency + alias);
export const tokenEliminarTarjeta = (k: string, userId: number, alias: string) =>
  md5(`${k}delete_card${userId}${alias}`);

/** Comparación en tiempo constante de dos tokens hex. */
export function tokensIguales(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}
