// Mensajes en español del chat de pedidos y de las calificaciones (ADR 016).
export const MENSAJES_CHAT = {
  chatCerrado: 'La conversación de este pedido está cerrada.',
  chatSinTransportista: 'El pedido todavía no tiene transportista asignado.',
  chatTipoAjeno: 'El tipo de mensaje no corresponde a su participación en el pedido.',
  chatTipoRequerido: 'Indique si escribe como cliente (0) o como transportista (10).',
  chatMensajeRequerido: 'Escriba un mensaje o elija uno predeterminado.',
  chatPredeterminadoInvalido: 'El mensaje predeterminado no existe o no es para este tipo.',
  calificacionAntesDeEntrega: 'Sólo puede calificar un pedido entregado.',
  calificacionRepetida: 'Ya calificó esto en este pedido.',
  calificadoAjeno: 'Lo que quiere calificar no forma parte de este pedido.',
} as const;
