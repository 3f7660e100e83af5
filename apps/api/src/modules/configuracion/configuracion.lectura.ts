// Modelo de lectura de la configuración (ADR 010): valores por clave para otros módulos.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { configuracion } from './configuracion.tables.js';

export async function valorConfiguracion(db: Db, clave: string): Promise<string | null> {
  const [c] = await db
    .select({ valor: configuracion.valor })
    .from(configuracion)
    .where(eq(configuracion.clave, clave));
  return c?.valor ?? null;
}
