const CLAVE = 'nemu.dispositivo';

/** Identificador estable de este navegador, enviado como `device_id` al cerrar sesión. */
export function idDispositivo(): string {
  const guardado = localStorage.getItem(CLAVE);
  if (guardado) return guardado;
  const nuevo = crypto.randomUUID();
  localStorage.setItem(CLAVE, nuevo);
  return nuevo;
}
