import { Outlet, useLocation } from 'react-router';
import { rutaIngresoDesde } from '../../shared/navegacion/destino-ingreso';
import { Redireccion } from '../../shared/navegacion/redireccion';
import { rutaInicio, tieneRol, type Rol } from '../../shared/sesion/roles';
import { useUsuario } from '../../shared/sesion/sesion.store';

/**
 * Sin sesión lleva al ingreso, que al terminar vuelve a la página pedida; con sesión pero sin
 * el rol, al inicio propio del usuario.
 */
export function RequiereRol({ rol }: { rol: Rol }) {
  const usuario = useUsuario();
  const { pathname, search } = useLocation();
  if (!usuario) return <Redireccion to={rutaIngresoDesde(pathname, search)} />;
  if (!tieneRol(usuario, rol)) return <Redireccion to={rutaInicio(usuario)} />;
  return <Outlet />;
}
