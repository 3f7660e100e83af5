// Imágenes de demostración generadas sin red: SVG con iniciales → WebP con sharp.
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PALETA = [
  '#c0392b',
  '#2e86c1',
  '#239b56',
  '#b9770e',
  '#7d3c98',
  '#17a589',
  '#d35400',
  '#2c3e50',
  '#a93226',
  '#1f618d',
];

function colorDe(texto: string): string {
  let h = 0;
  for (const c of texto) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETA[h % PALETA.length] ?? '#2c3e50';
}

function iniciales(texto: string): string {
  const palabras = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((p) => /^[A-Za-z]/.test(p) && p.length > 2);
  return palabras
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

function escaparXml(texto: string): string {
  return texto.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Genera (si no existe) una imagen cuadrada de `lado` px en `storageDir/relativa` y
 * devuelve la ruta relativa (servida luego bajo /media/).
 */
export async function generarImagen(
  storageDir: string,
  relativa: string,
  titulo: string,
  subtitulo = '',
  lado = 512,
): Promise<string> {
  const destino = path.join(storageDir, relativa);
  try {
    await stat(destino);
    return relativa;
  } catch {
    // no existe: se genera
  }
  await mkdir(path.dirname(destino), { recursive: true });
  const fondo = colorDe(titulo);
  const corto = titulo.length > 28 ? `${titulo.slice(0, 27)}…` : titulo;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}">
  <rect width="100%" height="100%" fill="${fondo}"/>
  <circle cx="${lado / 2}" cy="${lado * 0.42}" r="${lado * 0.26}" fill="#ffffff" fill-opacity="0.18"/>
  <text x="50%" y="${lado * 0.48}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${lado * 0.22}"
    font-weight="bold" fill="#ffffff" text-anchor="middle">${escaparXml(iniciales(titulo) || 'Ñ')}</text>
  <text x="50%" y="${lado * 0.82}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${lado * 0.055}"
    fill="#ffffff" text-anchor="middle">${escaparXml(corto)}</text>
  <text x="50%" y="${lado * 0.9}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${lado * 0.045}"
    fill="#ffffff" fill-opacity="0.8" text-anchor="middle">${escaparXml(subtitulo)}</text>
</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 78 }).toFile(destino);
  return relativa;
}

/** Ejecuta tareas con concurrencia limitada. */
export async function enParalelo<T>(tareas: (() => Promise<T>)[], limite = 8): Promise<T[]> {
  const resultados: T[] = new Array<T>(tareas.length);
  let siguiente = 0;
  const trabajadores = Array.from({ length: Math.min(limite, tareas.length) }, async () => {
    while (siguiente < tareas.length) {
      const i = siguiente++;
      const tarea = tareas[i];
      if (tarea) resultados[i] = await tarea();
    }
  });
  await Promise.all(trabajadores);
  return resultados;
}
