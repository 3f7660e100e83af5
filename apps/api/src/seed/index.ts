// Siembra de datos al arrancar: referencia siempre; demo o admin de producción según el modo.
import type { Database } from '../db/client.js';
import { sembrarAdminProduccion } from './admin.seed.js';
import { sembrarCalles } from './calles.seed.js';
import { sembrarDemo } from './demo.seed.js';
import { sembrarOperacionDemo } from './demo-operacion.seed.js';
import { sembrarDocumentosDemo } from './documentos-demo.seed.js';
import { sembrarReferencia } from './referencia.seed.js';
import { sembrarRegistroRuc } from './registro-ruc.seed.js';

export { sembrarAdminProduccion } from './admin.seed.js';
export { MARCA_DEMO, PASSWORD_DEMO, USUARIOS_DEMO, sembrarDemo } from './demo.seed.js';
export { MARCA_REFERENCIA, sembrarReferencia } from './referencia.seed.js';
export { sembrarCalles } from './calles.seed.js';
export { sembrarRegistroRuc } from './registro-ruc.seed.js';

export interface OpcionesSiembra {
  database: Database;
  demo: boolean;
  storageDir: string;
  /** Documentos privados (DOCUMENTOS_DIR): la demo crea allí los archivos de sus documentos. */
  documentosDir?: string | undefined;
  adminPassword?: string | undefined;
}

export interface ResultadoSiembra {
  referencia: boolean;
  demo: boolean;
  admin: boolean;
  ms: number;
}

/** Candado consultivo de la siembra completa. */
const CANDADO_SIEMBRA = 4242002;

/**
 * Idempotente: una segunda ejecución no cambia nada. Varias instancias que arrancan a la vez
 * sobre la misma base siembran de a una: la operación demo son muchas transacciones (pedidos,
 * hojas que el transportista demo toma y recorre) y dos a la vez chocarían a mitad de camino.
 */
export async function sembrar(opciones: OpcionesSiembra): Promise<ResultadoSiembra> {
  const inicio = performance.now();
  const { db } = opciones.database;
  return opciones.database.exclusivo(CANDADO_SIEMBRA, async () => {
    const referencia = await sembrarReferencia(db);
    await sembrarCalles(db);
    let demo = false;
    let admin = false;
    if (opciones.demo) {
      demo = await sembrarDemo(db, opciones.storageDir);
      if (opciones.documentosDir) await sembrarDocumentosDemo(opciones.documentosDir);
      await sembrarRegistroRuc(db);
      await sembrarOperacionDemo(db);
    } else if (opciones.adminPassword) {
      admin = await sembrarAdminProduccion(db, opciones.adminPassword);
    }
    return { referencia, demo, admin, ms: Math.round(performance.now() - inicio) };
  });
}
