// Alta y ficha del transportista (§7 /registro-transportista/, /transportista/{id}/, contrato).
import { fichaTransportistaSchema } from '@nemu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, VERSION_APP, solicitar } from '../../../shared/api/cliente-api';
import { enviar, pedir } from '../../../shared/api/consulta';
import { actualizarUsuario, obtenerToken } from '../../../shared/sesion/sesion.store';
import { usuarioSesionSchema } from '../../../shared/sesion/usuario-sesion.schema';

export type { FichaTransportista } from '@nemu/domain';

/** Tipo de contrato del transportista (§4 roles de beneficiario). */
export const CONTRATO_TRANSPORTISTA = 30;

export const driverKeys = {
  todo: ['driver', 'perfil'] as const,
  ficha: (id: number) => [...driverKeys.todo, 'ficha', id] as const,
};

export const useFichaTransportista = (id: number | null) =>
  useQuery({
    queryKey: driverKeys.ficha(id ?? 0),
    queryFn: ({ signal }) =>
      pedir(fichaTransportistaSchema, `/transportista/${id}/`, { senal: signal }),
    enabled: id !== null,
  });

export const registrarTransportista = (datos: FormData) =>
  enviar(fichaTransportistaSchema, '/registro-transportista/', { metodo: 'POST', cuerpo: datos });

export const aceptarContrato = () =>
  solicitar('/aceptar-contrato/', { metodo: 'POST', cuerpo: { tipo: CONTRATO_TRANSPORTISTA } });

/** Edición multipart de la ficha propia (documentos, vencimientos, ciudades). */
export function useActualizarTransportista(id: number) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (datos: FormData) =>
      enviar(fichaTransportistaSchema, `/transportista/${id}/`, { metodo: 'PATCH', cuerpo: datos }),
    onSuccess: (r) => {
      if (r?.kind === 'ok') cliente.setQueryData(driverKeys.ficha(id), r.data);
    },
  });
}

/** Descarga el PDF del contrato vigente de transportista; false si no se pudo. */
export async function descargarContrato(): Promise<boolean> {
  const token = obtenerToken();
  const r = await fetch(`${API_BASE}/descargar-contrato/?tipo=${CONTRATO_TRANSPORTISTA}`, {
    headers: {
      'X-App-Version': VERSION_APP,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  }).catch(() => null);
  if (!r?.ok) return false;
  const url = URL.createObjectURL(await r.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'contrato-transportista.pdf';
  a.click();
  URL.revokeObjectURL(url);
  return true;
}

/** Vuelve a leer la sesión (tras el alta, el usuario ya es transportista). */
export async function refrescarSesion(): Promise<void> {
  const r = await solicitar('/sesion/', { esquema: usuarioSesionSchema });
  if (r?.kind === 'ok') actualizarUsuario(r.data);
}
