import type { ModoUsoApp } from '@nemu/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MODOS, ROLES } from '../../../shared/sesion/roles';
import { actualizarUsuario, useUsuario } from '../../../shared/sesion/sesion.store';
import { avisarFallo } from '../../../shared/ui/avisos';
import { cambiarModo } from '../api/auth.api';

/** Cambia el modo de uso (§4 Mode switch) y lleva al inicio de ese modo. */
export function useCambiarModo() {
  const usuario = useUsuario();
  const navegar = useNavigate();
  return useMutation({
    mutationFn: cambiarModo,
    onSuccess: (resultado, modo: ModoUsoApp) => {
      if (!resultado) return;
      if (resultado.kind !== 'ok') return avisarFallo(resultado);
      if (usuario) actualizarUsuario({ ...usuario, modo_uso_app: modo });
      const destino = MODOS.find((m) => m.modo === modo);
      if (destino) void navegar(ROLES[destino.rol].inicio);
    },
  });
}
