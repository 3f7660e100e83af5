import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { alNoAutorizado } from '../shared/api/cliente-api';
import { useEnterAlSiguiente } from '../shared/hooks/use-enter-siguiente';
import { useEscapeAtras } from '../shared/hooks/use-escape-atras';
import { useUltimo } from '../shared/hooks/use-ultimo';
import { rutaIngresoDesde } from '../shared/navegacion/destino-ingreso';
import { useQuitarRefresco, useRedirigir } from '../shared/navegacion/redireccion';
import { registrarRuta } from '../shared/interfaz/interfaz.store';
import { useHaySesion } from '../shared/sesion/sesion.store';
import { avisarSesionVencida } from '../shared/ui/avisos';
import { esPaginaSinSesion } from './routes/sin-sesion';

// El refresco usa los esquemas de sesión del dominio: sólo se descarga si hay sesión.
const RefrescoSesion = lazy(() =>
  import('./refresco-sesion').then((m) => ({ default: m.RefrescoSesion })),
);

/** Ruta raíz: comportamientos comunes a todas las pantallas (§2, §4). */
export function Raiz() {
  const { pathname, search } = useLocation();
  const sinSesion = esPaginaSinSesion(useMatches());
  const redirigir = useRedirigir();
  const clienteConsultas = useQueryClient();

  const haySesion = useHaySesion();

  useEscapeAtras();
  useEnterAlSiguiente();
  useQuitarRefresco();
  useEffect(() => registrarRuta(pathname), [pathname]);
  // Sesión vencida (401): se avisa (un solo aviso aunque lleguen varios) y se va al ingreso, que
  // después vuelve a esta página. Una página sin sesión (la tienda) sigue como visitante, con el
  // aviso; en el ingreso y la salida no hace falta avisar.
  const alVencerSesion = useUltimo(() => {
    clienteConsultas.clear();
    if (pathname === '/login' || pathname === '/logout') return;
    avisarSesionVencida();
    if (!sinSesion) redirigir(rutaIngresoDesde(pathname, search), { replace: true });
  });
  useEffect(() => alNoAutorizado(() => alVencerSesion.current()), [alVencerSesion]);

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
