import type { Db } from '../../db/client.js';
import { errorApp } from './reporte-errores.tables.js';

/** Guarda un error de la app para que un administrador lo revise en /admin/error. */
export async function guardarError(
  db: Db,
  datos: {
    archivo?: string | null;
    mensaje: string;
    excepcion?: string | null;
    usuarioId: number | null;
    versionApp: string | null;
    url: string | null;
  },
) {
  const [fila] = await db
    .insert(errorApp)
    .values({
      archivo: datos.archivo ?? null,
      mensaje: datos.mensaje,
      excepcion: datos.excepcion ?? null,
      origen: 'app',
      usuario_id: datos.usuarioId,
      version_app: datos.versionApp,
      url: datos.url,
    })
    .returning({ id: errorApp.id, creado_en: errorApp.creado_en });
  if (!fila) throw new Error('no se guardó el error');
  return { id: fila.id, creado_en: fila.creado_en.toISOString() };
}
