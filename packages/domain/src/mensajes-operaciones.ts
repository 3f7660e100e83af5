// Mensajes en español del panel de administración: operaciones, soporte, errores y API.
export const MENSAJES_OPERACIONES = {
  errorYaControlado: 'El error ya fue marcado como atendido.',
  noPuedeQuitarseASiMismo: 'No puede quitarse a usted mismo del equipo de administración.',
  ultimoAdministrador: 'No se puede quitar al último administrador activo.',
  noEsAdministrador: 'El usuario no es parte del equipo de administración.',
  claveYaRevocada: 'La clave ya estaba revocada.',
  busquedaCorta: 'Escriba al menos 2 caracteres para buscar.',
  proveedorNoExiste: 'El proveedor indicado no existe.',
  noPuedeDarseDeBaja: 'No puede darse de baja a usted mismo desde el panel.',
  clienteInactivo: 'El cliente ya está dado de baja.',
} as const;
