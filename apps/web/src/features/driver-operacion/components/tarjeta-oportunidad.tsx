import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconRoute } from '@tabler/icons-react';
import {
  formatoFecha,
  formatoFechaHora,
  formatoGuaranies,
  plural,
  type OportunidadResumen,
} from '@nemu/domain';
import { Link } from 'react-router';
import { formatoKm, formatoMinutos } from './comunes';

/** Resumen de una oportunidad: la tarifa primero, luego paradas, km, tiempo y ciudades. */
export function TarjetaOportunidad({ o }: { o: OportunidadResumen }) {
  const h = o.hoja_ruta;
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={`/driver/oportunidad/${o.id}`}
      aria-label={`Oportunidad ${o.id}: ${formatoGuaranies(h.tarifa_transportista)}`}
      data-testid="tarjeta-oportunidad"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Usted gana
            </Text>
            <Text fw={800} size="xl" style={{ whiteSpace: 'nowrap' }}>
              {formatoGuaranies(h.tarifa_transportista)}
            </Text>
          </Stack>
          <Badge variant="light">{formatoFecha(h.fecha)}</Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              {plural(h.cantidad_paradas, 'parada', 'paradas')} (
              {plural(h.cantidad_retiros, 'retiro', 'retiros')},{' '}
              {plural(h.cantidad_entregas, 'entrega', 'entregas')})
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconRoute size={16} aria-hidden />
            <Text size="sm">{formatoKm(h.kilometros_recorrido)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{formatoMinutos(h.minutos_trabajo)}</Text>
          </Group>
        </Group>
        {h.ciudades.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {h.ciudades.join(' · ')}
          </Text>
        )}
        {o.expira_en && (
          <Text size="xs" c="red.9">
            Disponible hasta {formatoFechaHora(o.expira_en)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
