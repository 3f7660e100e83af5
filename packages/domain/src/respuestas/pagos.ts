// Respuestas de pagos, tarjetas y compra (§7 Cards, checkout).
import { z } from 'zod';
import { respuestaPagoSchema } from '../schemas/pedido.schema.js';
import { tarjetaSchema } from '../schemas/tarjeta.schema.js';

/** GET /pagos/configuracion/: procesador de tarjetas (PAGOS_PROVEEDOR) y, con Bancard, su JS. */
export const configuracionPagosSchema = z.object({
  proveedor: z.enum(['sandbox', 'bancard']),
  checkout_js: z.string().nullable(),
  /** Efectivo contra entrega habilitado por configuración (sólo con envío a domicilio). */
  efectivo: z.boolean(),
});
export type ConfiguracionPagos = z.infer<typeof configuracionPagosSchema>;

/** Tarjeta tal como la lista la API: `card_id` siempre viaja como texto. */
export const tarjetaRespuestaSchema = tarjetaSchema.extend({ card_id: z.string() });
export type TarjetaRespuesta = z.infer<typeof tarjetaRespuestaSchema>;

/** GET /{proveedor}/tarjeta/. */
export const listaTarjetasSchema = z.object({ tarjetas: z.array(tarjetaRespuestaSchema) });

/** POST /{proveedor}/tarjeta/: a dónde ir para registrar la tarjeta nueva. */
export const nuevaTarjetaSchema = z.object({ url: z.string(), card_id: z.string() });

/** POST /single-buy/ y /pedido/create/: el pago iniciado y su pedido. */
export const respuestaCompraSchema = respuestaPagoSchema.extend({ pedido_id: z.number().int() });
export type RespuestaCompra = z.infer<typeof respuestaCompraSchema>;

/** GET /costo_envio/{direccion}/. */
export const costoEnvioSchema = z.object({
  direccion: z.number().int(),
  costo_envio: z.number().int(),
  fabricantes: z.array(z.number().int()),
});

/** GET /fecha-estimada/. */
export const fechaEstimadaSchema = z.object({
  fecha: z.string(),
  hora_corte: z.string(),
  /** Envío sin dirección (tarifa más económica por paradas): lo que muestran carrito y producto. */
  costo_envio_desde: z.number().int(),
});
