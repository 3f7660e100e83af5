import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reiniciarSesion } from '../../../shared/sesion/sesion.store';
import { salir } from '../api/auth.api';

/** Revoca el token y borra todo el estado de la sesión, incluida la caché de consultas. */
export function useCerrarSesion(): () => Promise<void> {
  const clienteConsultas = useQueryClient();
  return useCallback(async () => {
    await salir();
    reiniciarSesion();
    clienteConsultas.clear();
  }, [clienteConsultas]);
}
