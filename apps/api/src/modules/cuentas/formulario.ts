import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@nemu/domain';
import { ErrorValidacion } from '../../lib/errores.js';
import { erroresDeIssues } from '../../plugins/errores.plugin.js';

export interface ArchivoFormulario {
  campo: string;
  datos: Buffer;
}

/** Cuerpo multipart (campos y archivos) o JSON leído como un mismo formulario. */
export async function leerFormulario(
  request: FastifyRequest,
): Promise<{ campos: Record<string, unknown>; archivos: ArchivoFormulario[] }> {
  if (!request.isMultipart()) {
    const cuerpo = request.body;
    return {
      campos: cuerpo !== null && typeof cuerpo === 'object' ? { ...cuerpo } : {},
      archivos: [],
    };
  }
  const campos: Record<string, unknown> = {};
  const archivos: ArchivoFormulario[] = [];
  for await (const parte of request.parts()) {
    if (parte.type === 'file') {
      const datos = await parte.toBuffer();
      if (datos.length > 0) archivos.push({ campo: parte.fieldname, datos });
    } else {
      campos[parte.fieldname] = typeof parte.value === 'string' ? parte.value : String(parte.value);
    }
  }
  return { campos, archivos };
}

/** Valida con un esquema zod; los errores salen como 400 por campo. */
export function validarFormulario<S extends z.ZodType>(esquema: S, datos: unknown): z.output<S> {
  const r = esquema.safeParse(datos);
  if (r.success) return r.data;
  throw new ErrorValidacion(
    erroresDeIssues(
      r.error.issues.map((i) => ({ params: { issue: { path: i.path } }, message: i.message })),
    ),
  );
}

const LADO_MAXIMO = 1024;
const BYTES_MAXIMOS = 1024 * 1024;

/** Imagen de perfil: WebP de a lo sumo 1024 px y 1 MB (spec §5); ruta relativa bajo /media/. */
export async function guardarImagenPerfil(
  storageDir: string,
  archivo: ArchivoFormulario,
): Promise<string> {
  let datos: Buffer | undefined;
  try {
    const base = sharp(archivo.datos, { failOn: 'error' })
      .rotate()
      .resize(LADO_MAXIMO, LADO_MAXIMO, { fit: 'inside', withoutEnlargement: true });
    for (const calidad of [82, 65, 45]) {
      datos = await base.clone().webp({ quality: calidad }).toBuffer();
      if (datos.length <= BYTES_MAXIMOS) break;
    }
  } catch {
    throw ErrorValidacion.campo(archivo.campo, MENSAJES.imagenInvalida);
  }
  if (datos === undefined || datos.length > BYTES_MAXIMOS) {
    throw ErrorValidacion.campo(archivo.campo, MENSAJES.imagenInvalida);
  }
  const relativa = path.posix.join('perfiles', `${randomUUID()}.webp`);
  await mkdir(path.join(storageDir, 'perfiles'), { recursive: true });
  await writeFile(path.join(storageDir, relativa), datos);
  return relativa;
}
