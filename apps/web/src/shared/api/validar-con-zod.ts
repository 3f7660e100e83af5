import type { z } from 'zod';

/**
 * Validación de un formulario de Mantine con un esquema zod de `@nemu/domain`: devuelve el
 * primer mensaje de cada campo. `mensajes` reemplaza el texto de algún campo por uno más útil
 * en la pantalla.
 */
export function validarConZod<T>(
  esquema: z.ZodType,
  mensajes: Partial<Record<keyof T & string, string>> = {},
): (valores: T) => Record<string, string> {
  return (valores) => {
    const r = esquema.safeParse(valores);
    if (r.success) return {};
    const errores: Record<string, string> = {};
    for (const issue of r.error.issues) {
      const campo = issue.path.join('.');
      errores[campo] ??= mensajes[campo as keyof T & string] ?? issue.message;
    }
    return errores;
  };
}
