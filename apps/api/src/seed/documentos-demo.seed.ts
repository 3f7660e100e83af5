// Archivos de los documentos privados del transportista y la empresa demo (licencia,
// antecedentes, pólizas, habilitaciones): imágenes chicas generadas sin red en DOCUMENTOS_DIR,
// en las mismas rutas que guarda la siembra demo. Idempotente: no pisa un archivo existente.
import { generarImagen } from './imagenes.seed.js';

const DOCUMENTOS: readonly [archivo: string, titulo: string, subtitulo: string][] = [
  ['registro-frente', 'Registro de conducir', 'Frente · demostración'],
  ['registro-dorso', 'Registro de conducir', 'Dorso · demostración'],
  ['antecedentes-judiciales', 'Antecedentes judiciales', 'Demostración'],
  ['antecedentes-policiales', 'Antecedentes policiales', 'Demostración'],
  ['constancia-ruc', 'Constancia de RUC', 'Demostración'],
  ['poliza', 'Póliza de seguro', 'Transportista · demostración'],
  ['poliza-vehiculo', 'Póliza del vehículo', 'Demostración'],
  ['habilitacion-frente', 'Habilitación vehicular', 'Frente · demostración'],
  ['habilitacion-dorso', 'Habilitación vehicular', 'Dorso · demostración'],
];

export async function sembrarDocumentosDemo(documentosDir: string): Promise<void> {
  await Promise.all(
    DOCUMENTOS.map(([archivo, titulo, subtitulo]) =>
      generarImagen(documentosDir, `documentos/demo/${archivo}.webp`, titulo, subtitulo, 320),
    ),
  );
}
