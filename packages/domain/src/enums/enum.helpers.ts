// Helpers shared by every domain enum: value lists (for SQL CHECK constraints),
// zod schemas and label lookup.
import { z } from 'zod';

export type EnumDominio = Readonly<Record<string, number | string>>;
export type ValorDe<E extends EnumDominio> = E[keyof E];

/** Values of an enum in declaration order, e.g. `valores(EstadoPedido)` → `[0, 10, 20, 30, 40, 50]`. */
export function valores<E extends EnumDominio>(e: E): ValorDe<E>[] {
  return Object.values(e) as ValorDe<E>[];
}

/** zod schema accepting exactly the values of the enum. */
export function esquemaEnum<E extends EnumDominio>(e: E): z.ZodType<ValorDe<E>, ValorDe<E>> {
  const [primero, ...resto] = valores(e);
  if (primero === undefined) throw new Error('Enum vacío');
  return z.literal([primero, ...resto]) as unknown as z.ZodType<ValorDe<E>, ValorDe<E>>;
}

/**
 * Same as `esquemaEnum` but also accepts numeric strings ("10"), for query strings
 * and multipart bodies.
 */
export function esquemaEnumCoercible<E extends EnumDominio>(e: E): z.ZodType<ValorDe<E>> {
  const base = esquemaEnum(e);
  return z.preprocess(
    (v) =>
      typeof v === 'string' &&
      v.trim() !== '' &&
      !Number.isNaN(Number(v)) &&
      valores(e).includes(Number(v) as ValorDe<E>)
        ? Number(v)
        : v,
    base,
  ) as unknown as z.ZodType<ValorDe<E>>;
}

/** Label of a value, or undefined when the value is not part of the enum. */
export function etiqueta<V extends number | string>(
  etiquetas: Readonly<Record<V, string>>,
  valor: V | number | string | null | undefined,
): string | undefined {
  if (valor === null || valor === undefined) return undefined;
  return Object.prototype.hasOwnProperty.call(etiquetas, valor) ? etiquetas[valor as V] : undefined;
}

/** `[valor, etiqueta]` pairs in declaration order, handy for selects. */
export function opciones<E extends EnumDominio>(
  e: E,
  etiquetas: Readonly<Record<ValorDe<E>, string>>,
): { value: ValorDe<E>; label: string }[] {
  return valores(e).map((v) => ({ value: v, label: etiquetas[v] }));
}
