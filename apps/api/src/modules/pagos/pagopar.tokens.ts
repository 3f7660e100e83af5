// Tokens SHA-1 de Pagopar (dominio-paraguay §2; doc "API - Integración de medios de pagos").
import { createHash } from 'node:crypto';

const sha1 = (s: string): string => createHash('sha1').update(s, 'utf8').digest('hex');

/** iniciar-transaccion: sha1(private_key + id_pedido + strval(floatval(monto_total))). */
export const tokenIniciarPagopar = (k: string, idPedido: string, monto: number) =>
  sha1(`${k}${idPedido}${monto}`);
/** Notificación de pago (la verificamos): sha1(private_key + hash_pedido). */
export const tokenNotificacionPagopar = (k: string, hash: string) => sha1(k + hash);
/** pedidos/1.1/traer: sha1(private_key + "CONSULTA"). */
export const tokenConsultaPagopar = (k: string) => sha1(`${k}CONSULTA`);
