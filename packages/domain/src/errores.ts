// Catálogo único de mensajes de error en español (API y web).

/**
 * Mensaje de fallo genérico (§8) para la acción `verbo` (un infinitivo: "guardar", "eliminar",
 * "enviar"…): «Ocurrió un error al {verbo}, vuelva a intentar en unos momentos».
 */
export function mensajeErrorAl<V extends string>(
  verbo: V,
): `Ocurrió un error al ${V}, vuelva a intentar en unos momentos` {
  return `Ocurrió un error al ${verbo}, vuelva a intentar en unos momentos`;
}

export const MENSAJES = {
  // §8 mensajes de interfaz
  exito: 'La acción se completó exitosamente',
  validacion: 'Se han encontrado errores de validación',
  errorGuardar: mensajeErrorAl('guardar'),
  confirmarTitulo: 'Confirmar acción',
  edadMenor: 'Lo sentimos, este producto no es apto para menores de edad.',
  edadSinSesion:
    'Este producto no es apto para menores de edad, por favor inicie sesión para continuar.',
  edadSinFechaNacimiento:
    'Este producto no es apto para menores de edad, por favor complete en su perfil su fecha de nacimiento para continuar.',
  // Errores HTTP genéricos
  noAutenticado: 'Debe iniciar sesión para continuar.',
  tokenInvalido: 'La sesión no es válida o expiró. Inicie sesión nuevamente.',
  sinPermiso: 'No tiene permiso para realizar esta acción.',
  noEncontrado: 'No se encontró el recurso solicitado.',
  conflicto: 'La operación no se pudo completar por un conflicto con el estado actual.',
  demasiadasSolicitudes: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
  errorInterno: 'Ocurrió un error inesperado. Vuelva a intentar en unos momentos.',
  jsonInvalido: 'El cuerpo de la solicitud no es un JSON válido.',
  jsonDemasiadoProfundo:
    'El cuerpo de la solicitud tiene demasiados niveles de anidamiento (máximo {maximo}).',
  formularioInvalido: 'El formulario enviado está incompleto o mal formado.',
  caracterNoPermitido: 'El texto contiene un carácter no permitido.',
  imagenDemasiadosPixeles:
    'La imagen es demasiado grande: como máximo {maximo} megapíxeles. Redúzcala e intente de nuevo.',
  carritoSinCambios:
    'Indique qué cambiar: envio_sin_hora, compra_mejorada o el horario (entrega_desde y entrega_hasta).',
  campoRequerido: 'Este campo es obligatorio.',
  valorInvalido: 'El valor ingresado no es válido.',
  paginaInvalida: 'Página inválida.',
  credencialesInvalidas: 'Usuario o contraseña incorrectos.',
  cuentaInactiva: 'La cuenta está desactivada.',
  cuerpoDemasiadoGrande: 'El contenido enviado es demasiado grande.',
  tipoContenidoNoSoportado: 'El tipo de contenido enviado no es compatible.',
  baseDeDatosNoDisponible: 'La base de datos no está disponible.',
  trabajoNoReintentable: 'Sólo se puede reintentar un trabajo fallido.',
  // Resultados del cliente de la API (§8; los de red los define el proyecto)
  sinConexion: 'No se pudo conectar con el servidor. Verifique su conexión a internet.',
  tiempoAgotado: 'El servidor tardó demasiado en responder. Vuelva a intentar en unos momentos.',
  errorServidor: 'Ocurrió un error en el servidor. Vuelva a intentar en unos momentos.',
  solicitudRechazada: 'El servidor rechazó la solicitud.',
  // Validación de campos (las plantillas usan {min}, {max})
  textoMuyCorto: 'Debe tener al menos {min} caracteres.',
  textoMuyLargo: 'Debe tener como máximo {max} caracteres.',
  numeroMinimo: 'Debe ser mayor o igual a {min}.',
  numeroMaximo: 'Debe ser menor o igual a {max}.',
  numeroEntero: 'Debe ser un número entero.',
  numeroInvalido: 'Ingrese un número válido.',
  listaMuyCorta: 'Debe seleccionar al menos {min} elemento(s).',
  listaMuyLarga: 'Puede seleccionar como máximo {max} elemento(s).',
  opcionInvalida: 'Seleccione una opción válida.',
  emailInvalido: 'Ingrese un correo electrónico válido.',
  fechaInvalida: 'Ingrese una fecha válida (AAAA-MM-DD).',
  horaInvalida: 'Ingrese una hora válida (HH:mm).',
  rangoFechasInvalido: 'La fecha de inicio debe ser anterior o igual a la fecha de fin.',
  rangoHorasInvalido: 'La hora de inicio debe ser anterior a la hora de fin.',
  telefonoInvalido: 'Ingrese un número de teléfono paraguayo válido (ej. 0981 123 456).',
  rucInvalido: 'El RUC no es válido. Verifique el número y el dígito verificador.',
  ubicacionInvalida: 'La ubicación debe ser "latitud,longitud" dentro de Paraguay.',
  pinInvalido: 'El PIN debe tener entre 4 y 6 dígitos.',
  camposNoPermitidos: 'La solicitud contiene campos no permitidos.',
  // Horario de proveedores
  abierto: 'Abierto',
  cerradoPorDia: 'Cerrado: hoy no es día de atención.',
  cerradoPorHorario: 'Cerrado: fuera del horario de atención.',
  cerradoPorPausa: 'Cerrado temporalmente (pausa).',
  cerradoPorFeriado: 'Cerrado por feriado.',
  // Documentos del transportista (§4)
  documentoRegistroVencido: 'Registro de conducir vencido',
  documentoAntecedentePolicial: 'Certificado de antecedentes policiales',
  documentoAntecedenteJudicial: 'Certificado de antecedentes judiciales',
  documentoConstanciaRuc: 'Constancia de RUC',
  // Tienda: carrito, favoritos, búsqueda (issue #4)
  varianteRequerida: 'Seleccione una variante del producto.',
  stockInsuficiente: 'Sólo hay {disponible} unidad(es) disponible(s).',
  entregaSinVentana: 'Indique el horario de entrega desde y hasta, o elija envío sin horario.',
  contactoB2bRecibido: 'Recibimos su consulta; un asesor se comunicará a la brevedad.',
  adjuntoDemasiadoGrande: 'El archivo adjunto supera el tamaño máximo de 5 MB.',
  // Portal del proveedor
  imagenInvalida: 'El archivo no es una imagen válida (JPG, PNG, WebP, GIF o AVIF).',
  documentoInvalido: 'El documento debe ser un PDF o una imagen.',
  videoInvalido: 'El video debe ser MP4 o WebM.',
  archivoRequerido: 'Debe adjuntar el archivo.',
  fabricanteYaRegistrado: 'Su usuario ya pertenece a una empresa proveedora.',
  fabricanteYaAprobado: 'La empresa proveedora ya está aprobada.',
  fabricanteDadoDeBaja: 'La empresa proveedora está dada de baja: no puede aprobarse.',
  contratoNoEncontrado: 'No hay un contrato vigente de ese tipo.',
  archivoImportacionInvalido:
    'El archivo debe ser CSV o Excel (XLSX) con la fila de encabezados de la plantilla.',
  importacionConErrores: 'Hay filas con errores: corríjalas o importe sólo las filas válidas.',
  usuarioNoEncontradoEmail: 'No existe un usuario registrado con ese correo electrónico.',
  usuarioYaEsStaff: 'El usuario ya pertenece a una empresa proveedora.',
  noPuedeQuitarsePropietario: 'No puede quitar al propietario de la empresa.',
  usuarioExistente: 'Ya existe un usuario con ese nombre de usuario o correo electrónico.',
  promocionPrecioInvalido: 'El precio promocional debe ser menor al precio del producto.',
  varianteDuplicada: 'Ya existe una variante con ese color y medida.',
  imagenDeOtroProducto: 'La imagen no pertenece a este producto.',
  puntoRetiroUnico: 'No puede eliminar el único punto de retiro.',
  feriadoDuplicado: 'Ya hay un feriado cargado para esa fecha.',
  claveApiInvalida: 'La clave de API no es válida o fue revocada.',
  // Cuentas, direcciones y facturación
  usernameEnUso: 'Ya existe una cuenta con este nombre de usuario.',
  emailEnUso: 'Ya existe una cuenta con este correo electrónico.',
  documentoEnUso: 'Ya existe una cuenta con este número de documento.',
  recuperacionEnviada:
    'Si el correo está registrado, le enviamos un enlace para crear una nueva contraseña.',
  enlaceRecuperacionInvalido:
    'El enlace para restablecer la contraseña no es válido, ya fue usado o expiró. Solicite uno nuevo.',
  passwordMuyCorta: 'La contraseña debe tener al menos 8 caracteres.',
  passwordsNoCoinciden: 'Las contraseñas no coinciden.',
  tokenSocialInvalido:
    'No se pudo verificar el inicio de sesión con {proveedor}. Intente de nuevo.',
  proveedorSocialNoConfigurado: 'El inicio de sesión con {proveedor} no está disponible.',
  modoRequiereTransportista:
    'Para usar el modo transportista primero debe registrarse como transportista.',
  modoRequiereProveedor:
    'Para usar el modo proveedor primero debe registrar su empresa como proveedor.',
  rucNoEncontrado: 'No encontramos este RUC en el registro de contribuyentes.',
  archivoNoPermitido: 'El formulario contiene un archivo no permitido.',
  // Checkout, pagos y pedidos
  montoCambiado: 'El total de la compra cambió. Revise el nuevo total antes de continuar.',
  sinStock: 'No hay stock suficiente de "{producto}". Disponible: {disponible}.',
  productoNoDisponible: 'El producto ya no está disponible.',
  transicionInvalida: 'No se puede {transicion} en el estado actual ({estado}).',
  medioPagoNoPermitido: 'Este medio de pago no está habilitado.',
  efectivoDeshabilitado: 'El pago en efectivo contra entrega no está habilitado.',
  efectivoSoloDomicilio: 'El efectivo contra entrega sólo está disponible con envío a domicilio.',
  pedidoConfirmadoEfectivo: 'Pedido confirmado: paga en efectivo al recibirlo.',
  efectivoSoloAlComprar:
    'El efectivo contra entrega se elige al comprar; no puede cambiarse el medio de este pedido.',
  tarjetaNoEncontrada: 'La tarjeta no existe o no le pertenece.',
  direccionAjena: 'La dirección no existe o no le pertenece.',
  datoFacturacionAjeno: 'Los datos de facturación no existen o no le pertenecen.',
  firmaInvalida: 'La firma de la confirmación no es válida.',
  pagoRechazado: 'El pago fue rechazado.',
  pagoAprobado: 'Pago aprobado.',
  pagoPendiente: 'El pago está pendiente de confirmación.',
  tarjetaInvalida: 'El número de tarjeta no es válido.',
  puntoRetiroAjeno: 'El punto de retiro no pertenece a su empresa.',
  pedidoNuevoProveedor: 'Nueva orden de venta #{id}',
  // Notificaciones (títulos y textos de cada tipo; los valores llegan con la notificación)
  notificacionChat: 'Nuevo mensaje del pedido #{pedido_id}',
  notificacionOportunidad: 'Nueva oportunidad de entrega',
  notificacionOportunidadCuerpo: 'Hay un envío disponible para tomar.',
  notificacionPedidoCliente: 'Novedades de su pedido #{pedido_id}',
  pagoEnCurso: 'Ya hay un pago en curso para este pedido. Espere un momento y revise su estado.',
  pedidoYaPagado: 'El pedido ya estaba pagado; este cobro fue anulado.',
  cobroAnulado: 'No pudimos registrar el pago y el cobro fue anulado. Intente de nuevo.',
  notificacionVehiculoAprobado: 'Su vehículo fue aprobado',
  notificacionVehiculoAprobadoCuerpo: 'Ya puede usarlo para sus entregas.',
  notificacionTransportistaAprobado: '¡Su cuenta de transportista fue aprobada!',
  notificacionTransportistaAprobadoCuerpo: 'Ya puede tomar oportunidades de entrega.',
  notificacionProveedorAprobado: '¡Su empresa fue aprobada!',
  notificacionProveedorAprobadoCuerpo: '{nombre} ya puede vender en Ñemu.',
  notificacionProductoAprobado: 'Su producto «{nombre}» fue aprobado',
  notificacionProductoAprobadoCuerpo: 'Ya se muestra en la tienda.',
  notificacionProductoRechazado: 'Su producto «{nombre}» no fue aprobado',
  notificacionProductoRechazadoCuerpo: 'Revise sus datos y vuelva a enviarlo.',
  notificacionesActivar: 'Activar notificaciones',
  notificacionesActivarTexto:
    'Reciba en este dispositivo los avisos de pedidos y aprobaciones aunque no tenga Ñemu abierto.',
  notificacionesBloqueadas:
    'Las notificaciones están bloqueadas en este navegador. Puede habilitarlas en su configuración.',
  notificacionesActivadas: 'Notificaciones activadas en este dispositivo.',
  suscripcionPushInvalida: 'La suscripción push no es válida.',
} as const;

export type ClaveMensaje = keyof typeof MENSAJES;

/** Replaces `{clave}` placeholders of a catalogue template. */
export function formatearMensaje(
  plantilla: string,
  valores: Readonly<Record<string, string | number | bigint>>,
): string {
  return plantilla.replace(/\{(\w+)\}/g, (todo, clave: string) =>
    clave in valores ? String(valores[clave]) : todo,
  );
}
