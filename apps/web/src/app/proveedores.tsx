import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { reintentarSiTemporal } from '../shared/api/consulta';
import { useHaySesion } from '../shared/sesion/sesion.store';
import { ProveedorTiempoReal } from '../shared/tiempo-real/tiempo-real';
import { AvisoSinConexion } from '../shared/ui/aviso-sin-conexion';
import { useCapasPedidas } from '../shared/ui/capas';
import { conEstilos } from '../shared/ui/estilos';
import { tema } from '../shared/ui/tema';

export const clienteConsultas = new QueryClient({
  defaultOptions: {
    queries: { retry: reintentarSiTemporal, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const CapasFlotantes = lazy(() =>
  conEstilos(() => import('./capas-flotantes'))().then((m) => ({ default: m.CapasFlotantes })),
);

/** Espera tras el evento `load` antes de montar avisos y diálogos que nadie pidió aún. */
const ESPERA_CAPAS_MS = 3000;

/**
 * Avisos y diálogos no se ven en la primera pintura: se descargan cuando alguien los pide
 * (avisos.ts, confirmar.tsx). Con sesión, además, un rato después de cargar la página, para
 * los avisos que otras pantallas muestran directo con `notifications.show` (cambio de modo).
 * Los avisos pedidos antes quedan en cola y aparecen al montarse.
 */
function useTiempoLibre(): boolean {
  const [libre, setLibre] = useState(false);
  useEffect(() => {
    let temporizador: ReturnType<typeof setTimeout> | undefined;
    const alCargar = () => {
      temporizador = setTimeout(() => setLibre(true), ESPERA_CAPAS_MS);
    };
    if (document.readyState === 'complete') alCargar();
    else window.addEventListener('load', alCargar, { once: true });
    return () => {
      window.removeEventListener('load', alCargar);
      clearTimeout(temporizador);
    };
  }, []);
  return libre;
}

export function Proveedores({ children }: { children: ReactNode }) {
  const libre = useTiempoLibre();
  const haySesion = useHaySesion();
  const pedidas = useCapasPedidas();
  // Una vez montadas, quedan (p. ej., el aviso que sigue a cerrar la sesión).
  const [conCapas, setConCapas] = useState(false);
  if (!conCapas && (pedidas || (libre && haySesion))) setConCapas(true);
  return (
    <QueryClientProvider client={clienteConsultas}>
      <MantineProvider theme={tema} defaultColorScheme="light">
        <ProveedorTiempoReal>
          {conCapas && (
            <Suspense fallback={null}>
              <CapasFlotantes />
            </Suspense>
          )}
          {children}
          <AvisoSinConexion />
        </ProveedorTiempoReal>
      </MantineProvider>
    </QueryClientProvider>
  );
}
