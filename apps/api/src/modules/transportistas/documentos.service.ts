// Documentos privados de transportistas y vehículos (licencias, antecedentes, pólizas,
// habilitaciones): se guardan con guardarDocumento en config.documentosDir, fuera de /media, y
// se sirven sólo por una ruta con permiso.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MENSAJES_TRANSPORTISTAS } from '@nemu/domain';
import { NoEncontrado } from '../../lib/errores.js';

const TIPOS: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.webp': 'image/webp',
};

/** Contenido y tipo de un documento guardado; 404 si no está cargado o no existe el archivo. */
export async function leerDocumentoPrivado(documentosDir: string, relativa: string | null) {
  if (relativa === null || relativa === '') {
    throw new NoEncontrado(MENSAJES_TRANSPORTISTAS.documentoNoCargado);
  }
  const raiz = path.resolve(documentosDir);
  const archivo = path.resolve(raiz, relativa);
  if (!archivo.startsWith(raiz + path.sep)) {
    throw new NoEncontrado(MENSAJES_TRANSPORTISTAS.documentoNoEncontrado);
  }
  const datos = await readFile(archivo).catch(() => {
    throw new NoEncontrado(MENSAJES_TRANSPORTISTAS.documentoNoEncontrado);
  });
  const ext = path.extname(archivo).toLowerCase();
  return {
    datos,
    tipo: TIPOS[ext] ?? 'application/octet-stream',
    nombre: path.basename(archivo),
  };
}
