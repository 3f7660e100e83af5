// Siembra de datos al arrancar: referencia siempre; demo o admin de producción según el modo.
import type { Db } from '../db/client.js';
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
  db: Db;
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

/** Idempotente: una segunda ejecución no cambia nada. */
export async function sembrar(opciones: OpcionesSiembra): Promise<ResultadoSiembra> {
  const inicio = performance.now();
  const referencia = await sembrarReferencia(opciones.db);
  await sembrarCalles(opciones.db);
  let demo = false;
  let admin = false;
  if (opciones.demo) {
    demo = await sembrarDemo(opciones.db, opciones.storageDir);
    if (opciones.documentosDir) await sembrarDocumentosDemo(opciones.documentosDir);
    await sembrarRegistroRuc(opciones.db);
    await sembrarOperacionDemo(opciones.db);
  } else if (opciones.adminPassword) {
    admin = await sembrarAdminProduccion(opciones.db, opciones.adminPassword);
  }
  return { referencia, demo, admin, ms: Math.round(performance.now() - inicio) };
}
