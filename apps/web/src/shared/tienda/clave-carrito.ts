const COOKIE = 'nemu_carrito';

/**
 * El carrito de un visitante se identifica con la cookie `nemu_carrito` (la API la lee y la
 * fusiona con el de la cuenta al iniciar sesión). Se crea la primera vez que hace falta.
 */
export function asegurarClaveCarrito(): void {
  if (document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE}=`))) return;
  const clave = crypto.randomUUID();
  document.cookie = `${COOKIE}=${clave}; path=/; max-age=${60 * 60 * 24 * 90}; SameSite=Lax`;
}
