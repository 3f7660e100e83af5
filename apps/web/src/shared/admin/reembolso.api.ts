// Reembolso de un pedido (POST /reembolso/): lo usan la factura y el detalle del pedido del admin.
import { EstadoPedido, detalleFacturaSchema } from '@nemu/domain';
import { z } from 'zod';
import { enviar } from '../api/consulta';

export const reembolsoRespuestaSchema = z.object({
  pedido: z.number().int(),
  /** Nota de crédito emitida, si el pedido estaba facturado. */
  nota_credito: detalleFacturaSchema.nullable(),
  /** Efectivo ya cobrado que la plataforma le debe devolver al cliente (ADR 026). */
  a_devolver: z.number().int(),
});
export type Reembolso = z.infer<typeof reembolsoRespuestaSchema>;

export const reembolsarPedido = (pedido: number, motivo: string) =>
  enviar(reembolsoRespuestaSchema, '/reembolso/', { metodo: 'POST', cuerpo: { pedido, motivo } });

/**
 * ¿La API puede reembolsarlo? Sólo un pedido con la venta asentada, que se asienta al pasar de
 * creado a pagado (también en efectivo contra entrega, al confirmarse). Uno ya reembolsado lo
 * rechaza la API con su mensaje; el detalle del pedido lo sabe antes (`reembolsado`).
 */
export const sePuedeReembolsar = (estado: number): boolean => estado !== EstadoPedido.CREADO;
