import 'leaflet/dist/leaflet.css';
import { Stack, Text } from '@mantine/core';
import { CENTRO_MAPA_POR_DEFECTO } from '@nemu/domain';
import { CircleMarker, MapContainer, useMapEvents } from 'react-leaflet';

interface Props {
  /** "lat,lng" o vacío. */
  valor: string;
  alCambiar: (ubicacion: string) => void;
}

function leer(valor: string): [number, number] | null {
  const [lat, lng] = valor.split(',').map(Number);
  return lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    valor.includes(',')
    ? [lat, lng]
    : null;
}

function AlTocar({ alCambiar }: { alCambiar: (u: string) => void }) {
  useMapEvents({
    click: (e) => alCambiar(`${e.latlng.lat.toFixed(6)},${e.latlng.lng.toFixed(6)}`),
  });
  return null;
}

/** Mapa para marcar la ubicación con un toque (sin capa base si no hay MAPA_TILES_URL). */
export function MapaUbicacion({ valor, alCambiar }: Props) {
  const punto = leer(valor);
  return (
    <Stack gap={4}>
      <div
        style={{
          height: 240,
          borderRadius: 8,
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
        }}
        data-testid="mapa-ubicacion"
      >
        <MapContainer
          center={punto ?? [CENTRO_MAPA_POR_DEFECTO.lat, CENTRO_MAPA_POR_DEFECTO.lng]}
          zoom={12}
          style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
        >
          <AlTocar alCambiar={alCambiar} />
          {punto && (
            <CircleMarker
              center={punto}
              radius={10}
              pathOptions={{ color: '#c0392b', fillOpacity: 0.7 }}
            />
          )}
        </MapContainer>
      </div>
      <Text size="xs" c="dimmed">
        Toque el mapa para marcar la ubicación o escríbala como «latitud,longitud».
      </Text>
    </Stack>
  );
}
