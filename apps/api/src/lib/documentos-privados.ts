// Documentos privados de transportistas y vehículos (licencias, antecedentes, pólizas,
// habilitaciones): se guardan con guardarDocumento en config.documentosDir, fuera de /media, y
// se sirven sólo por una ruta con permiso.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MENSAJES_TRANSPORTISTAS } from '@nemu/domain';
import type { FastifyReply } from 'fastify';
import { NoEncontrado } from './errores.js';

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

/** Respuesta con un documento privado: en línea y sin guardarse en ninguna caché. */
export function responderDocumento(
  reply: FastifyReply,
  doc: Awaited<ReturnType<typeof leerDocumentoPrivado>>,
) {
  return reply
    .header('content-type', doc.tipo)
    .header('content-disposition', `inline; filename="${doc.nombre}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.datos);
}
