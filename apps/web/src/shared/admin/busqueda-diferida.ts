import { useDebouncedCallback } from '@mantine/hooks';
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type RouterState } from 'react-router';

/** Pausa entre la última tecla y la escritura de la búsqueda en la URL. */
const PAUSA_MS = 350;

/** El router está en `pathname` y no va camino a otra ruta. */
const quedaEn = ({ location, navigation }: RouterState, pathname: string) =>
  location.pathname === pathname && (navigation.location ?? location).pathname === pathname;

/**
 * Texto de búsqueda de una lista del panel: se ve al teclear y pasa a la URL (`aplicar`) tras
 * una pausa. Si antes de la pausa el router deja la lista (empieza a ir a otra ruta o ya
 * llegó, aunque la lista siga montada: rutas anidadas, o una transición que React todavía no
 * pintó), la escritura pendiente se descarta y la caja vuelve a lo que dice la URL: si no,
 * devolvía al usuario a la lista o dejaba la búsqueda en la URL de la otra pantalla.
 */
export function useBusquedaDiferida(enUrl: string, aplicar: (texto: string) => void) {
  const [texto, setTexto] = useState(enUrl);
  useEffect(() => setTexto(enUrl), [enUrl]);
  const { pathname } = useLocation();
  // El estado vivo del router: el que reciben los componentes llega tarde en las transiciones.
  const contexto = useContext(UNSAFE_DataRouterContext);
  if (!contexto) throw new Error('useBusquedaDiferida necesita un router de datos.');
  const { router } = contexto;

  // Ruta de la lista donde se tecleó (la que el usuario ve, aunque el router ya esté en otra).
  const origen = useRef(pathname);
  const diferida = useDebouncedCallback((v: string) => {
    if (quedaEn(router.state, origen.current)) aplicar(v);
  }, PAUSA_MS);
  useEffect(
    () =>
      router.subscribe((estado) => {
        if (quedaEn(estado, origen.current)) return;
        diferida.cancel();
        setTexto(enUrl);
      }),
    [router, diferida, enUrl],
  );

  const escribir = (v: string) => {
    origen.current = pathname;
    setTexto(v);
    diferida(v);
  };
  return [texto, escribir] as const;
}
