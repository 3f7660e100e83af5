// A dónde volver después de ingresar: la página que pidió la sesión (p. ej. el checkout).

export const PARAMETRO_SIGUIENTE = 'siguiente';

/**
 * Ruta de ingreso que recuerda la página pedida (ruta y consulta). Desde la portada no hace
 * falta: sin destino, cada rol va a su propio inicio.
 */
export function rutaIngresoDesde(pathname: string, search = ''): string {
  const destino = `${pathname}${search}`;
  if (pathname === '/' || !destinoSeguro(destino)) return '/login';
  return `/login?${PARAMETRO_SIGUIENTE}=${encodeURIComponent(destino)}`;
}

/**
 * El destino sólo vale si es una ruta propia de la app: empieza con una sola barra (no
 * `//otro.sitio`), sin barras invertidas ni esquema, y no vuelve al ingreso o a la salida.
 */
export function destinoSeguro(valor: string | null | undefined): string | null {
  if (!valor || !valor.startsWith('/') || valor.startsWith('//')) return null;
  if (valor.includes('\\') || [...valor].some((c) => c.charCodeAt(0) < 32)) return null;
  if (/^\/(login|logout)(?:[/?#]|$)/.test(valor)) return null;
  return valor;
}
