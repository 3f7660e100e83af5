import { createHash, randomBytes } from 'node:crypto';

/** Token opaco de 40 caracteres hex (como DRF); en la base sólo va su SHA-256. */
export function nuevoToken(): string {
  return randomBytes(20).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Extrae el token de `Authorization: Token <t>` (también acepta `Bearer`). */
export function tokenDeCabecera(cabecera: string | undefined): string | null | undefined {
  if (cabecera === undefined || cabecera.trim() === '') return undefined;
  const m = /^(?:Token|Bearer)\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(cabecera.trim());
  return m?.[1] ?? null;
}
