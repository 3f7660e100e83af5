import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatoDecimal, type Punto } from '@nemu/domain';
import type { ReactNode } from 'react';

export function Cargando({ que }: { que: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader role="status" aria-label={`Cargando ${que}`} />
    </Group>
  );
}

export function ErrorCarga({
  titulo,
  error,
  reintentar,
}: {
  titulo: string;
  error: Error;
  reintentar: () => void;
}) {
  return (
    <Alert color="red" title={titulo}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="light" color="red" mih={44} onClick={reintentar}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

export function Vacio({ icono, children }: { icono: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" py="xl" gap="sm" ta="center">
      {icono}
      {children}
    </Stack>
  );
}

/** "12,5 km". */
export const formatoKm = (km: number) => `${formatoDecimal(km, 1)} km`;

/** "45 min" o "1 h 20 min". */
export function formatoMinutos(minutos: number): string {
  const m = Math.max(0, Math.round(minutos));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const resto = m % 60;
  return resto === 0 ? `${h} h` : `${h} h ${resto} min`;
}

/** Enlace para abrir la navegación en la app de mapas del teléfono (o el navegador). */
export function enlaceMapas(punto: Punto | null, direccion: string | null): string | null {
  const destino = punto ? `${punto.lat},${punto.lng}` : direccion;
  if (!destino) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destino)}`;
}
