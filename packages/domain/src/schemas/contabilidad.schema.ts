// Accounting bodies (spec §7 Accounting and reports): rendición, registrar_pago, listados y reportes.
import { z } from 'zod';
import { rolBeneficiarioSchema } from '../enums/usuario.enum.js';
import { consultaPaginada } from './paginacion.schema.js';
import {
  booleanoSchema,
  fechaSchema,
  guaraniesSchema,
  idSchema,
  listaIds,
  textoLimpio,
  textoOpcional,
} from './campos.schema.js';

const rol = z.coerce.number().pipe(rolBeneficiarioSchema);
const timbradoNumero = z
  .string()
  .trim()
  .regex(/^\d{8}$/);
const tresDigitos = z
  .string()
  .trim()
  .regex(/^\d{3}$/);

/**
 * POST /rendicion/ {timbrado, numero_factura, fecha, ordenes, tipo, persona_id}.
 * tipo 10: la plataforma factura al cliente los pedidos `ordenes` con su timbrado; el número lo
 * asigna la numeración del timbrado (numero_factura se ignora). tipo 20/30: se registra la
 * factura que el proveedor o transportista emite a la plataforma por sus órdenes de venta
 * (proveedor) u hojas de ruta (transportista), con su timbrado y número.
 */
export const rendicionSchema = z.object({
  timbrado: timbradoNumero,
  /** EEE-PPP-NNNNNNN (dominio-paraguay §4.2). */
  numero_factura: z
    .string()
    .trim()
    .regex(/^\d{3}-\d{3}-\d{7}$/)
    .optional(),
  fecha: fechaSchema,
  ordenes: listaIds(1),
  tipo: rol,
  persona_id: idSchema,
});
export type Rendicion = z.output<typeof rendicionSchema>;

/** POST /registrar_pago/ {tipo, persona_id, fund_account, monto, facturas, fecha}. */
export const registrarPagoSchema = z.object({
  tipo: rol,
  persona_id: idSchema,
  fund_account: idSchema,
  monto: guaraniesSchema.pipe(z.number().min(1)),
  // Sin `.default` tras la llamada: el transform SSR de Vite 8 lo confunde con el interop `default`.
  facturas: z.optional(listaIds()).transform((v) => v ?? []),
  fecha: fechaSchema,
  referencia: textoOpcional(120),
});
export type RegistrarPago = z.output<typeof registrarPagoSchema>;

/** Filtros de GET /factura/ y GET /pago/ (paginados). */
export const consultaFacturasSchema = consultaPaginada({
  tipo: rol.optional(),
  persona_id: idSchema.optional(),
  fecha__gt: fechaSchema.optional(),
  fecha__lt: fechaSchema.optional(),
});
export type ConsultaFacturas = z.output<typeof consultaFacturasSchema>;

/** GET /balance/ {cobrado, facturado, tipo, fecha__lt, fecha__gt}: saldos por persona. */
export const consultaBalanceSchema = consultaPaginada({
  tipo: rol.optional(),
  /** true: sólo quienes ya cobraron algo; false: quienes no. */
  cobrado: booleanoSchema.optional(),
  /** true: sólo quienes tienen facturas; false: quienes no. */
  facturado: booleanoSchema.optional(),
  fecha__gt: fechaSchema.optional(),
  fecha__lt: fechaSchema.optional(),
});
export type ConsultaBalance = z.output<typeof consultaBalanceSchema>;

/** Alta de un timbrado propio (POST /timbrado/). */
export const timbradoSchema = z.object({
  numero: timbradoNumero,
  tipo_documento: z.coerce.number().pipe(z.union([z.literal(1), z.literal(5)])),
  establecimiento: tresDigitos,
  punto_expedicion: tresDigitos,
  inicio: fechaSchema,
  fin: fechaSchema.nullable().optional(),
  emisor_ruc: z.string().trim().min(3),
  emisor_razon_social: textoLimpio({ max: 200 }),
  emisor_direccion: textoOpcional(200),
  tipo_contribuyente: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  electronico: booleanoSchema.optional(),
});
export type TimbradoNuevo = z.output<typeof timbradoSchema>;

/** POST /reembolso/ {pedido, motivo}: revierte la venta y emite la nota de crédito. */
export const reembolsoSchema = z.object({
  pedido: idSchema,
  motivo: textoLimpio({ max: 300 }),
});

/** POST /deposito-efectivo/ {transportista, fund_account, monto, fecha}. */
export const depositoEfectivoSchema = z.object({
  transportista: idSchema,
  fund_account: idSchema,
  monto: guaraniesSchema.pipe(z.number().min(1)),
  fecha: fechaSchema,
});

/**
 * POST /devolucion-cliente/ {pedido, fund_account, monto, fecha, referencia}: devolución al
 * cliente de lo que se le debe por un pedido (el efectivo cobrado de un pedido reembolsado).
 */
export const devolucionClienteSchema = z.object({
  pedido: idSchema,
  fund_account: idSchema,
  monto: guaraniesSchema.pipe(z.number().min(1)),
  fecha: fechaSchema,
  referencia: textoOpcional(120),
});
export type DevolucionCliente = z.output<typeof devolucionClienteSchema>;

export const TIPOS_REPORTE = [
  'pedidos',
  'ventas_proveedor',
  'comisiones',
  'pagos',
  'facturas',
  'ganancias_transportista',
  'efectivo',
] as const;

/** POST /exportar-reporte/ {tipo, filtros}. */
export const exportarReporteSchema = z.object({
  tipo: z.enum(TIPOS_REPORTE),
  filtros: z
    .object({
      fecha__gt: fechaSchema.optional(),
      fecha__lt: fechaSchema.optional(),
      persona_id: idSchema.optional(),
    })
    .optional(),
});
export type ExportarReporte = z.output<typeof exportarReporteSchema>;

/** POST /exportar-reporte-pedidos/ {fecha__gt, fecha__lt, estado}. */
export const exportarReportePedidosSchema = z.object({
  fecha__gt: fechaSchema.optional(),
  fecha__lt: fechaSchema.optional(),
  estado: z.coerce.number().int().optional(),
});
