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
} as const;
