import { useRefrescarSesion } from '../features/auth/hooks/use-refrescar-sesion';

/** Trae el usuario actualizado; la raíz lo monta (bajo demanda) sólo si hay sesión. */
export function RefrescoSesion() {
  useRefrescarSesion();
  return null;
}
