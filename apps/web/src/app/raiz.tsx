import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { alNoAutorizado } from '../shared/api/cliente-api';
import { useEscapeAtras } from '../shared/hooks/use-escape-atras';
import { useQuitarRefresco, useRedirigir } from '../shared/navegacion/redireccion';
import { registrarRuta } from '../shared/interfaz/interfaz.store';
import { useHaySesion } from '../shared/sesion/sesion.store';

// El refresco usa los esquemas de sesión del dominio: sólo se descarga si hay sesión.
const RefrescoSesion = lazy(() => import('./refresco-sesion').then((m) => ({ default: m.RefrescoSesion })));

/** Ruta raíz: comportamientos comunes a todas las pantallas (§2, §4). */
export function Raiz() {
  const { pathname } = useLocation();
  const redirigir = useRedirigir();
  const clienteConsultas = useQueryClient();

  const haySesion = useHaySesion();

  useEscapeAtras();
  useQuitarRefresco();
  useEffect(() => registrarRuta(pathname), [pathname]);
  useEffect(
    () =>
      alNoAutorizado(() => {
        clienteConsultas.clear();
        redirigir('/login', { replace: true });
      }),
    [clienteConsultas, redirigir],
  );

  return (
    <>
      {haySesion && (
        <Suspense fallback={null}>
          <RefrescoSesion />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
