// Mensajes en español de contabilidad: facturas, timbrados, pagos, balances y reportes.
export const MENSAJES_CONTABILIDAD = {
  timbradoInexistente: 'El timbrado no está cargado o no está activo.',
  timbradoNoVigente: 'La fecha no está dentro de la vigencia del timbrado.',
  timbradoAgotado: 'El timbrado llegó al último número; cargue uno nuevo.',
  timbradoRepetido: 'Ese timbrado ya está cargado para ese punto de expedición.',
  rucEmisorInvalido: 'El RUC del emisor no es válido (revise el dígito verificador).',
  numeroFacturaRequerido: 'Indique el número de factura (EEE-PPP-NNNNNNN).',
  numeroFacturaRepetido: 'Esa factura ya fue registrada.',
  ordenNoPagada: 'El pedido todavía no está pagado.',
  ordenAjena: 'La orden no corresponde a esta persona.',
  ordenYaFacturada: 'La orden ya fue facturada.',
  ordenInexistente: 'La orden no existe.',
  innominadaExcedida: 'Sin RUC del cliente, una factura no puede superar Gs. 7.000.000.',
  personaInexistente: 'La persona indicada no existe.',
  cuentaFondoInexistente: 'La cuenta de fondos no existe o está inactiva.',
  pagoExcedeSaldo: 'El pago supera lo adeudado.',
  facturaAjena: 'La factura no corresponde a esta persona.',
  facturaExcedida: 'El pago supera lo pendiente de la factura.',
  pedidoSinVenta: 'El pedido no tiene una venta asentada para revertir.',
  pedidoYaReembolsado: 'El pedido ya fue reembolsado.',
  depositoExcedeEfectivo: 'El depósito supera el efectivo pendiente del transportista.',
  devolucionExcedeSaldo: 'La devolución supera lo que se le debe al cliente por este pedido.',
  topeEfectivoExcedido:
    'Tiene efectivo cobrado sin depositar por encima del tope: deposítelo para tomar rutas con cobro en efectivo.',
  saldoAjeno: 'Sólo puede ver su propio saldo.',
  certificadoSifenIlegible:
    'No se pudo leer el certificado de SIFEN (SIFEN_CERTIFICADO): revise la ruta y que sea un archivo PKCS#12 (.p12 o .pfx).',
  certificadoSifenClave:
    'La contraseña del certificado de SIFEN (SIFEN_CERTIFICADO_CLAVE) no es correcta.',
  certificadoSifenIncompleto:
    'El certificado de SIFEN no trae la clave privada y el certificado X.509 para firmar.',
  notificacionPagoTitulo: 'Ñemu registró un pago a su favor',
  notificacionPagoCuerpo: 'Pago de {monto} del {fecha}. Saldo pendiente: {saldo}.',
} as const;
