// Respuestas de contabilidad (ADR 014 y 019): facturas, pagos, balances, libro y reportes.
import { z } from 'zod';

const entero = z.number().int();

export const facturaSchema = z.object({
  id: entero,
  tipo: entero,
  tipo_documento: entero,
  numero: z.string(),
  timbrado: z.string(),
  timbrado_inicio: z.string().nullable(),
  timbrado_fin: z.string().nullable(),
  fecha: z.string(),
  condicion: z.string(),
  emisor_ruc: z.string(),
  emisor_razon_social: z.string(),
  receptor_ruc: z.string().nullable(),
  receptor_razon_social: z.string().nullable(),
  persona_id: entero.nullable(),
  pedido: entero.nullable(),
  factura_asociada: entero.nullable(),
  subtotal_exenta: entero,
  subtotal_5: entero,
  subtotal_10: entero,
  iva_5: entero,
  iva_10: entero,
  total: entero,
  cobrado: entero,
  electronica: z.boolean(),
  cdc: z.string().nullable(),
  anulada: z.boolean(),
});
export type Factura = z.infer<typeof facturaSchema>;

export const detalleFacturaSchema = facturaSchema.extend({
  items: z.array(
    z.object({
      descripcion: z.string(),
      cantidad: z.number(),
      precio_unitario: entero,
      tasa_iva: entero,
      total: entero,
      iva: entero,
    }),
  ),
  sifen: z
    .object({
      estado: z.string(),
      url_qr: z.string(),
      codigo: z.string().nullable(),
      mensaje: z.string().nullable(),
    })
    .nullable(),
  /**
   * Reembolso del pedido de una factura de cliente (POST /reembolso/): cuándo (ISO) y la nota de
   * crédito que lo documenta, si se emitió. null si no se reembolsó, si no tiene pedido o si el
   * documento no es una factura de cliente (p. ej. la propia nota de crédito).
   */
  reembolso: z
    .object({
      fecha: z.string(),
      nota_credito: z.object({ id: entero, numero: z.string() }).nullable(),
    })
    .nullable(),
});
export type DetalleFactura = z.infer<typeof detalleFacturaSchema>;

export const rendicionRespuestaSchema = z.object({ facturas: z.array(detalleFacturaSchema) });

export const pendienteFacturarSchema = z.object({
  id: entero,
  pedido: entero.nullable(),
  fecha: z.string(),
  monto: entero,
});
export type PendienteFacturar = z.infer<typeof pendienteFacturarSchema>;

export const pagoContableSchema = z.object({
  id: entero,
  tipo: entero,
  persona_id: entero.nullable(),
  persona_nombre: z.string(),
  fund_account: entero,
  fund_account_nombre: z.string(),
  monto: entero,
  fecha: z.string(),
  referencia: z.string().nullable(),
  facturas: z.array(entero),
  creado_en: z.string(),
});
export type PagoContable = z.infer<typeof pagoContableSchema>;

export const cuentaFondoRespuestaSchema = z.object({
  id: entero,
  nombre: z.string(),
  tipo: z.string(),
  banco: z.string().nullable(),
  numero_cuenta: z.string().nullable(),
  moneda: z.string(),
});
export type CuentaFondo = z.infer<typeof cuentaFondoRespuestaSchema>;

export const timbradoRespuestaSchema = z.object({
  id: entero,
  numero: z.string(),
  tipo_documento: entero,
  establecimiento: z.string(),
  punto_expedicion: z.string(),
  inicio: z.string(),
  fin: z.string().nullable(),
  emisor_ruc: z.string(),
  emisor_razon_social: z.string(),
  electronico: z.boolean(),
  ultimo_numero: entero,
  activo: z.boolean(),
});
export type TimbradoLeido = z.infer<typeof timbradoRespuestaSchema>;

/** Saldo de una persona en el libro: devengado, pagado, saldo (> 0 la plataforma le debe). */
export const balancePersonaSchema = z.object({
  tipo: entero,
  persona_id: entero,
  nombre: z.string(),
  devengado: entero,
  pagado: entero,
  saldo: entero,
  /** Transportista: efectivo contra entrega cobrado que todavía debe depositar (0 los demás). */
  efectivo_pendiente: entero,
  facturado: entero,
  cobrado_facturas: entero,
  movimientos: entero,
});
export type BalancePersona = z.infer<typeof balancePersonaSchema>;

export const movimientoLibroSchema = z.object({
  id: entero,
  fecha: z.string(),
  concepto: z.string(),
  monto: entero,
  descripcion: z.string().nullable(),
  pedido: entero.nullable(),
  orden_venta: entero.nullable(),
  hoja_ruta: entero.nullable(),
  pago: entero.nullable(),
});
export type MovimientoLibro = z.infer<typeof movimientoLibroSchema>;

export const totalesPlataformaSchema = z.object({
  ventas: entero,
  cobrado: entero,
  comision: entero,
  envio_cobrado: entero,
  tarifas_transportistas: entero,
  ganancia: entero,
  adeudado_proveedores: entero,
  pagado_proveedores: entero,
  adeudado_transportistas: entero,
  pagado_transportistas: entero,
  efectivo_en_transportistas: entero,
  /** Lo que la plataforma debe devolver a clientes (efectivo cobrado de pedidos reembolsados), al día. */
  a_devolver_clientes: entero,
  disponible: entero,
  control: entero,
});
export type TotalesPlataforma = z.infer<typeof totalesPlataformaSchema>;

export const balanceEmpresaSchema = z.object({
  empresa: z.string(),
  devengado: entero,
  pagado: entero,
  saldo: entero,
  efectivo_pendiente: entero,
  transportistas: z.array(balancePersonaSchema),
});

export const efectivoTransportistaSchema = z.object({
  transportista: entero,
  nombre: z.string(),
  pendiente: entero,
  supera_tope: z.boolean(),
});

/** Conceptos del libro para mostrar. */
export const ETIQUETAS_CONCEPTO_LIBRO: Readonly<Record<string, string>> = {
  venta: 'Venta',
  reembolso: 'Reembolso',
  cobro: 'Cobro',
  devolucion: 'Devolución',
  viaje: 'Viaje',
  pago: 'Pago',
  cobro_efectivo: 'Efectivo cobrado',
  deposito_efectivo: 'Depósito de efectivo',
};
