// Storefront requests (issue #4): cart delivery settings, search filters, B2B contact.
import { z } from 'zod';
import { MENSAJES } from '../errores.js';
import {
  booleanoSchema,
  fechaHoraSchema,
  idSchema,
  telefonoSchema,
  textoLimpio,
  textoOpcional,
} from './campos.schema.js';
import { camposConsultaPaginada, consultaPaginada } from './paginacion.schema.js';

/**
 * PATCH /carrito/: delivery window and wholesale flag (spec §4 "Delivery times"): setting
 * times turns off no-time shipping; choosing no-time clears the times.
 */
export const entregaCarritoSchema = z
  .object({
    envio_sin_hora: booleanoSchema.optional(),
    entrega_desde: fechaHoraSchema.nullish(),
    entrega_hasta: fechaHoraSchema.nullish(),
    compra_mejorada: booleanoSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const conHora = v.entrega_desde != null || v.entrega_hasta != null;
    // Un cuerpo sin nada que cambiar no es un PATCH válido.
    if (!conHora && v.envio_sin_hora === undefined && v.compra_mejorada === undefined) {
      ctx.addIssue({ code: 'custom', message: MENSAJES.carritoSinCambios });
      return;
    }
    if (!conHora || v.envio_sin_hora === true) return;
    if (v.entrega_desde == null || v.entrega_hasta == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['entrega_hasta'],
        message: MENSAJES.entregaSinVentana,
      });
    } else if (new Date(v.entrega_hasta) <= new Date(v.entrega_desde)) {
      ctx.addIssue({
        code: 'custom',
        path: ['entrega_hasta'],
        message: MENSAJES.rangoHorasInvalido,
      });
    }
  });
export type EntregaCarrito = z.infer<typeof entregaCarritoSchema>;

/** "min,max" or "min-max" in guaraníes; either end may be empty. */
export const rangoPrecioSchema = z
  .string()
  .regex(/^\s*\d*\s*[,-]\s*\d*\s*$/, { message: MENSAJES.valorInvalido })
  .transform((s) => {
    const [min = '', max = ''] = s.split(/[,-]/).map((p) => p.trim());
    return { min: min === '' ? null : Number(min), max: max === '' ? null : Number(max) };
  })
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, {
    message: MENSAJES.valorInvalido,
  });

/** "min,max" que lee `rangoPrecioSchema`; null sin ningún extremo. */
export function textoRangoPrecio(min: number | null, max: number | null): string | null {
  return min === null && max === null ? null : `${min ?? ''},${max ?? ''}`;
}

/**
 * Filters of /producto_buscador/ and /producto_buscador2/ (spec §3 "Search filters", §7): the
 * texto_busqueda of §3 travels as `search`, with page, page_size and ordering.
 */
export const filtrosBuscadorSchema = {
  rango_precio: rangoPrecioSchema.optional(),
  empresa: idSchema.optional(),
  rubro: idSchema.optional(),
  categoria: idSchema.optional(),
  calificacion: z.coerce.number().min(0).max(5).optional(),
  mas_vendidos: booleanoSchema.optional(),
};

/** Query of the product search (the API parses it; the web builds it with these names). */
export const consultaBuscadorSchema = consultaPaginada(filtrosBuscadorSchema);

/** Parámetros que la web puede enviar al buscador: los mismos nombres que valida la API. */
export type ParametrosBuscador = Partial<
  Record<
    keyof typeof camposConsultaPaginada | keyof typeof filtrosBuscadorSchema,
    string | number | boolean | null
  >
>;

/** GET /productos-inicio/ {tipo}. */
export const TIPOS_PRODUCTOS_INICIO = [
  'mas_vistos',
  'mas_vendidos',
  'aleatorios',
  'oferta_del_dia',
] as const;
export const productosInicioSchema = z.object({
  tipo: z.enum(TIPOS_PRODUCTOS_INICIO, { message: MENSAJES.opcionInvalida }),
  cantidad: z.coerce.number().int().min(1).max(48).default(12),
});

/** POST /request-contact-b2b/. */
export const contactoB2bSchema = z.object({
  nombre: textoLimpio({ max: 120 }),
  empresa: textoOpcional(160),
  ruc: textoOpcional(20),
  email: z.email({ message: MENSAJES.emailInvalido }),
  nro_telefono: telefonoSchema.nullish(),
  mensaje: textoOpcional(2000),
});
export type ContactoB2b = z.infer<typeof contactoB2bSchema>;
