import type { ResultadoApi } from '../../../shared/api/resultado';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';

/**
 * Resultado de guardar: éxito → aviso y `{}`; 400 → los errores por campo para el formulario
 * (lo escrito no se pierde); otro fallo → aviso y `null`.
 */
export function resultadoGuardar(
  r: ResultadoApi<unknown> | null,
  exito: string,
): Record<string, string> | null {
  if (r?.kind === 'ok') {
    avisarExito(exito);
    return {};
  }
  if (r?.kind === 'bad-data') {
    const errores: Record<string, string> = {};
    for (const [campo, mensajes] of Object.entries(r.errores)) errores[campo] = mensajes[0] ?? '';
    if (Object.keys(errores).length === 0 || errores.non_field_errors) avisarFallo(r);
    return errores;
  }
  if (r) avisarFallo(r);
  return null;
}
