// Reintento de transacciones que PostgreSQL aborta por concurrencia: fallo de serialización
// (40001) o bloqueo mutuo (40P01). La transacción entera se repite; debe ser idempotente.
const CODIGOS_REINTENTABLES = new Set(['40001', '40P01']);

export function esConflictoDeConcurrencia(e: unknown): boolean {
  const error = e as { code?: unknown; cause?: { code?: unknown } } | null;
  const codigo = error?.code ?? error?.cause?.code;
  return typeof codigo === 'string' && CODIGOS_REINTENTABLES.has(codigo);
}

export async function conReintento<T>(fn: () => Promise<T>, intentos = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= intentos || !esConflictoDeConcurrencia(e)) throw e;
      // Espera breve y aleatoria para que los competidores no vuelvan a chocar al unísono.
      await new Promise((r) => setTimeout(r, Math.round(Math.random() * 20 * i)));
    }
  }
}
