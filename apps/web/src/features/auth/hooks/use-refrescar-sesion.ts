import { useQuery } from '@tanstack/react-query';
import { useHaySesion } from '../../../shared/sesion/sesion.store';
import { sesionQueryOptions } from '../api/auth.api';

/** Al abrir la app con un token guardado, trae el usuario actualizado (`GET /sesion/`). */
export function useRefrescarSesion(): void {
  const haySesion = useHaySesion();
  useQuery({ ...sesionQueryOptions(), enabled: haySesion });
}
