import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { formatearMensaje, IMAGEN_MAX_BYTES, IMAGEN_MAX_PX, MENSAJES } from '@nemu/domain';
import { ErrorDominio, ErrorValidacion } from './errores.js';
import { verificarSinNulos } from './entrada.js';
import { Semaforo } from './semaforo.js';
import { erroresDeIssues } from '../plugins/errores.plugin.js';

export interface ArchivoSubido {
  campo: string;
  nombre: string;
  mime: string;
  datos: Buffer;
}

export interface Formulario {
  campos: Record<string, unknown>;
  archivos: ArchivoSubido[];
}

/** Lee un cuerpo multipart (campos y archivos) o JSON como un mismo formulario. */
export async function leerFormulario(request: FastifyRequest): Promise<Formulario> {
  if (!request.isMultipart()) {
    const cuerpo = request.body;
    return {
      campos: cuerpo !== null && typeof cuerpo === 'object' ? { ...cuerpo } : {},
      archivos: [],
    };
  }
  const campos: Record<string, unknown> = {};
  const archivos: ArchivoSubido[] = [];
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'file') {
        const datos = await parte.toBuffer();
        if (datos.length > 0) {
          archivos.push({
            campo: parte.fieldname,
            nombre: parte.filename,
            mime: parte.mimetype,
            datos,
          });
        }
        continue;
      }
      const valor = typeof parte.value === 'string' ? parte.value : String(parte.value);
      verificarSinNulos(valor, parte.fieldname);
      const previo = campos[parte.fieldname];
      if (previo === undefined) campos[parte.fieldname] = valor;
      else campos[parte.fieldname] = Array.isArray(previo) ? [...previo, valor] : [previo, valor];
    }
  } catch (error) {
    // Los límites de @fastify/multipart traen su 413; lo demás (límite ausente o equivocado,
    // cuerpo truncado, cabeceras de parte rotas) es un formulario mal formado: 400.
    if (error instanceof ErrorDominio || estadoHttp(error) < 500) throw error;
    throw ErrorValidacion.general(MENSAJES.formularioInvalido);
  }
  return { campos, archivos };
}

function estadoHttp(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

/** Valida con un esquema zod; los errores salen como 400 por campo. */
export function validar<S extends z.ZodType>(esquema: S, datos: unknown): z.output<S> {
  const r = esquema.safeParse(datos);
  if (r.success) return r.data;
  throw new ErrorValidacion(
    erroresDeIssues(
      r.error.issues.map((i) => ({ params: { issue: { path: i.path } }, message: i.message })),
    ),
  );
}

export const LADO_MAXIMO_IMAGEN = IMAGEN_MAX_PX;
export const BYTES_MAXIMOS_IMAGEN = IMAGEN_MAX_BYTES;
/** 50 megapíxeles: la foto completa de una cámara de teléfono de 48 MP entra. */
export const PIXELES_MAXIMOS_IMAGEN = 50_000_000;
/** Decodificaciones simultáneas: cada una puede ocupar cientos de MB y un núcleo entero. */
export const IMAGENES_SIMULTANEAS = 2;
const trabajoDeImagen = new Semaforo(IMAGENES_SIMULTANEAS);

async function escribir(storageDir: string, carpeta: string, ext: string, datos: Buffer) {
  const relativa = path.posix.join(carpeta, `${randomUUID()}.${ext}`);
  await mkdir(path.join(storageDir, carpeta), { recursive: true });
  await writeFile(path.join(storageDir, relativa), datos);
  return relativa;
}

/**
 * Re-codifica una imagen a WebP de a lo sumo 1024 px de lado y 1 MB; rechaza lo que no sea
 * una imagen. Devuelve la ruta relativa bajo /media/.
 */
export async function guardarImagen(
  storageDir: string,
  carpeta: string,
  archivo: ArchivoSubido,
): Promise<string> {
  // Las dimensiones salen de la cabecera, sin decodificar: una imagen de demasiados píxeles
  // (bomba de descompresión) se rechaza antes de reservar su memoria.
  const meta = await sharp(archivo.datos)
    .metadata()
    .catch(() => {
      throw ErrorValidacion.campo(archivo.campo, MENSAJES.imagenInvalida);
    });
  if ((meta.width ?? 0) * (meta.height ?? 0) > PIXELES_MAXIMOS_IMAGEN) {
    throw ErrorValidacion.campo(
      archivo.campo,
      formatearMensaje(MENSAJES.imagenDemasiadosPixeles, { maximo: PIXELES_MAXIMOS_IMAGEN / 1e6 }),
    );
  }
  let datos: Buffer | undefined;
  try {
    datos = await trabajoDeImagen.usar(async () => {
      const base = sharp(archivo.datos, {
        failOn: 'error',
        limitInputPixels: PIXELES_MAXIMOS_IMAGEN,
      })
        .rotate()
        .resize(LADO_MAXIMO_IMAGEN, LADO_MAXIMO_IMAGEN, {
          fit: 'inside',
          withoutEnlargement: true,
        });
      let salida: Buffer | undefined;
      for (const calidad of [82, 70, 55, 40]) {
        salida = await base.clone().webp({ quality: calidad }).toBuffer();
        if (salida.length <= BYTES_MAXIMOS_IMAGEN) break;
      }
      return salida;
    });
  } catch {
    throw ErrorValidacion.campo(archivo.campo, MENSAJES.imagenInvalida);
  }
  if (datos === undefined || datos.length > BYTES_MAXIMOS_IMAGEN) {
    throw ErrorValidacion.campo(archivo.campo, MENSAJES.imagenInvalida);
  }
  return escribir(storageDir, carpeta, 'webp', datos);
}

/** Documento (constancia de RUC): PDF tal cual o imagen re-codificada. */
export async function guardarDocumento(
  storageDir: string,
  carpeta: string,
  archivo: ArchivoSubido,
): Promise<string> {
  if (archivo.datos.subarray(0, 5).toString('latin1') === '%PDF-') {
    return escribir(storageDir, carpeta, 'pdf', archivo.datos);
  }
  try {
    return await guardarImagen(storageDir, carpeta, archivo);
  } catch {
    throw ErrorValidacion.campo(archivo.campo, MENSAJES.documentoInvalido);
  }
}

const FIRMAS_VIDEO: { ext: string; es: (b: Buffer) => boolean }[] = [
  { ext: 'mp4', es: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  { ext: 'webm', es: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) },
];

/** Video de producto (MP4 o WebM, reconocido por su firma). */
export async function guardarVideo(
  storageDir: string,
  carpeta: string,
  archivo: ArchivoSubido,
): Promise<string> {
  const tipo = FIRMAS_VIDEO.find((f) => f.es(archivo.datos));
  if (!tipo) throw ErrorValidacion.campo(archivo.campo, MENSAJES.videoInvalido);
  return escribir(storageDir, carpeta, tipo.ext, archivo.datos);
}
