// Los documentos del transportista y del vehículo son privados: se piden con la sesión y se
// abren como archivo local (nunca hay una URL pública en /media).
import { VERSION_APP } from '../api/cliente-api';
import { obtenerToken } from '../sesion/sesion.store';
import { avisarError } from '../ui/avisos';

export async function abrirDocumentoPrivado(url: string): Promise<void> {
  // La pestaña se abre ya, dentro del clic, para que el navegador no la bloquee.
  const pestana = window.open('', '_blank');
  const token = obtenerToken();
  const r = await fetch(url, {
    headers: {
      'X-App-Version': VERSION_APP,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  }).catch(() => null);
  if (!r?.ok) {
    pestana?.close();
    avisarError('No se pudo abrir el documento.');
    return;
  }
  const local = URL.createObjectURL(await r.blob());
  if (pestana) pestana.location.href = local;
  else window.location.assign(local);
  setTimeout(() => URL.revokeObjectURL(local), 60_000);
}
