import { Alert, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { EstadoPedido, formatoFecha, formatoGuaranies } from '@nemu/domain';
import { Link } from 'react-router';
import { ContadorNoLeidos } from '../../../shared/chat/contador-no-leidos';
import { useNoLeidosPedido } from '../../../shared/chat/no-leidos';
import { useVolver } from '../../../shared/interfaz/use-volver';
import { usePedido, usePinPedido } from '../api/pedidos.api';
import { CobroPorEntrega } from './cobro-por-entrega';
import { EstadoPedidoBadge } from './estado-pedido';

export function DetallePedido({ id }: { id: number }) {
  const pedido = usePedido(id);
  const estado = pedido.data?.estado ?? 0;
  const pagado = estado >= EstadoPedido.PAGADO;
  // El PIN sirve hasta la entrega: después ya no se muestra.
  const porEntregar = pagado && estado !== EstadoPedido.ENTREGADO;
  const pin = usePinPedido(id, porEntregar);
  const noLeidos = useNoLeidosPedido(id);
  const volver = useVolver('/pedidos');
  if (pedido.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Cargando el pedido" />
      </Group>
    );
  }
  if (pedido.isError) {
    return (
      <Alert color="red" title="No pudimos cargar el pedido">
        {pedido.error.message}
      </Alert>
    );
  }
  const p = pedido.data;
  return (
    <Stack maw={720} mx="auto">
      <Group justify="space-between">
        <Title order={2}>Pedido N.º {p.id}</Title>
        <EstadoPedidoBadge estado={p.estado} nombre={p.estado_nombre} />
      </Group>
      <Text c="dimmed">
        {formatoFecha(p.fecha)} · {p.medio_pago_nombre}
      </Text>
      {porEntregar && pin.data?.contrasena && (
        <Alert color="green" title="PIN de entrega">
          Dicte este PIN al transportista al recibir su pedido:{' '}
          <Text span fw={700} fz="xl" data-testid="pin-entrega">
            {pin.data.contrasena}
          </Text>
        </Alert>
      )}
      <Card withBorder>
        <Stack gap="xs">
          {p.productos.map((x) => (
            <Group key={x.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {x.cantidad} × {x.nombre}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatoGuaranies(x.total)}
              </Text>
            </Group>
          ))}
          <Divider />
          <Group justify="space-between">
            <Text>Envío</Text>
            <Text>{formatoGuaranies(p.costo_envio)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700}>{formatoGuaranies(p.total)}</Text>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap={4}>
          <Text fw={600}>{p.delivery ? 'Envío a domicilio' : 'Retiro en el local'}</Text>
          {p.direccion && <Text size="sm">{p.direccion}</Text>}
          <Text size="sm" c="dimmed">
            {p.fecha_entrega
              ? `Entrega el ${formatoFecha(`${p.fecha_entrega}T12:00:00-03:00`)}${p.hora_entrega_inicio ? ` entre ${p.hora_entrega_inicio.slice(0, 5)} y ${(p.hora_entrega_fin ?? '').slice(0, 5)}` : ''}`
              : 'Entrega sin horario'}
          </Text>
          {p.razon_social && (
            <Text size="sm">
              Factura a {p.razon_social} (RUC {p.ruc})
            </Text>
          )}
        </Stack>
      </Card>
      {porEntregar && <CobroPorEntrega pedido={p} />}
      {p.ordenes_venta.length > 0 && (
        <Card withBorder>
          <Stack gap={4}>
            <Text fw={600}>Proveedores</Text>
            {p.ordenes_venta.map((o) => (
              <Group key={o.id} justify="space-between">
                <Text size="sm">{o.fabricante_nombre}</Text>
                <Text size="sm" c="dimmed">
                  {o.estado_nombre}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <Group>
        <Button
          component={Link}
          to={`/pedido/rastreo/${p.id}`}
          leftSection={<IconMapPin size={16} />}
        >
          Rastrear pedido
        </Button>
        {pagado && (
          <Button
            variant="light"
            component={Link}
            to={`/pedidos/${p.id}/chat`}
            leftSection={<IconMessageCircle size={16} />}
            rightSection={noLeidos > 0 && <ContadorNoLeidos cantidad={noLeidos} />}
          >
            Chat con el transportista
          </Button>
        )}
        <Button variant="light" component={Link} {...volver}>
          Volver a mis pedidos
        </Button>
      </Group>
    </Stack>
  );
}
