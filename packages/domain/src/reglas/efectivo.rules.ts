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

/**
 * Las partes del cobro en efectivo van en múltiplos de este monto (Gs.): se pagan con billetes y
 * monedas de uso corriente, sin vueltos de 1 guaraní.
 */
export const UNIDAD_COBRO_EFECTIVO = 500;

/** Reparte `n` enteros en proporción a `pesos` por el método del mayor resto (empate: el primero). */
function repartoMayorResto(n: number, pesos: readonly number[]): number[] {
  const suma = pesos.reduce((s, p) => s + p, 0);
  const exactas = pesos.map((p) => (n * p) / suma);
  const partes = exactas.map(Math.floor);
  let resto = n - partes.reduce((s, v) => s + v, 0);
  const porResto = exactas
    .map((e, k) => ({ k, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.k - b.k);
  for (let i = 0; resto > 0; i = (i + 1) % porResto.length, resto--) partes[porResto[i]!.k]! += 1;
  return partes;
}

/**
 * Parte del total de un pedido en efectivo que se cobra con cada orden de venta (ADR 026): cada
 * entrega cobra lo que entrega. El total (productos, envío y lo que sume el pedido) se reparte en
 * proporción al total de cada orden, en múltiplos de `UNIDAD_COBRO_EFECTIVO` por el método del
 * mayor resto; lo que el total tenga por debajo de esa unidad va a la parte mayor. Las partes
 * suman exactamente el total; sin montos en las órdenes, en partes iguales. Orden estable por id.
 */
export function partesCobroEfectivo(
  total: number,
  ordenes: readonly { id: number; total: number }[],
): Map<number, number> {
  const partes = new Map<number, number>();
  if (ordenes.length === 0) return partes;
  const ordenadas = [...ordenes].sort((a, b) => a.id - b.id);
  const conMonto = ordenadas.some((o) => o.total > 0);
  const pesos = ordenadas.map((o) => (conMonto ? Math.max(0, o.total) : 1));
  const unidades = Math.floor(total / UNIDAD_COBRO_EFECTIVO);
  const reparto = repartoMayorResto(unidades, pesos);
  let mayor = 0;
  ordenadas.forEach((o, k) => {
    partes.set(o.id, reparto[k]! * UNIDAD_COBRO_EFECTIVO);
    if (reparto[k]! > reparto[mayor]!) mayor = k;
  });
  const idMayor = ordenadas[mayor]!.id;
  partes.set(idMayor, partes.get(idMayor)! + (total - unidades * UNIDAD_COBRO_EFECTIVO));
  return partes;
}
