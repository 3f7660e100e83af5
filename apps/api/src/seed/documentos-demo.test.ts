import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { leerDocumentoPrivado } from '../lib/documentos-privados.js';
import { sembrarDocumentosDemo } from './documentos-demo.seed.js';

const aqui = path.dirname(fileURLToPath(import.meta.url));

describe('documentos de la siembra demo', () => {
  it('cada documento que la demo guarda existe en DOCUMENTOS_DIR como imagen legible', async () => {
    const fuente = await readFile(path.join(aqui, 'demo.seed.ts'), 'utf8');
    const rutas = [...new Set(fuente.match(/documentos\/demo\/[\w-]+\.webp/g) ?? [])];
    expect(rutas.length).toBeGreaterThanOrEqual(9);
    const dir = await mkdtemp(path.join(tmpdir(), 'nemu-docs-demo-'));
    try {
      await sembrarDocumentosDemo(dir);
      for (const relativa of rutas) {
        const doc = await leerDocumentoPrivado(dir, relativa);
        expect(doc.tipo).toBe('image/webp');
        const meta = await sharp(doc.datos).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeGreaterThan(0);
      }
      // Idempotente: una segunda siembra no reescribe los archivos.
      const antes = (await stat(path.join(dir, rutas[0] ?? ''))).mtimeMs;
      await sembrarDocumentosDemo(dir);
      expect((await stat(path.join(dir, rutas[0] ?? ''))).mtimeMs).toBe(antes);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
