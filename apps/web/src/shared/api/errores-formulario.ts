import { avisarFallo } from '../ui/avisos';
import type { Fallo } from './resultado';

interface FormularioConErrores {
  setErrors: (errores: Record<string, string>) => void;
}

/**
 * Muestra un fallo de guardado (§5, §8): los errores de un 400 bajo sus campos y el primer
 * `non_field_errors` (o el mensaje genérico) en el aviso; los demás fallos, en el aviso.
 * `mensajeError` es el de un error del servidor si la acción no es guardar (§8).
 */
export function mostrarFalloEnFormulario(
  form: FormularioConErrores,
  fallo: Fallo,
  mensajeError?: string,
): void {
  if (fallo.kind === 'bad-data') {
    form.setErrors(
      Object.fromEntries(
        Object.entries(fallo.errores)
          .filter(([campo]) => campo !== 'non_field_errors')
          .map(([campo, mensajes]) => [campo, mensajes[0] ?? '']),
      ),
    );
  }
  avisarFallo(fallo, mensajeError);
}
