import { Outlet } from 'react-router';
import { Redireccion } from '../../shared/navegacion/redireccion';
import { rutaInicio, tieneRol, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';

/** Sin sesión lleva al ingreso; con sesión pero sin el rol, al inicio propio del usuario. */
export function RequiereRol({ rol }: { rol: Rol }) {
  const usuario = useUsuario();
  if (!usuario) return <Redireccion to="/login" />;
  if (!tieneRol(usuario, rol)) return <Redireccion to={rutaInicio(usuario)} />;
  return <Outlet />;
}
