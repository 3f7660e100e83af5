import { Navigate, Outlet } from 'react-router';
import { rutaInicio, tieneRol, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';

/** Sin sesión lleva al ingreso; con sesión pero sin el rol, al inicio propio del usuario. */
export function RequiereRol({ rol }: { rol: Rol }) {
  const usuario = useUsuario();
  if (!usuario) return <Navigate to="/login" replace />;
  if (!tieneRol(usuario, rol)) return <Navigate to={rutaInicio(usuario)} replace />;
  return <Outlet />;
}
