// Efectivo contra entrega (ADR 021): claves de configuración y su lectura. Valores inválidos o
// ausentes caen en lo seguro: deshabilitado y el tope por defecto.

export const CLAVE_EFECTIVO_HABILITADO = 'efectivo_habilitado';
export const CLAVE_EFECTIVO_TOPE = 'efectivo_tope_transportista';

/** Tope de efectivo en manos de un transportista (Gs.); por encima no recibe pedidos en efectivo. */
export const TOPE_EFECTIVO_POR_DEFECTO = 2_000_000;

const VERDADEROS = new Set(['true', '1', 'si', 'sí']);

/** ¿El valor de `efectivo_habilitado` lo habilita? (`true`, `1`, `si`, `sí`). */
export function efectivoHabilitado(valor: string | null | undefined): boolean {
  return VERDADEROS.has((valor ?? '').trim().toLowerCase());
}

/** Tope en guaraníes de `efectivo_tope_transportista`; un valor que no es entero ≥ 0 da el tope por defecto. */
export function topeEfectivo(valor: string | null | undefined): number {
  const limpio = (valor ?? '').trim().replace(/\./g, '');
  if (!/^\d+$/.test(limpio)) return TOPE_EFECTIVO_POR_DEFECTO;
  return Number(limpio);
}

/** ¿Puede recibir otro pedido en efectivo quien tiene `pendiente` sin depositar? */
export const dentroDelTope = (pendiente: number, tope: number): boolean => pendiente <= tope;
