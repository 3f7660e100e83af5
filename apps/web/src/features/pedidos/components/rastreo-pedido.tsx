import { Alert, Button, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatoFechaHora } from '@nemu/domain';
import { useRastreo } from '../api/pedidos.api';
import { EstadoPedidoBadge } from './estado-pedido';

const TEXTOS: Record<string, string> = {
  crear: 'Pedido creado',
  pagar: 'Pago confirmado',
  procesar: 'Proveedores confirmaron el pedido',
  enviar: 'En camino',
  entregar: 'Entregado',
  reportar_incidente: 'Incidente reportado',
  resolver_incidente: 'Incidente resuelto',
  liberar_stock: 'Pago no completado',
  reservar_stock: 'Nuevo intento de pago',
};

/** `/pedido/rastreo/:id`: historial de estados con fecha y hora. */
export function RastreoPedido({ id }: { id: number }) {
  const r = useRastreo(id);
  if (r.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Cargando el rastreo" />
      </Group>
    );
  }
  if (r.isError) {
    return (
      <Alert color="red" title="No pudimos cargar el rastreo">
        {r.error.message}
      </Alert>
    );
  }
  const d = r.data;
  return (
    <Stack maw={560} mx="auto">
      <Group justify="space-between">
        <Title order={2}>Rastreo del pedido N.º {d.id}</Title>
        <EstadoPedidoBadge estado={d.estado} nombre={d.estado_nombre} />
      </Group>
      <Timeline active={d.historial.length - 1} bulletSize={20}>
        {d.historial.map((h, i) => (
          <Timeline.Item key={`${h.fecha}-${i}`} title={TEXTOS[h.transicion] ?? h.estado_nombre}>
            <Text size="sm" c="dimmed">
              {formatoFechaHora(h.fecha)}
            </Text>
            {h.detalle && <Text size="sm">{h.detalle}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
      <Button
        variant="light"
        component={Link}
        to={`/pedidos/${d.id}/chat`}
        leftSection={<IconMessageCircle size={16} />}
      >
        Chat con el transportista
      </Button>
    </Stack>
  );
}
