import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  fechaAsuncion,
  formatoFecha,
  formatoFechaHora,
  formatoGuaranies,
  mensajeErrorAl,
  type OrdenVenta,
} from '@nemu/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { avisarExito, avisarFallo } from '../../../shared/ui/avisos';
import { confirmar } from '../../../shared/ui/confirmar';
import {
  TAMANO_PAGINA_ORDENES,
  useAprobarOrden,
  useOrden,
  useOrdenes,
  usePuntosRetiro,
} from '../api/ventas.api';

const COLOR_ESTADO: Record<number, string> = { 0: 'yellow', 10: 'blue', 20: 'green' };
/** Estado de ruteo (spec §4): ruteada en verde, problemas en naranja o rojo, el resto neutro. */
const COLOR_RUTEO: Record<number, string> = {
  30: 'blue',
  40: 'green',
  50: 'orange',
  60: 'red',
  70: 'red',
  80: 'gray',
};

/** Órdenes de venta del proveedor por estado (todo, pendiente = creadas, retiro = confirmadas). */
export function ListaOrdenes({ titulo, estado }: { titulo: string; estado?: number }) {
  const [page, setPage] = useState(1);
  const ordenes = useOrdenes(estado, page);
  return (
    <Stack>
      <Title order={2}>{titulo}</Title>
      {ordenes.isPending ? (
        <Loader role="status" aria-label="Cargando órdenes" />
      ) : ordenes.isError ? (
        <Alert color="red">No pudimos cargar las órdenes de venta.</Alert>
      ) : ordenes.data.results.length === 0 ? (
        <Card withBorder p="lg">
          <Text ta="center">No hay órdenes para mostrar.</Text>
        </Card>
      ) : (
        <>
          {ordenes.data.results.map((o) => (
            <Card
              key={o.id}
              withBorder
              component={Link}
              to={`/proveedor/venta/${o.id}/`}
              padding="sm"
            >
              <Group justify="space-between" wrap="nowrap" align="start">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>Orden #{o.id}</Text>
                  <Text size="sm" c="dimmed">
                    {formatoFechaHora(o.fecha)} · {o.cliente ?? 'Cliente'} ·{' '}
                    {o.delivery ? 'Delivery' : 'Retira'}
                  </Text>
                  {o.estado === 10 && o.codigo_retiro && (
                    <Text size="sm" data-testid="codigo-retiro-lista">
                      Código de retiro:{' '}
                      <Text span fw={700} ff="monospace">
                        {o.codigo_retiro}
                      </Text>
                    </Text>
                  )}
                </Stack>
                {/* El estado y el total no se recortan: el texto de la izquierda cede lugar. */}
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Badge
                    color={COLOR_ESTADO[o.estado] ?? 'gray'}
                    styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
                    data-testid="estado-orden"
                  >
                    {o.estado_nombre}
                  </Badge>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatoGuaranies(o.total)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
          <Pagination
            total={Math.max(1, Math.ceil(ordenes.data.count / TAMANO_PAGINA_ORDENES))}
            value={page}
            onChange={setPage}
            size="sm"
          />
        </>
      )}
    </Stack>
  );
}

/** El código que el proveedor da al transportista al entregarle la carga (ADR 015). */
function CodigoRetiro({ o }: { o: OrdenVenta }) {
  if (!o.delivery || o.estado === 0) return null;
  if (o.estado === 20) {
    return (
      <Text size="sm" c="dimmed">
        El transportista ya retiró esta orden.
      </Text>
    );
  }
  if (!o.codigo_retiro) {
    return (
      <Alert color="gray" title="Código de retiro">
        Aparecerá aquí cuando un transportista acepte la ruta que retira esta orden.
      </Alert>
    );
  }
  return (
    <Card withBorder bg="var(--mantine-color-blue-light)" padding="sm">
      <Text size="sm">Código de retiro: déselo al transportista cuando retire la orden.</Text>
      <Text
        fw={800}
        fz={32}
        lh={1.2}
        ff="monospace"
        style={{ letterSpacing: 4 }}
        data-testid="codigo-retiro"
      >
        {o.codigo_retiro}
      </Text>
    </Card>
  );
}

/** Detalle de una orden de venta con su confirmación (punto y fecha de retiro). */
export function DetalleOrden({ id }: { id: number }) {
  const orden = useOrden(id);
  const puntos = usePuntosRetiro();
  const aprobar = useAprobarOrden();
  const [punto, setPunto] = useState<string | null>(null);
  const [fecha, setFecha] = useState(() => fechaAsuncion(new Date()));
  if (orden.isPending) return <Loader role="status" aria-label="Cargando la orden" />;
  if (orden.isError) return <Alert color="red">No pudimos cargar la orden de venta.</Alert>;
  const o = orden.data;
  const puntoElegido = punto ?? String(puntos.data?.find((p) => p.default)?.id ?? '');

  async function confirmarOrden() {
    if (!puntoElegido) return;
    if (
      !(await confirmar({
        mensaje: `¿Confirmar la orden #${o.id} para retirar el ${formatoFecha(fecha)}?`,
      }))
    )
      return;
    aprobar.mutate(
      { orden_venta_id: o.id, punto_retiro_id: Number(puntoElegido), fecha_retiro: fecha },
      {
        onSuccess: (r) =>
          r?.kind === 'ok'
            ? avisarExito('Orden confirmada.')
            : r && avisarFallo(r, mensajeErrorAl('confirmar la orden')),
      },
    );
  }

  return (
    <Stack maw={760}>
      <Group justify="space-between">
        <Title order={2}>Orden #{o.id}</Title>
        <Badge size="lg" color={COLOR_ESTADO[o.estado] ?? 'gray'}>
          {o.estado_nombre}
        </Badge>
      </Group>
      <Text c="dimmed">
        Pedido #{o.pedido} · {formatoFechaHora(o.fecha)} ·{' '}
        {o.delivery ? 'Delivery' : 'Retira el cliente'}
      </Text>
      {o.fecha_retiro && <Text>Retiro el {formatoFecha(o.fecha_retiro)}</Text>}
      {o.estado !== 0 && (
        <Group gap="xs">
          <Text>Envío:</Text>
          <Badge color={COLOR_RUTEO[o.estado_ruteo] ?? 'yellow'}>{o.estado_ruteo_nombre}</Badge>
          {o.motivo_ruteo && (
            <Text size="sm" c="dimmed">
              {o.motivo_ruteo}
            </Text>
          )}
        </Group>
      )}
      <CodigoRetiro o={o} />
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Producto</Table.Th>
              <Table.Th ta="right">Cant.</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.productos.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.nombre}</Table.Td>
                <Table.Td ta="right">{p.cantidad}</Table.Td>
                <Table.Td ta="right">{formatoGuaranies(p.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text>Comisión: {formatoGuaranies(o.comision)}</Text>
        <Text fw={700}>Total: {formatoGuaranies(o.total)}</Text>
      </Group>
      {o.estado === 0 && (
        <Card withBorder>
          <Stack>
            <Title order={4}>Confirmar la orden</Title>
            <Select
              label="Punto de retiro"
              data={(puntos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre }))}
              value={puntoElegido || null}
              onChange={setPunto}
            />
            <TextInput
              type="date"
              label="Fecha de retiro"
              value={fecha}
              onChange={(e) => setFecha(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                onClick={() => void confirmarOrden()}
                loading={aprobar.isPending}
                disabled={!puntoElegido}
              >
                Confirmar orden
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
