import { REFRESCO_REDIRECCION_MAX, REFRESCO_REDIRECCION_MIN } from '../constantes.js';

/** Nombre del parámetro de refresco que llevan las URL de redirección (§2). */
export const PARAMETRO_REFRESCO = 'refresco';

/** Entero al azar entre REFRESCO_REDIRECCION_MIN y REFRESCO_REDIRECCION_MAX, ambos incluidos. */
export function valorRefresco(aleatorio: () => number = Math.random): number {
  const rango = REFRESCO_REDIRECCION_MAX - REFRESCO_REDIRECCION_MIN + 1;
  return REFRESCO_REDIRECCION_MIN + Math.floor(aleatorio() * rango);
}

/**
 * Agrega (o reemplaza) el parámetro de refresco en una ruta relativa o una URL absoluta,
 * respetando la consulta y el fragmento que ya tenga.
 */
export function conRefresco(ruta: string, aleatorio: () => number = Math.random): string {
  const [sinFragmento, fragmento] = dividir(ruta, '#');
  const [camino, consulta = ''] = dividir(sinFragmento, '?');
  const parametros = new URLSearchParams(consulta);
  parametros.set(PARAMETRO_REFRESCO, String(valorRefresco(aleatorio)));
  return `${camino}?${parametros.toString()}${fragmento === undefined ? '' : `#${fragmento}`}`;
}

/** Quita el parámetro de refresco de una consulta (`?a=1&refresco=1234` → `?a=1`). */
export function sinRefresco(consulta: string): string {
  const parametros = new URLSearchParams(consulta);
  parametros.delete(PARAMETRO_REFRESCO);
  const texto = parametros.toString();
  return texto ? `?${texto}` : '';
}

function dividir(texto: string, separador: string): [string, string | undefined] {
  const i = texto.indexOf(separador);
  return i < 0 ? [texto, undefined] : [texto.slice(0, i), texto.slice(i + 1)];
}
