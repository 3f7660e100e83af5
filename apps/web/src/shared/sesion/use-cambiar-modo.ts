import { notifications } from '@mantine/notifications';
import {
  cambioModoRespuestaSchema,
  TOAST_DURACION_MS,
  type ModoUsoApp,
  mensajeErrorAl,
} from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { solicitar } from '../api/cliente-api';
import { useRedirigir } from '../navegacion/redireccion';
import { avisarFallo } from '../ui/avisos';
import { MODOS, ROLES } from './roles';
import { actualizarUsuario, useUsuario } from './sesion.store';

const cambiarModo = (modo: ModoUsoApp) =>
  solicitar('/cambiar-modo-app/', {
    metodo: 'POST',
    cuerpo: { modo },
    esquema: cambioModoRespuestaSchema,
  });

function avisarRegistroPendiente(mensaje: string) {
  notifications.show({
    color: 'blue',
    title: 'Cambio de modo',
    message: mensaje,
    autoClose: TOAST_DURACION_MS,
  });
}

/**
 * Cambia el modo de uso (§4 Mode switch) y lleva al inicio de ese modo; si falta el perfil del
 * modo pedido, avisa qué registro hacer y lleva a él.
 */
export function useCambiarModo() {
  const usuario = useUsuario();
  const redirigir = useRedirigir();
  return useMutation({
    mutationFn: cambiarModo,
    onSuccess: (resultado, modo: ModoUsoApp) => {
      if (!resultado) return;
      if (resultado.kind !== 'ok') return avisarFallo(resultado, mensajeErrorAl('cambiar de modo'));
      const respuesta = resultado.data;
      if (!respuesta.cambiado) {
        if (respuesta.mensaje) avisarRegistroPendiente(respuesta.mensaje);
        return redirigir(respuesta.redireccion);
      }
      if (usuario) actualizarUsuario({ ...usuario, modo_uso_app: modo });
      const destino = MODOS.find((m) => m.modo === modo);
      if (destino) redirigir(ROLES[destino.rol].inicio);
    },
  });
}
