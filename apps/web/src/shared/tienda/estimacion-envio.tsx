import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fechaEstimadaSchema, formatoFecha, formatoGuaranies } from '@nemu/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { pedir } from '../api/consulta';

/** Envío mínimo y fecha de entrega estimada de `/fecha-estimada/` para unos proveedores. */
export const useEstimacionEnvio = (fabricantes: readonly number[]) => {
  const clave = [...new Set(fabricantes)].sort((a, b) => a - b).join(',');
  return useQuery({
    queryKey: ['envio-estimado', clave],
    enabled: clave !== '',
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      pedir(fechaEstimadaSchema, '/fecha-estimada/', {
        senal: signal,
        parametros: { fabricantes: clave },
      }),
  });
};

/** "Envío desde Gs. 15.000 · Entrega estimada: 27/11/2026" (el costo exacto depende de la dirección). */
export function EstimacionEnvio({ fabricantes }: { fabricantes: readonly number[] }) {
  const { data } = useEstimacionEnvio(fabricantes);
  if (!data) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="start" data-testid="estimacion-envio">
      <IconTruckDelivery size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm">
        Envío desde{' '}
        <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatoGuaranies(data.costo_envio_desde)}
        </Text>
        {' · '}Entrega estimada:{' '}
        <Text span fw={600}>
          {formatoFecha(data.fecha)}
        </Text>
      </Text>
    </Group>
  );
}
