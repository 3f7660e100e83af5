import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { normalizarRuc } from '@nemu/domain';
import type { Db } from '../../db/client.js';
import { registroRuc } from './facturacion.tables.js';

const LOTE = 500;

export interface ResultadoImportacionRuc {
  leidas: number;
  importadas: number;
  invalidas: number;
}

/** Archivos de texto dentro de un ZIP (como los `rucN.zip` de la DNIT): stored o deflate. */
export function textosDeZip(zip: Buffer): Buffer[] {
  const fin = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fin < 0) return [];
  const entradas = zip.readUInt16LE(fin + 10);
  let pos = zip.readUInt32LE(fin + 16);
  const archivos: Buffer[] = [];
  for (let i = 0; i < entradas && zip.readUInt32LE(pos) === 0x02014b50; i++) {
    const metodo = zip.readUInt16LE(pos + 10);
    const comprimido = zip.readUInt32LE(pos + 20);
    const largoNombre = zip.readUInt16LE(pos + 28);
    const largoExtra = zip.readUInt16LE(pos + 30);
    const largoComentario = zip.readUInt16LE(pos + 32);
    const local = zip.readUInt32LE(pos + 42);
    const nombre = zip.toString('utf8', pos + 46, pos + 46 + largoNombre);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const datos = zip.subarray(inicio, inicio + comprimido);
    if (/\.txt$/i.test(nombre) && (metodo === 0 || metodo === 8)) {
      archivos.push(metodo === 0 ? Buffer.from(datos) : inflateRawSync(datos));
    }
    pos += 46 + largoNombre + largoExtra + largoComentario;
  }
  return archivos;
}

/** Texto UTF-8, o Latin-1 si no lo es (las listas antiguas vienen en Latin-1). */
function decodificar(datos: Buffer): string {
  const utf8 = datos.toString('utf8');
  return utf8.includes('\uFFFD') ? datos.toString('latin1') : utf8;
}

interface FilaRuc {
  ruc: string;
  razon_social: string;
  ruc_anterior: string | null;
  estado: string | null;
}

/**
 * Una línea de la lista pública de RUC de la DNIT:
 * `RUC|RAZÓN SOCIAL|DV|RUC ANTERIOR|ESTADO|` (ej. `80028061|EMPRESA S.A.|0|ABCD123456X|ACTIVO|`).
 * Devuelve null si la forma o el dígito verificador no son válidos.
 */
export function parsearLineaRuc(linea: string): FilaRuc | null {
  const [base = '', razon = '', dv = '', anterior = '', estado = ''] = linea
    .replace(/\r$/, '')
    .split('|')
    .map((c) => c.trim());
  const ruc = normalizarRuc(`${base}-${dv}`);
  if (!ruc || razon === '') return null;
  return {
    ruc,
    razon_social: razon,
    ruc_anterior: anterior === '' ? null : anterior,
    estado: estado === '' ? null : estado,
  };
}

/** Importa (o actualiza) un archivo `rucN.txt` o `rucN.zip` de la DNIT en el registro local. */
export async function importarRegistroRuc(
  db: Db,
  archivo: Buffer,
): Promise<ResultadoImportacionRuc> {
  const esZip = archivo.readUInt32LE(0) === 0x04034b50;
  const textos = esZip ? textosDeZip(archivo) : [archivo];
  const resultado: ResultadoImportacionRuc = { leidas: 0, importadas: 0, invalidas: 0 };
  let lote: FilaRuc[] = [];
  const volcar = async () => {
    if (lote.length === 0) return;
    const unicos = [...new Map(lote.map((f) => [f.ruc, f])).values()];
    await db
      .insert(registroRuc)
      .values(unicos)
      .onConflictDoUpdate({
        target: registroRuc.ruc,
        set: {
          razon_social: sql`excluded.razon_social`,
          ruc_anterior: sql`excluded.ruc_anterior`,
          estado: sql`excluded.estado`,
          actualizado_en: sql`now()`,
        },
      });
    resultado.importadas += unicos.length;
    lote = [];
  };
  for (const texto of textos) {
    for (const linea of decodificar(texto).split('\n')) {
      if (linea.trim() === '') continue;
      resultado.leidas++;
      const fila = parsearLineaRuc(linea);
      if (!fila) {
        resultado.invalidas++;
        continue;
      }
      lote.push(fila);
      if (lote.length >= LOTE) await volcar();
    }
  }
  await volcar();
  return resultado;
}
