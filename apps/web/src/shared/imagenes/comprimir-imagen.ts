import { IMAGEN_MAX_BYTES, IMAGEN_MAX_PX } from '@nemu/domain';

/**
 * Comprime una imagen en el navegador antes de subirla (§5: ≤ 1 MB y ≤ 1024 px). Si el
 * navegador no puede leerla, se envía tal cual y el servidor decide.
 */
export async function comprimirImagen(archivo: File): Promise<File> {
  if (!archivo.type.startsWith('image/') || typeof createImageBitmap !== 'function') return archivo;
  let mapa: ImageBitmap;
  try {
    mapa = await createImageBitmap(archivo);
  } catch {
    return archivo;
  }
  const escala = Math.min(1, IMAGEN_MAX_PX / Math.max(mapa.width, mapa.height));
  if (escala === 1 && archivo.size <= IMAGEN_MAX_BYTES) return archivo;
  const lienzo = document.createElement('canvas');
  lienzo.width = Math.round(mapa.width * escala);
  lienzo.height = Math.round(mapa.height * escala);
  lienzo.getContext('2d')?.drawImage(mapa, 0, 0, lienzo.width, lienzo.height);
  mapa.close();
  for (const calidad of [0.85, 0.7, 0.55, 0.4]) {
    const blob = await new Promise<Blob | null>((r) => lienzo.toBlob(r, 'image/jpeg', calidad));
    if (blob && blob.size <= IMAGEN_MAX_BYTES) {
      return new File([blob], archivo.name.replace(/\.[^.]+$/, '') + '.jpg', {
        type: 'image/jpeg',
      });
    }
  }
  return archivo;
}
