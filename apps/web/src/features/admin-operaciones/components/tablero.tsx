import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  ColorSwatch,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatoFecha, formatoFechaHora, formatoGuaranies, plural } from '@nemu/domain';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTablero } from '../api/operaciones.api';

const COLORES_ESTADO: Record<number, string> = {
  0: 'gray.5',
  10: 'blue.6',
  20: 'indigo.6',
  30: 'cyan.6',
  40: 'green.6',
  50: 'red.6',
};

function Cifra(props: { titulo: string; valor: string; detalle?: string; enlace?: string }) {
  const cuerpo = (
    <Card withBorder padding="md" h="100%">
      <Text size="sm" c="dimmed">
        {props.titulo}
      </Text>
      <Text
        fz={{ base: 28, md: 20, xl: 26 }}
        fw={700}
        lh={1.2}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={`cifra-${props.titulo}`}
      >
        {props.valor}
      </Text>
      {props.detalle && (
        <Text size="sm" c="dimmed">
          {props.detalle}
        </Text>
      )}
    </Card>
  );
  return props.enlace ? (
    <Anchor component={Link} to={props.enlace} underline="never" c="inherit" h="100%">
      {cuerpo}
    </Anchor>
  ) : (
    cuerpo
  );
}

/** `/admin`: ventas de hoy y de la semana, pedidos por estado, aprobaciones, atrasos y stock. */
export function TableroAdmin() {
  const consulta = useTablero();
  if (consulta.isPending) return <Loader role="status" aria-label="Cargando el tablero" />;
  if (consulta.isError)
    return (
      <Alert color="red" title="No pudimos cargar el tablero">
        <Button
          variant="light"
          mt="sm"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void consulta.refetch()}
        >
          Reintentar
        </Button>
      </Alert>
    );
  const t = consulta.data;
  const ap = t.aprobaciones_pendientes;
  const totalSemana = t.ventas_7_dias.reduce((s, d) => s + d.total, 0);
  const ventas = t.ventas_7_dias.map((d) => ({
    dia: formatoFecha(d.fecha).slice(0, 5),
    Ventas: d.total,
  }));
  const estados = t.pedidos_por_estado.map((e) => ({
    name: e.estado_nombre,
    value: e.cantidad,
    color: COLORES_ESTADO[e.estado] ?? 'gray.6',
  }));

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Tablero</Title>
        <Text size="sm" c="dimmed">
          Actualizado {formatoFechaHora(t.generado_en)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Cifra
          titulo="Ventas de hoy"
          valor={formatoGuaranies(t.ventas_hoy.total)}
          detalle={plural(t.ventas_hoy.pedidos, 'pedido pagado', 'pedidos pagados')}
          enlace="/admin/pedido"
        />
        <Cifra
          titulo="Últimos 7 días"
          valor={formatoGuaranies(totalSemana)}
          detalle={plural(
            t.ventas_7_dias.reduce((s, d) => s + d.pedidos, 0),
            'pedido',
            'pedidos',
          )}
        />
        <Cifra
          titulo="Aprobaciones pendientes"
          valor={String(ap.proveedores + ap.productos + ap.transportistas + ap.vehiculos)}
          detalle={[
            plural(ap.proveedores, 'proveedor', 'proveedores'),
            plural(ap.productos, 'producto', 'productos'),
            plural(ap.transportistas, 'transportista', 'transportistas'),
            plural(ap.vehiculos, 'vehículo', 'vehículos'),
          ].join(' · ')}
          enlace="/admin/producto/pendiente"
        />
        <Cifra
          titulo="Errores sin atender"
          valor={String(t.errores_pendientes)}
          detalle="Reportes y sugerencias de las apps"
          enlace="/admin/soporte"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder style={{ gridColumn: 'span 2' }} className="tablero-ventas">
          <Title order={4} mb="sm">
            Ventas por día
          </Title>
          <BarChart
            h={240}
            data={ventas}
            dataKey="dia"
            series={[{ name: 'Ventas', color: 'teal.6' }]}
            valueFormatter={(v) => formatoGuaranies(v)}
            withYAxis={false}
            role="img"
            aria-label="Ventas de los últimos 7 días"
          />
        </Card>
        <Card withBorder>
          <Title order={4} mb="sm">
            Pedidos por estado
          </Title>
          {estados.length === 0 ? (
            <Text c="dimmed">Todavía no hay pedidos.</Text>
          ) : (
            <Group justify="center" wrap="wrap">
              <DonutChart data={estados} withLabels={false} size={160} thickness={26} />
              <Stack gap={4}>
                {estados.map((e) => (
                  <Group key={e.name} gap={8} wrap="nowrap">
                    <ColorSwatch
                      color={`var(--mantine-color-${e.color.replace('.', '-')})`}
                      size={12}
                      withShadow={false}
                      aria-hidden
                    />
                    <Text size="sm">
                      {e.name}: {e.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Group>
          )}
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Group gap="xs" mb="sm">
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-6)" aria-hidden />
            <Title order={4}>Entregas atrasadas</Title>
          </Group>
          {t.entregas_atrasadas.length === 0 ? (
            <Text c="dimmed">No hay paradas atrasadas.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Parada</Table.Th>
                    <Table.Th>Debía terminar</Table.Th>
                    <Table.Th>Atraso</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {t.entregas_atrasadas.map((e) => (
                    <Table.Tr key={e.itinerario}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/admin/hoja_ruta/itinerario/${e.hoja_ruta}#parada-${e.itinerario}`}
                        >
                          {e.direccion ?? `Parada ${e.itinerario}`}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatoFechaHora(e.hasta)}</Table.Td>
                      <Table.Td>
                        <Badge color="orange" variant="light">
                          {e.minutos_atraso} min
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        <Card withBorder>
          <Title order={4} mb="sm">
            Alertas de stock
          </Title>
          {t.alertas_stock.length === 0 ? (
            <Text c="dimmed">Ningún producto está bajo su stock mínimo.</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Producto</Table.Th>
                    <Table.Th>Proveedor</Table.Th>
                    <Table.Th>Stock / mínimo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {t.alertas_stock.map((a) => (
                    <Table.Tr key={a.producto}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/producto/detail/${a.producto}`}>
                          {a.nombre}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{a.fabricante_nombre}</Table.Td>
                      <Table.Td>
                        <Badge
                          color={a.cantidad_disponible === 0 ? 'red' : 'yellow'}
                          variant="light"
                        >
                          {a.cantidad_disponible} / {a.stock_minimo}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
