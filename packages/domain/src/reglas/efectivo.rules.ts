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
 * Parte del total de un pedido en efectivo que se cobra con cada orden de venta (ADR 026): cada
 * entrega cobra lo que entrega. El total (productos, envío y lo que sume el pedido) se reparte en
 * proporción al total de cada orden, con el método del mayor resto para que las partes sumen
 * exactamente el total; sin montos en las órdenes, en partes iguales. Orden estable por id.
 */
export function partesCobroEfectivo(
  total: number,
  ordenes: readonly { id: number; total: number }[],
): Map<number, number> {
  const partes = new Map<number, number>();
  if (ordenes.length === 0) return partes;
  const ordenadas = [...ordenes].sort((a, b) => a.id - b.id);
  const base = ordenadas.reduce((s, o) => s + Math.max(0, o.total), 0);
  const peso = (o: { total: number }) => (base > 0 ? Math.max(0, o.total) : 1);
  const divisor = base > 0 ? base : ordenadas.length;
  const exactas = ordenadas.map((o) => ({ id: o.id, exacta: (total * peso(o)) / divisor }));
  let resto = total;
  for (const e of exactas) {
    const piso = Math.floor(e.exacta);
    partes.set(e.id, piso);
    resto -= piso;
  }
  const porResto = [...exactas].sort(
    (a, b) => b.exacta - Math.floor(b.exacta) - (a.exacta - Math.floor(a.exacta)) || a.id - b.id,
  );
  for (let i = 0; resto > 0; i = (i + 1) % porResto.length, resto--) {
    const id = porResto[i]!.id;
    partes.set(id, partes.get(id)! + 1);
  }
  return partes;
}
