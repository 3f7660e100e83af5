import type { FormEvent } from 'react';

/** `onSubmit` de un `<form>` que guarda por su cuenta (sin recargar la página). */
export const alEnviar =
  (accion: () => unknown) =>
  (evento: FormEvent): void => {
    evento.preventDefault();
    void accion();
  };
