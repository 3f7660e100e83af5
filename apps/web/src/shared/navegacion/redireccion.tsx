import { conRefresco, PARAMETRO_REFRESCO, sinRefresco } from '@nemu/domain';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, type NavigateOptions } from 'react-router';

/**
 * §2: toda redirección programática de la app lleva el parámetro de refresco al azar
 * (1000–9999), así cada una es una URL nueva aunque el destino sea el mismo.
 */
export function useRedirigir() {
  const navegar = useNavigate();
  return useCallback(
    (ruta: string, opciones?: NavigateOptions) => void navegar(conRefresco(ruta), opciones),
    [navegar],
  );
}

/** `<Navigate>` con el parámetro de refresco; el valor se sortea una vez por montaje. */
export function Redireccion({ to }: { to: string }) {
  const [destino] = useState(() => conRefresco(to));
  return <Navigate to={destino} replace />;
}

/**
 * Ya en el destino, quita el parámetro de la barra de direcciones (reemplazando la entrada del
 * historial) para que no quede en enlaces compartidos ni en favoritos.
 */
export function useQuitarRefresco() {
  const { pathname, search, hash, state } = useLocation();
  const navegar = useNavigate();
  const tiene = new URLSearchParams(search).has(PARAMETRO_REFRESCO);
  useEffect(() => {
    if (tiene)
      void navegar({ pathname, search: sinRefresco(search), hash }, { replace: true, state });
  }, [tiene, pathname, search, hash, state, navegar]);
}
