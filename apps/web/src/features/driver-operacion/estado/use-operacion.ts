import { useEffect } from 'react';
import { useUsuario } from '../../../shared/sesion/sesion.store';
import { useEstadoTransportista, useHojaActiva, useRefrescarOperacion } from '../api/operacion.api';
import { alEnviarPendientes, prepararOperacion } from '../sin-senal/operacion-sin-senal';
import { actualizarTransportista } from './transportista.store';

/**
 * Cada pantalla de la operación la usa: prepara el rastreo y los PIN guardados del usuario y
 * lleva al store la conexión y la ruta activa que dice el servidor.
 */
export function useOperacionTransportista() {
  const usuario = useUsuario();
  const estado = useEstadoTransportista();
  const hoja = useHojaActiva();
  const refrescar = useRefrescarOperacion();

  useEffect(() => {
    if (usuario) prepararOperacion(usuario.id, usuario.modo_uso_app);
  }, [usuario]);

  useEffect(() => {
    if (estado.data) actualizarTransportista({ conectado: estado.data.conectado });
  }, [estado.data]);

  useEffect(() => {
    if (hoja.data !== undefined) actualizarTransportista({ hojaActivaId: hoja.data?.id ?? null });
  }, [hoja.data]);

  useEffect(() => alEnviarPendientes(() => void refrescar()), [refrescar]);

  return { usuario, estado, hoja };
}
