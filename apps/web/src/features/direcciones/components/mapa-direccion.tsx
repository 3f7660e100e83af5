import 'leaflet/dist/leaflet.css';
import { Box } from '@mantine/core';
import { CENTRO_MAPA_POR_DEFECTO } from '@nemu/domain';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';

interface Props {
  /** "lat,lng" o vacío. */
  ubicacion: string;
  alMarcar: (lat: number, lng: number) => void;
}

export function leerUbicacion(valor: string): [number, number] | null {
  const partes = valor.split(',').map(Number);
  const [lat, lng] = partes;
  return partes.length === 2 &&
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng)
    ? [lat, lng]
    : null;
}

function Eventos({ alMarcar, ubicacion }: Props) {
  const mapa = useMap();
  useMapEvents({
    click: (e) => alMarcar(Number(e.latlng.lat.toFixed(6)), Number(e.latlng.lng.toFixed(6))),
  });
  useEffect(() => {
    const punto = leerUbicacion(ubicacion);
    if (punto) mapa.setView(punto, Math.max(mapa.getZoom(), 15));
  }, [mapa, ubicacion]);
  return null;
}

/** Mapa con el alfiler de la dirección: un toque lo mueve (sin capa base si no hay teselas). */
export function MapaDireccion({ ubicacion, alMarcar }: Props) {
  const punto = leerUbicacion(ubicacion);
  return (
    <Box
      h={260}
      style={{
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-default-border)',
        // Los controles de Leaflet (z-index 1000) no tapan el encabezado de un panel o modal.
        isolation: 'isolate',
      }}
      data-testid="mapa-direccion"
    >
      <MapContainer
        center={punto ?? [CENTRO_MAPA_POR_DEFECTO.lat, CENTRO_MAPA_POR_DEFECTO.lng]}
        zoom={13}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
      >
        <Eventos ubicacion={ubicacion} alMarcar={alMarcar} />
        {punto && (
          <CircleMarker
            center={punto}
            radius={11}
            pathOptions={{ color: '#c0392b', fillOpacity: 0.75 }}
          />
        )}
      </MapContainer>
    </Box>
  );
}
