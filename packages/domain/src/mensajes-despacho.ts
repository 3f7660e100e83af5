// Mensajes en español del despacho: motivos de los estados de ruteo de una orden de venta.
export const MENSAJES_DESPACHO = {
  ruteoNoEsDelivery: 'El cliente retira el pedido en el local: no se rutea.',
  ruteoNoRuteable: 'No quedó vehículo disponible en este lote: se reagenda para el próximo.',
  ruteoRutaNoEncontrada:
    'Hay vehículos que pueden llevarla, pero no se cumplen los horarios de retiro o de entrega.',
  ruteoSinVehiculos:
    'Ningún vehículo habilitado puede llevarla: peso, tamaño o cadena de frío, o no hay vehículos habilitados.',
  ruteoSinUbicacion: 'Falta la ubicación del punto de retiro o de la dirección de entrega.',
  ruteoProveedorCerrado:
    'El proveedor no atiende en la fecha de retiro (horario, pausa o feriado).',
  ruteoVentanaVencida: 'La franja de entrega del cliente ya pasó: hay que reprogramarla.',
  ruteoPlanInvalido:
    'El plan del optimizador no pasó la verificación; se reintenta en el próximo lote.',
  ruteoEnOtroLote: 'La orden no está lista para rutear o ya la está ruteando otro lote.',
  ordenesVentaRequeridas: 'Indique al menos una orden de venta.',
  // Por qué el ruteo manual no tomó una orden pedida (su estado no cambia).
  omitidaNoExiste: 'La orden de venta no existe.',
  omitidaSinConfirmar: 'El proveedor todavía no confirmó la orden de venta.',
  omitidaFinalizada: 'La orden de venta ya está finalizada.',
  omitidaRuteada: 'Ya está ruteada.',
  omitidaEnProceso: 'Otro lote la está ruteando en este momento.',
  omitidaEstadoRuteo: 'Su estado de ruteo («{estado}») no permite rutearla a mano.',
  omitidaRetiroFueraHorizonte:
    'La fecha de retiro ({fecha}) está fuera del horizonte de ruteo (hasta el {hasta}).',
  omitidaEntregaFueraHorizonte:
    'La fecha de entrega ({fecha}) está fuera del horizonte de ruteo (hasta el {hasta}).',
  omitidaOcupada:
    'Otro lote estaba tomando órdenes en ese momento: vuelva a intentarlo en unos minutos.',
} as const;
