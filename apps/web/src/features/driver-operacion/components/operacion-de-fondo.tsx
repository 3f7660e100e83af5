import { ModoUsoApp, cambioModoRespuestaSchema } from '@nemu/domain';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { solicitar } from '../../../shared/api/cliente-api';
import { actualizarUsuario, useUsuario } from '../../../shared/sesion/sesion.store';
import { useOperacionTransportista } from '../estado/use-operacion';

/**
 * Quien entra al panel del transportista (un enlace, un aviso push, la barra de direcciones) con
 * otro modo guardado pasa a modo transportista (§4): si no, podría conectarse sin que se
 * rastree su ubicación, que sólo corre en ese modo.
 */
function usePasarAModoTransportista() {
  const usuario = useUsuario();
  const debePasar =
    usuario !== null &&
    usuario.transportista_id !== null &&
    usuario.modo_uso_app !== ModoUsoApp.TRANSPORTISTA;
  useEffect(() => {
    if (!debePasar || !usuario) return;
    void solicitar('/cambiar-modo-app/', {
      metodo: 'POST',
      cuerpo: { modo: ModoUsoApp.TRANSPORTISTA },
      esquema: cambioModoRespuestaSchema,
    }).then((r) => {
      if (r?.kind === 'ok' && r.data.cambiado)
        actualizarUsuario({ ...usuario, modo_uso_app: r.data.modo_uso_app });
    });
  }, [debePasar, usuario]);
}

/**
 * Envuelve todas las pantallas del transportista: mientras está conectado el rastreo corre en
 * cualquiera de ellas (perfil, vehículos, documentos…), no sólo al abrir una de la operación, y
 * los PIN guardados sin señal se envían al volver la red.
 */
export function OperacionDeFondo() {
  usePasarAModoTransportista();
  useOperacionTransportista();
  return <Outlet />;
}
