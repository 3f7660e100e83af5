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
} as const;

export type ClaveMensaje = keyof typeof MENSAJES;
