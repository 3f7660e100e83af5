// Mensajes en español del alta de transportistas, sus vehículos y sus documentos.
export const MENSAJES_TRANSPORTISTAS = {
  transportistaYaRegistrado: 'Su usuario ya está registrado como transportista.',
  contratoTransportistaSinAceptar:
    'Descargue y acepte el contrato de prestación de servicios de transporte antes de registrarse.',
  vehiculoSinAprobar: 'Sólo puede activar un vehículo aprobado.',
  vehiculoSinDuenio: 'Indique el transportista o la empresa de transporte del vehículo.',
  chapaEnUso: 'Ya hay un vehículo registrado con esta chapa.',
  asignacionSinTransportista:
    'Elija un transportista de su flota o escriba el correo de un transportista aprobado.',
  transportistaNoDisponible: 'No hay un transportista aprobado y habilitado con ese correo.',
  transportistaDeOtraEmpresa: 'El transportista maneja vehículos de otra empresa.',
  transportistaFueraDeFlota: 'El transportista no es de su flota.',
  transportistaYaAprobado: 'El transportista ya está aprobado.',
  vehiculoYaAprobado: 'El vehículo ya está aprobado.',
  polizaVencida: 'La póliza de seguro está vencida.',
  habilitacionVencida: 'La habilitación del vehículo está vencida.',
  documentoNoCargado: 'El documento no está cargado.',
  documentoNoEncontrado: 'El archivo del documento no está disponible.',
  documentoRegistro: 'registro de conducir',
  documentoHabilitacion: 'habilitación del vehículo',
  documentoPoliza: 'póliza de seguro',
  notificacionDocumentoPorVencer: 'Su {documento} vence en {plazo}',
  notificacionDocumentoPorVencerCuerpo:
    'Cargue el documento renovado antes del vencimiento para seguir recibiendo oportunidades.',
  notificacionDocumentoVencido: 'Su {documento} venció',
  notificacionDocumentoVencidoCuerpo:
    'Quedó suspendido de las oportunidades hasta que se apruebe el documento renovado.',
  notificacionVehiculoAsignado: 'Le asignaron el vehículo {chapa}',
  notificacionVehiculoAsignadoCuerpo:
    'Actívelo desde Mis vehículos (una vez aprobado) para recibir oportunidades con él.',
  notificacionVehiculoDesasignado: 'Ya no tiene asignado el vehículo {chapa}',
  notificacionVehiculoDesasignadoCuerpo:
    'La empresa de transporte lo asignó a otro transportista o lo dejó sin asignar.',
} as const;
