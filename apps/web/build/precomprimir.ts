import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);
const EXTENSIONES = /\.(js|css|html|svg|json|webmanifest)$/;
const MINIMO_BYTES = 1024;

async function archivos(dir: string): Promise<string[]> {
  const entradas = await readdir(dir, { withFileTypes: true });
  const listas = await Promise.all(
    entradas.map((e) => {
      const ruta = path.join(dir, e.name);
      return e.isDirectory() ? archivos(ruta) : Promise.resolve([ruta]);
    }),
  );
  return listas.flat();
}

/**
 * Deja junto a cada archivo de texto del build su versión brotli (calidad máxima) y gzip: el
 * servidor las entrega tal cual (`preCompressed`) en vez de comprimir al vuelo con calidad baja.
 */
export function precomprimir(): Plugin {
  let salida = 'dist';
  return {
    name: 'nemu-precomprimir',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      salida = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const lista = (await archivos(salida)).filter((a) => EXTENSIONES.test(a));
        await Promise.all(
          lista.map(async (archivo) => {
            if ((await stat(archivo)).size < MINIMO_BYTES) return;
            const contenido = await readFile(archivo);
            const [br, gz] = await Promise.all([
              brotli(contenido, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              comprimirGzip(contenido, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${archivo}.br`, br), writeFile(`${archivo}.gz`, gz)]);
          }),
        );
      },
    },
  };
}
