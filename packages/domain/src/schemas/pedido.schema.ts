// Orders, sales orders and ratings (spec §3, §7).
import { z } from 'zod';
import {
  estadoPedidoSchema,
  MedioPago,
  medioPagoSchema,
  tipoCalificacionSchema,
} from '../enums/pedido.enum.js';
import { MENSAJES } from '../errores.js';
import { lineaCompraSchema } from './carrito.schema.js';
import {
  booleanoSchema,
  fechaSchema,
  guaraniesSchema,
  horaSchema,
  idSchema,
  telefonoSchema,
  textoOpcional,
} from './campos.schema.js';

export const productoPedidoSchema = z.object({
  id: z.number().int(),
  producto: z.number().int(),
  compra_mejorada: z.boolean(),
  cantidad: z.number().int(),
  precio: z.number().int(),
  total: z.number().int(),
});
export type ProductoPedido = z.infer<typeof productoPedidoSchema>;

export const pedidoSchema = z.object({
  id: z.number().int(),
  usuario: z.number().int(),
  direccion: z.number().int().nullable(),
  fecha: z.string(),
  fecha_entrega: z.string().nullable(),
  medio_pago: medioPagoSchema,
  referencia: z.string().nullable(),
  total: z.number().int(),
  tarjeta: z.string().nullable(),
  productos: z.array(productoPedidoSchema),
  transportista: z.number().int().nullable(),
  estado: estadoPedidoSchema,
});
export type Pedido = z.infer<typeof pedidoSchema>;

const compraBase = z.object({
  direccion: idSchema.nullish(),
  medio_pago: z.coerce.number().pipe(medioPagoSchema),
  productos: z.array(lineaCompraSchema).min(1),
  /** Total the customer saw; the server recomputes and rejects a mismatch. */
  monto: guaraniesSchema,
  compra_mejorada: booleanoSchema.default(false),
  entrega_programada: booleanoSchema.default(false),
  hora_entrega_inicio: horaSchema.nullish(),
  hora_entrega_fin: horaSchema.nullish(),
  /** true: home delivery; false: pick-up at the supplier. */
  delivery: booleanoSchema.default(true),
  fecha_entrega: fechaSchema.nullish(),
  dato_facturacion: idSchema.nullish(),
});

type CompraBase = z.output<typeof compraBase>;

function validarEntrega(c: CompraBase, ctx: z.RefinementCtx): void {
  if (c.delivery && (c.direccion === null || c.direccion === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['direccion'], message: MENSAJES.campoRequerido });
  }
  if (c.medio_pago === MedioPago.EFECTIVO && !c.delivery) {
    ctx.addIssue({ code: 'custom', path: ['medio_pago'], message: MENSAJES.efectivoSoloDomicilio });
  }
  if (c.entrega_programada) {
    for (const campo of ['fecha_entrega', 'hora_entrega_inicio', 'hora_entrega_fin'] as const) {
      if (!c[campo])
        ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.campoRequerido });
    }
    if (
      c.hora_entrega_inicio &&
      c.hora_entrega_fin &&
      c.hora_entrega_inicio >= c.hora_entrega_fin
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['hora_entrega_fin'],
        message: MENSAJES.rangoHorasInvalido,
      });
    }
  }
}

/** POST /single-buy/ (one-off payment). */
export const singleBuySchema = compraBase
  .extend({ nro_telefono: telefonoSchema.nullish() })
  .superRefine(validarEntrega);
export type SingleBuy = z.output<typeof singleBuySchema>;

/** POST /pedido/create/: same as single-buy plus tarjeta and without phone. */
export const crearPedidoSchema = compraBase
  .extend({ tarjeta: z.string().max(64).nullish() })
  .superRefine((c, ctx) => {
    validarEntrega(c, ctx);
    if (c.medio_pago === 0 && !c.tarjeta) {
      ctx.addIssue({ code: 'custom', path: ['tarjeta'], message: MENSAJES.campoRequerido });
    }
  });
export type CrearPedido = z.output<typeof crearPedidoSchema>;

/** Answer of /single-buy/. */
export const respuestaPagoSchema = z.object({
  url: z.string().nullable(),
  transaccion_id: z.union([z.string(), z.number()]).nullable(),
  exitoso: z.boolean(),
  mensaje_transaccion: z.string().nullable(),
});

/** POST /orden_venta/aprobar/. */
export const aprobarOrdenVentaSchema = z.object({
  orden_venta_id: idSchema,
  punto_retiro_id: idSchema,
  fecha_retiro: fechaSchema,
});

/** POST /calificar/. */
export const calificarSchema = z.object({
  pedido_id: idSchema,
  tipo_calificacion: z.coerce.number().pipe(tipoCalificacionSchema),
  id_calificar: idSchema,
  calificacion: z.coerce.number().int().min(1).max(5),
  comentario: textoOpcional(1000),
});

/** Pending rating shown after delivery (spec §3 PedidoCalificacion). */
export const pedidoCalificacionSchema = z.object({
  id_pedido: z.number().int(),
  id_calificar: z.number().int(),
  tipo_calificacion: tipoCalificacionSchema,
  nombre: z.string(),
  imagen: z.string().nullable(),
});
export type PedidoCalificacion = z.infer<typeof pedidoCalificacionSchema>;
