// Catálogo único de mensajes de error en español (API y web).
export const MENSAJES = {
  // §8 mensajes de interfaz
  exito: 'La acción se completó exitosamente',
  validacion: 'Se han encontrado errores de validación',
  errorGuardar: 'Ocurrió un error al guardar, vuelva a intentar en unos momentos',
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
  campoRequerido: 'Este campo es obligatorio.',
  valorInvalido: 'El valor ingresado no es válido.',
  paginaInvalida: 'Página inválida.',
  credencialesInvalidas: 'Usuario o contraseña incorrectos.',
  cuentaInactiva: 'La cuenta está desactivada.',
  cuerpoDemasiadoGrande: 'El contenido enviado es demasiado grande.',
  tipoContenidoNoSoportado: 'El tipo de contenido enviado no es compatible.',
  baseDeDatosNoDisponible: 'La base de datos no está disponible.',
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
