import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRefrescarSesion } from '../features/auth/hooks/use-refrescar-sesion';
import { alNoAutorizado } from '../shared/api/cliente-api';
import { useEscapeAtras } from '../shared/hooks/use-escape-atras';
import { registrarRuta } from '../shared/interfaz/interfaz.store';

/** Ruta raíz: comportamientos comunes a todas las pantallas (§2, §4). */
export function Raiz() {
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const clienteConsultas = useQueryClient();

  useEscapeAtras();
  useRefrescarSesion();
  useEffect(() => registrarRuta(pathname), [pathname]);
  useEffect(
    () =>
      alNoAutorizado(() => {
        clienteConsultas.clear();
        void navegar('/login', { replace: true });
      }),
    [clienteConsultas, navegar],
  );

  return <Outlet />;
}
