import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { olvidarSuscripcion } from '../../../shared/push/push';
import { reiniciarSesion, useUsuario } from '../../../shared/sesion/sesion.store';
import { salir } from '../api/auth.api';

/** Revoca el token y borra todo el estado de la sesión, incluida la caché de consultas. */
export function useCerrarSesion(): () => Promise<void> {
  const clienteConsultas = useQueryClient();
  const usuarioId = useUsuario()?.id;
  return useCallback(async () => {
    if (usuarioId !== undefined) await olvidarSuscripcion(usuarioId);
    await salir();
    reiniciarSesion();
    clienteConsultas.clear();
  }, [clienteConsultas, usuarioId]);
}
