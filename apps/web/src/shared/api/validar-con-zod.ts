import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * `schemaResolver` de Mantine con un esquema zod de `@nemu/domain` (primer mensaje de cada
 * campo), donde `mensajes` reemplaza el texto de algún campo por uno más útil en la pantalla.
 */
export function validarConZod<T>(
  esquema: z.ZodType,
  mensajes: Partial<Record<keyof T & string, string>> = {},
): (valores: T) => FormErrors {
  const resolver = schemaResolver(esquema, { sync: true });
  return (valores) => {
    const errores = resolver(valores);
    for (const [campo, mensaje] of Object.entries(mensajes)) {
      if (campo in errores && typeof mensaje === 'string') errores[campo] = mensaje;
    }
    return errores;
  };
}
