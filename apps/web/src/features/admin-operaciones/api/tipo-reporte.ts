import type { ErrorApp } from '@nemu/domain';

/**
 * Qué es cada registro según de dónde vino: los formularios «reportar error» y «comentarios y
 * sugerencias» de las apps mandan `<app>/<tipo>`; el resto son errores capturados por la app.
 */
export function tipoDeReporte(e: Pick<ErrorApp, 'archivo' | 'origen'>) {
  const archivo = e.archivo ?? '';
  const app = archivo.split('/')[0] ?? '';
  const quien =
    app === 'proveedor'
      ? 'Proveedor'
      : app === 'cliente'
        ? 'Cliente'
        : app === 'driver'
          ? 'Transportista'
          : null;
  if (archivo.endsWith('/comentarios_sugerencias'))
    return { etiqueta: 'Comentario o sugerencia', color: 'grape', quien };
  if (archivo.endsWith('/reportar_error'))
    return { etiqueta: 'Error reportado', color: 'orange', quien };
  if (archivo.endsWith('/atencion_cliente'))
    return { etiqueta: 'Atención al cliente', color: 'blue', quien };
  return {
    etiqueta: e.origen === 'servidor' ? 'Error del servidor' : 'Error de la app',
    color: 'red',
    quien,
  };
}
