import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PropsMapa } from './tipos';

// Leaflet (≈150 kB con su CSS) se descarga sólo cuando una pantalla muestra un mapa.
const MapaLeaflet = lazy(() => import('./mapa-leaflet'));

/**
 * Mapa compartido: marcadores (transportistas, paradas, destino) y líneas, encuadre automático,
 * seguimiento de un marcador y teselas configurables (sin ellas, cuadrícula local con escala).
 */
export function Mapa(props: PropsMapa) {
  return (
    <Suspense
      fallback={<Skeleton h={props.alto} radius="md" aria-label={`Cargando ${props.etiqueta}`} />}
    >
      <MapaLeaflet {...props} />
    </Suspense>
  );
}
