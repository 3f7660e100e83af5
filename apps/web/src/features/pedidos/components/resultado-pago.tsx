import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconCircleX } from '@tabler/icons-react';
import { ETIQUETAS_MEDIO_PAGO, EstadoPedido, MedioPago, formatoGuaranies } from '@nemu/domain';
import { Link } from 'react-router';
import { ActivarNotificaciones } from '../../../shared/push/activar-notificaciones';
import { usePinPedido, useVerificacion } from '../api/pedidos.api';

/** `/pedido`: resultado del pago (la verdad es la confirmación del procesador, no la redirección). */
export function ResultadoPago({ transaccionId, tipo }: { transaccionId: string; tipo?: string }) {
  const v = useVerificacion(transaccionId, tipo);
  const pagado =
    v.data?.pedido_estado !== undefined &&
    v.data.pedido_estado !== null &&
    v.data.pedido_estado >= EstadoPedido.PAGADO;
  const pin = usePinPedido(v.data?.pedido_id ?? 0, pagado);

  if (!transaccionId) return <Alert color="yellow">No se indicó ninguna transacción.</Alert>;
  if (v.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Verificando el pago" />
      </Group>
    );
  }
  if (v.isError) {
    return (
      <Alert color="red" title="No pudimos verificar el pago">
        {v.error.message}
        <Button mt="sm" variant="light" onClick={() => void v.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const d = v.data;
  const efectivo = d.medio_pago === MedioPago.EFECTIVO;
  return (
    <Card withBorder maw={560} mx="auto" padding="xl">
      <Stack align="center" gap="sm">
        {pagado ? (
          <IconCircleCheck size={56} color="var(--mantine-color-green-6)" />
        ) : d.estado === 'pendiente' ? (
          <IconClock size={56} color="var(--mantine-color-yellow-6)" />
        ) : (
          <IconCircleX size={56} color="var(--mantine-color-red-6)" />
        )}
        <Title order={2} ta="center">
          {pagado && efectivo
            ? '¡Pedido confirmado!'
            : pagado
              ? '¡Pedido pagado!'
              : d.estado === 'pendiente'
                ? 'Esperando la confirmación del pago…'
                : 'El pago no se completó'}
        </Title>
        <Text>Pedido N.º {d.pedido_id}</Text>
        <Text fw={700} size="lg">
          {formatoGuaranies(d.monto)}
        </Text>
        {efectivo && (
          <Text fw={600} data-testid="medio-pago">
            {ETIQUETAS_MEDIO_PAGO[MedioPago.EFECTIVO]}: tenga listo el monto al recibirlo.
          </Text>
        )}
        {d.mensaje_transaccion && !efectivo && <Text c="dimmed">{d.mensaje_transaccion}</Text>}
        {pagado && pin.data?.contrasena && (
          <Alert color="green" title="PIN de entrega" w="100%">
            Dicte este PIN al transportista al recibir su pedido:{' '}
            <Text span fw={700} fz="xl" data-testid="pin-entrega">
              {pin.data.contrasena}
            </Text>
          </Alert>
        )}
        {/* Tras el primer pedido pagado: invitación a recibir los avisos de su entrega. */}
        {pagado && <ActivarNotificaciones />}
        <Group>
          <Button component={Link} to={`/pedidos/${d.pedido_id}`}>
            Ver el pedido
          </Button>
          <Button variant="light" component={Link} to="/">
            Seguir comprando
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
