// Cart totals in integer guaraníes (spec §9): variant price if a variant exists, else price;
// with compra mejorada the wholesale price (precio_mayorista) when set.

export interface ItemCarrito {
  precio: number;
  precio_mayorista: number | null | undefined;
  variante?: { precio: number } | null;
  cantidad: number;
}

export interface TotalesCarrito {
  /** Sum at normal prices. */
  subtotal: number;
  /** Sum actually charged (wholesale prices applied when compra mejorada). */
  total: number;
  /** subtotal − total: what wholesale saves. */
  diferencia: number;
  /** Sum of quantities. */
  cantidadItems: number;
}

/** Normal unit price: the variant's when there is a variant, else the product's. */
export function precioUnitario(item: ItemCarrito): number {
  return item.variante ? item.variante.precio : item.precio;
}

/** Unit price charged: the wholesale price when compra mejorada and it is set (> 0). */
export function precioUnitarioAplicado(item: ItemCarrito, compraMejorada: boolean): number {
  const mayorista = item.precio_mayorista;
  return compraMejorada && mayorista !== null && mayorista !== undefined && mayorista > 0
    ? mayorista
    : precioUnitario(item);
}

function exigirEntero(valor: number, campo: string): void {
  if (!Number.isSafeInteger(valor) || valor < 0) {
    throw new RangeError(`${campo} debe ser un entero no negativo: ${valor}`);
  }
}

export function totalesCarrito(
  items: readonly ItemCarrito[],
  compraMejorada: boolean,
): TotalesCarrito {
  let subtotal = 0;
  let total = 0;
  let cantidadItems = 0;
  for (const item of items) {
    exigirEntero(item.cantidad, 'cantidad');
    const normal = precioUnitario(item);
    const aplicado = precioUnitarioAplicado(item, compraMejorada);
    exigirEntero(normal, 'precio');
    exigirEntero(aplicado, 'precio_mayorista');
    subtotal += normal * item.cantidad;
    total += aplicado * item.cantidad;
    cantidadItems += item.cantidad;
  }
  return { subtotal, total, diferencia: subtotal - total, cantidadItems };
}
